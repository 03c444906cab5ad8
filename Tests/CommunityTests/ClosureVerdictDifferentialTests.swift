import Community
import Foundation
import Testing
import TestSupport

/// The one-pass closure rule against the plain pair-by-pair rule it replaced.
@Suite("Closure verdict: one pass against every pair")
struct ClosureVerdictDifferentialTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The reference: every (earlier, later) pair of closed reports, as the rule is written.
    static func reference(_ contributions: [ReviewedContribution], now: Date) -> ClosureVerdict {
        var closed: [Contribution] = []
        var removed: ClosureKind?
        for contribution in contributions.publicContributions(until: now) {
            switch contribution.kind {
            case .reportClosed(.temporarily), .wasOpen(false): closed.append(contribution)
            case .reportClosed(let kind): removed = kind
            case .wasOpen(true), .confirm(field: nil): closed.removeAll()
            default: break
            }
        }
        if removed == .gone { return .gone }
        if removed == .permanently { return .closedForGood }
        let window = ClosureVerdict.window
        let reports = closed.filter { now.timeIntervalSince($0.at) < 2 * window }
        var since: Date?, until: Date?, devices = Set<DeviceID>()
        for (i, later) in reports.enumerated() where now.timeIntervalSince(later.at) < window {
            for earlier in reports[..<i] where earlier.author != later.author && later.at.timeIntervalSince(earlier.at) <= window {
                since = min(since ?? earlier.at, earlier.at)
                until = max(until ?? later.at + window, later.at + window)
                devices.formUnion([earlier.author, later.author])
            }
        }
        guard let since, let until, devices.count >= ClosureVerdict.devicesToClose else { return .open }
        return .closedForNow(since: since, until: until, devices: devices.count)
    }

    @Test("the same verdict as the pair-by-pair rule over seeded histories of closed and open reports", arguments: 0..<40)
    func differential(seed: UInt64) {
        var random = SeededRandom(seed: 7_000 + seed)
        let authors = (0..<(1 + random.next(5))).map { DeviceID(hash: "d\($0)") }
        var contributions: [ReviewedContribution] = []
        for id in 0..<(random.next(60)) {
            // Times over the last three days, often on the same second, to test the window's edges.
            let at = Self.now.addingTimeInterval(-Double(random.next(3 * 86_400 / 600)) * 600 + Double(random.next(2)))
            let kind: ContributionKind = switch random.next(12) {
            case 0: .wasOpen(true)
            case 1: .confirm(field: nil)
            case 2..<7: .wasOpen(false)
            default: .reportClosed(.temporarily)
            }
            contributions.append(ReviewedContribution(Contribution(id: Int64(id), author: random.pick(authors), at: at, kind: kind),
                                                      state: .approved(.automatic)))
        }
        #expect(ClosureVerdict.of(contributions, now: Self.now) == Self.reference(contributions, now: Self.now))
    }

    @Test("a burst of reports on one toilet takes one pass (20,000 reports from 3 devices)")
    func burst() {
        let contributions = (0..<20_000).map { i in
            ReviewedContribution(Contribution(id: Int64(i), author: DeviceID(hash: "d\(i % 3)"), at: Self.now.addingTimeInterval(-Double(i)),
                                              kind: .wasOpen(false)), state: .approved(.automatic))
        }
        guard case .closedForNow(_, _, let devices) = ClosureVerdict.of(contributions, now: Self.now) else {
            Issue.record("a burst from 3 devices must close the toilet")
            return
        }
        #expect(devices == 3)
    }
}
