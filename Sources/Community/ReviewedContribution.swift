import Foundation

/// A contribution with its moderation state: what every community rule reads.
public struct ReviewedContribution: Hashable, Sendable {
    public let contribution: Contribution
    public let state: ModerationState

    public init(_ contribution: Contribution, state: ModerationState) {
        self.contribution = contribution
        self.state = state
    }
}

extension Sequence<ReviewedContribution> {
    /// The approved contributions in canonical order (time, then id): the only ones any rule
    /// lets change what users see, in an order that does not depend on how they were listed.
    /// - Complexity: O(n log n).
    public func publicContributions(until now: Date? = nil) -> [Contribution] {
        compactMap { reviewed in
            guard reviewed.state.isApproved else { return nil }
            if let now, reviewed.contribution.at > now { return nil }
            return reviewed.contribution
        }
        .sorted(by: Contribution.canonicalOrder)
    }
}
