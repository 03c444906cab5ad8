import Community
import Foundation

/// An approved contribution that says something about a toilet without changing its record:
/// "closed for now", "Was it open?", "still correct", the ratings and the safety votes. The server's
/// community overlay folds them (``ClosureVerdict``, Refuge's upvote and downvote).
public struct CommunitySignal: Sendable, Hashable {
    public var contributionID: Int64
    public var toiletID: Int64
    public var kind: ContributionKind
    public var author: DeviceID
    public var at: Date

    public init(contributionID: Int64, toiletID: Int64, kind: ContributionKind, author: DeviceID, at: Date) {
        self.contributionID = contributionID
        self.toiletID = toiletID
        self.kind = kind
        self.author = author
        self.at = at
    }

    /// Whether `kind` is one the overlay reads.
    public static func isSignal(_ kind: ContributionKind) -> Bool {
        switch kind {
        case .reportClosed(.temporarily), .wasOpen, .confirm, .vote, .rate: true
        default: false
        }
    }
}

/// The signals after a cursor, and the cursor to ask with next.
public struct SignalBatch: Sendable, Hashable {
    public var signals: [CommunitySignal]
    public var cursor: Int64

    public init(signals: [CommunitySignal], cursor: Int64) {
        self.signals = signals
        self.cursor = cursor
    }
}
