import Foundation

/// Where a toilet's imported data came from, and when that source last checked it.
public struct SourceEvidence: Hashable, Sendable {
    /// The dataset: `osm`, `refuge`, `toiletnow` (added by a device), …
    public let dataset: String
    /// When the source last checked or changed the record (OSM `check_date`, or the element's
    /// timestamp); nil when unknown.
    public let checked: Date?

    public init(dataset: String, checked: Date?) {
        self.dataset = dataset
        self.checked = checked
    }
}

/// How much to trust that a toilet is there and usable as described, from 0 to 1.
///
/// Evidence for and against, each weighed by its age (halved every ``halfLife``):
/// - for: a confirmation (1), "it was open" (1.5), the source's own check (1; 0.25 without a date);
/// - against: "it was not open" (1.5), "closed for now" (1), "closed for good" or "gone" (2).
/// Each device counts once per question (confirmations, "was it open?", closure reports), with
/// its latest answer: one device tapping "confirm" a hundred times is one confirmation, and a
/// device that said "closed" and later "open" counts as "open". The score is the posterior mean of a
/// Beta(1, 1) prior: (1 + for) / (2 + for + against), so no evidence gives 0.5.
/// Only approved contributions count, summed in a canonical order, so the order in which
/// contributions arrive never changes the score, not even in its last bit.
public enum Reliability {
    /// Evidence loses half its weight in this time (90 days).
    public static let halfLife: TimeInterval = 90 * 86_400

    /// The score at `now`.
    /// - Complexity: O(n log n) in the contributions.
    public static func score(_ contributions: [ReviewedContribution], source: SourceEvidence?, now: Date) -> Double {
        // The latest answer of each device to each question.
        var latest: [Answer: (Contribution, EvidenceKind)] = [:]
        for contribution in contributions.publicContributions(until: now) {
            guard let kind = EvidenceKind(contribution.kind) else { continue }
            latest[Answer(device: contribution.author, question: kind.question)] = (contribution, kind)
        }
        var support = 0.0, doubt = 0.0
        if let source {
            support += source.checked.map { decay(from: $0, to: now) } ?? 0.25
        }
        for (contribution, kind) in latest.values.sorted(by: { Contribution.canonicalOrder($0.0, $1.0) }) {
            let weight = kind.weight * decay(from: contribution.at, to: now)
            if kind.supports { support += weight } else { doubt += weight }
        }
        return (1 + support) / (2 + support + doubt)
    }

    /// The question `kind` answers for the score (whether it is there as described, whether it
    /// was open, whether it is closed): a device's later answer to the same question replaces
    /// its earlier one. Nil when `kind` is no evidence.
    public static func question(of kind: ContributionKind) -> Int? {
        EvidenceKind(kind)?.question
    }

    static func decay(from date: Date, to now: Date) -> Double {
        pow(0.5, max(0, now.timeIntervalSince(date)) / halfLife)
    }

    private struct Answer: Hashable {
        let device: DeviceID
        let question: Int
    }

    private enum EvidenceKind: Hashable {
        case confirmed, wasOpen, wasClosed, closedForNow, closedForGood

        init?(_ kind: ContributionKind) {
            switch kind {
            case .confirm: self = .confirmed
            case .wasOpen(let open): self = open ? .wasOpen : .wasClosed
            case .reportClosed(let closure): self = closure == .temporarily ? .closedForNow : .closedForGood
            case .add, .edit, .rate, .vote, .comment: return nil
            }
        }

        var supports: Bool { self == .confirmed || self == .wasOpen }

        /// Answers to the same question replace each other: confirm, was it open, is it closed.
        var question: Int {
            switch self {
            case .confirmed: 0
            case .wasOpen, .wasClosed: 1
            case .closedForNow, .closedForGood: 2
            }
        }

        var weight: Double {
            switch self {
            case .confirmed, .closedForNow: 1
            case .wasOpen, .wasClosed: 1.5
            case .closedForGood: 2
            }
        }
    }
}
