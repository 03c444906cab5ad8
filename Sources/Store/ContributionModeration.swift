import Community
import Foundation

/// The one place a stored contribution meets a moderation event, for every store.
public enum ContributionModeration {
    /// The stored contribution after `event` (see ``Review/applying(_:)``).
    /// - Throws: ``ContributionStoreError/moderation(_:)`` when the event cannot apply.
    public static func apply(_ event: ModerationEvent, to stored: StoredContribution, policy: ModerationPolicy) throws -> StoredContribution {
        let review = Review(kind: stored.contribution.kind, author: stored.contribution.author, state: stored.state,
                            agreeing: stored.agreeing, policy: policy)
        do {
            let next = try review.applying(event)
            return StoredContribution(contribution: stored.contribution, toiletID: stored.toiletID, position: stored.position,
                                      state: next.state, agreeing: next.agreeing, agreesWith: stored.agreesWith)
        } catch {
            throw ContributionStoreError.moderation(error)
        }
    }
}
