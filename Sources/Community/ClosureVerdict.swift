import Foundation
import Localization

/// Whether the community's reports take a toilet out of the results, and why.
public enum ClosureVerdict: Hashable, Sendable {
    /// Nothing says it is closed.
    case open
    /// Distinct devices said it was closed within ``ClosureVerdict/window`` of each other,
    /// the latest less than a window ago, and nobody has said it was open since.
    case closedForNow(since: Date, until: Date, devices: Int)
    /// An approved "closed for good" report.
    case closedForGood
    /// An approved "gone" report.
    case gone

    /// Two closed reports must fall within this time of each other, and the closure lasts this
    /// long after the latest (24 hours).
    public static let window: TimeInterval = 86_400
    /// Distinct devices whose reports close a toilet for now.
    public static let devicesToClose = 2

    /// Whether the toilet stays in `/api/nearest`.
    public var isListed: Bool { self == .open }

    /// The reason the API shows for a toilet left out, in English; nil when it is listed.
    public var reason: String? { reason(in: .english) }

    /// The reason the API shows for a toilet left out, in `language` (``CommunityText``); nil when it is listed.
    public func reason(in language: Language) -> String? {
        let texts = CommunityText.catalogue
        return switch self {
        case .open: nil
        case .closedForNow(_, _, let devices): texts.text(.closedForNow, in: language, ["devices": String(devices)])
        case .closedForGood: texts.text(.closedForGood, in: language)
        case .gone: texts.text(.gone, in: language)
        }
    }

    /// The verdict at `now` from the approved contributions.
    ///
    /// "Closed for now" reports and "was it open? no" answers both say closed; "was it open?
    /// yes" and a confirmation of the whole record both say open, and clear every closed
    /// report before them. An approved "closed for good" or "gone" report is final (a
    /// moderator reverts it if it was wrong).
    /// - Complexity: O(n log n + k²) for the k closed reports of the last two windows.
    public static func of(_ contributions: [ReviewedContribution], now: Date) -> ClosureVerdict {
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
        // The latest approved report says how it ended, as in ``CommunityRecord/removed``.
        switch removed {
        case .gone: return .gone
        case .permanently: return .closedForGood
        case .temporarily, nil: return closedForNow(closed.filter { now.timeIntervalSince($0.at) < 2 * window }, now: now)
        }
    }

    /// How many distinct devices said it was closed within the last ``window`` with nobody
    /// saying it was open since: reports that have not (yet) closed it, which the best pick
    /// weighs against it.
    /// - Complexity: O(n log n).
    public static func pendingReports(_ contributions: [ReviewedContribution], now: Date) -> Int {
        var devices: Set<DeviceID> = []
        for contribution in contributions.publicContributions(until: now) {
            switch contribution.kind {
            case .reportClosed(.temporarily), .wasOpen(false):
                if now.timeIntervalSince(contribution.at) < window { devices.insert(contribution.author) }
            case .wasOpen(true), .confirm(field: nil): devices.removeAll()
            default: break
            }
        }
        return devices.count
    }

    /// Among recent closed reports (in time order), the pairs of distinct devices within a
    /// window of each other whose later report is less than a window old: `since` is the
    /// earliest report of such a pair, `until` a window after the latest, and `devices` every
    /// device with a report in one (as the reference in the tests computes pair by pair).
    ///
    /// One pass with two pointers: for each later report, the reports a window before it are a
    /// range that only moves forward; `nextOther` gives the first report of another device in
    /// it in O(1), and the ranges' union gives the devices, each report counted once.
    /// - Complexity: O(k) for k reports, plus hashing their devices (it was O(k²) over every
    ///   pair, which a burst of reports on one toilet made a second of CPU at every refresh).
    static func closedForNow(_ reports: [Contribution], now: Date) -> ClosureVerdict {
        guard reports.count >= 2 else { return .open }
        // nextOther[k]: the first index after k whose author differs from reports[k]'s.
        var nextOther = [Int](repeating: reports.count, count: reports.count)
        for k in stride(from: reports.count - 2, through: 0, by: -1) {
            nextOther[k] = reports[k + 1].author != reports[k].author ? k + 1 : nextOther[k + 1]
        }
        var since: Date?, until: Date?
        var devices = Set<DeviceID>()
        var start = 0, covered = 0
        for (i, later) in reports.enumerated() {
            while later.at.timeIntervalSince(reports[start].at) > window { start += 1 }
            guard now.timeIntervalSince(later.at) < window, start < i else { continue }
            let first = reports[start].author != later.author ? start : nextOther[start]
            guard first < i else { continue }
            since = min(since ?? reports[first].at, reports[first].at)
            until = max(until ?? later.at + window, later.at + window)
            for k in max(start, covered)...i { devices.insert(reports[k].author) }
            covered = i + 1
        }
        guard let since, let until, devices.count >= devicesToClose else { return .open }
        return .closedForNow(since: since, until: until, devices: devices.count)
    }
}
