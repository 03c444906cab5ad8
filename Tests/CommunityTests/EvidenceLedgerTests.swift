@testable import Community
import Foundation
import Testing
import TestSupport

/// The ledger the best pick reads: each device's latest rating and latest answer per question,
/// in any order of arrival, equal to the rules over the whole log.
@Suite("Community: the evidence ledger")
struct EvidenceLedgerTests {
    static let start = Date(timeIntervalSince1970: 1_780_000_000)

    static func randomLog(_ random: inout SeededRandom, count: Int) -> [Contribution] {
        let devices = (0..<4).map { DeviceID(hash: "device-\($0)") }
        let kinds: [ContributionKind] = [.rate(1), .rate(3), .rate(5), .confirm(field: nil), .wasOpen(true), .wasOpen(false),
                                         .reportClosed(.temporarily), .comment("hi"), .vote(safe: true)]
        return (0..<count).map { i in
            Contribution(id: Int64(i + 1), author: devices[random.next(devices.count)],
                         at: start.addingTimeInterval(Double(random.next(200 * 86_400))), kind: kinds[random.next(kinds.count)])
        }
    }

    @Test("in any order of arrival, the rating and the reliability equal the rules over the whole log")
    func matchesRules() {
        var random = SeededRandom(seed: 31)
        let now = Self.start.addingTimeInterval(210 * 86_400)
        for _ in 0..<300 {
            let log = Self.randomLog(&random, count: 1 + random.next(25))
            var shuffled = log
            for i in shuffled.indices.reversed() { shuffled.swapAt(i, random.next(i + 1)) }
            var ledger = EvidenceLedger()
            for contribution in shuffled { ledger.take(contribution, toilet: 7) }
            let reviewed = log.map { ReviewedContribution($0, state: .approved(.automatic)) }
            let summary = RatingSummary(reviewed, now: now)
            #expect(ledger.rating(of: 7)?.mean == summary.mean)
            #expect((ledger.rating(of: 7)?.count ?? 0) == summary.count)
            let hasEvidence = log.contains { Reliability.question(of: $0.kind) != nil }
            if hasEvidence {
                let expected = Reliability.score(reviewed, source: nil, now: now)
                #expect(abs((ledger.reliability(of: 7, now: now) ?? .nan) - expected) < 1e-12)
            } else {
                #expect(ledger.reliability(of: 7, now: now) == nil)
            }
        }
    }

    @Test("pending closure reports: distinct devices in the last day, cleared by an open answer")
    func pendingReports() {
        let a = DeviceID(hash: "a"), b = DeviceID(hash: "b"), now = Self.start
        func reviewed(_ list: [(DeviceID, TimeInterval, ContributionKind)]) -> [ReviewedContribution] {
            list.enumerated().map { i, item in
                ReviewedContribution(Contribution(id: Int64(i + 1), author: item.0, at: now.addingTimeInterval(item.1), kind: item.2),
                                     state: .approved(.automatic))
            }
        }
        #expect(ClosureVerdict.pendingReports(reviewed([(a, -60, .reportClosed(.temporarily))]), now: now) == 1)
        #expect(ClosureVerdict.pendingReports(reviewed([(a, -60, .reportClosed(.temporarily)), (a, -30, .wasOpen(false))]), now: now) == 1)
        #expect(ClosureVerdict.pendingReports(reviewed([(a, -90_000, .reportClosed(.temporarily)), (b, -30, .wasOpen(false))]), now: now) == 1)
        #expect(ClosureVerdict.pendingReports(reviewed([(a, -90, .reportClosed(.temporarily)), (b, -60, .wasOpen(true))]), now: now) == 0)
        #expect(ClosureVerdict.pendingReports(reviewed([(a, -90, .wasOpen(false)), (b, -60, .wasOpen(false))]), now: now) == 2)
    }
}
