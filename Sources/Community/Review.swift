import Foundation

/// One contribution under moderation: its state, and the distinct devices that agreed.
///
/// A value: applying an event returns the next review, so the store can keep every step.
public struct Review: Hashable, Sendable {
    public let kind: ContributionKind
    public let author: DeviceID
    public let policy: ModerationPolicy
    public private(set) var state: ModerationState
    /// Distinct devices other than the author that agreed, while it was pending.
    public private(set) var agreeing: Set<DeviceID> = []

    /// A review in the state the policy gives a new contribution from a device of `standing`.
    public init(_ contribution: Contribution, standing: DeviceStanding, policy: ModerationPolicy = .standard) {
        kind = contribution.kind
        author = contribution.author
        self.policy = policy
        state = policy.initialState(of: contribution.kind, by: standing)
    }

    /// A stored review, resumed where it stands.
    public init(kind: ContributionKind, author: DeviceID, state: ModerationState, agreeing: Set<DeviceID>,
                policy: ModerationPolicy = .standard) {
        self.kind = kind
        self.author = author
        self.policy = policy
        self.state = state
        self.agreeing = agreeing
    }

    /// The review after `event`.
    ///
    /// - Pending: a moderator approves or rejects (with a reason); an agreeing device other than
    ///   the author is counted, and the ``ModerationPolicy/agreementsToApprove``-th approves it
    ///   when the kind accepts agreement; a ban rejects it.
    /// - Approved or rejected: final. Agreement and bans leave it as it is (an agreement with an
    ///   approved toilet is a confirmation, counted elsewhere); a second decision is an error.
    public func applying(_ event: ModerationEvent) throws(ModerationError) -> Review {
        var next = self
        switch event {
        case .approve(let moderator):
            guard !moderator.trimmed.isEmpty else { throw .missingModerator }
            guard state == .pending else { throw .alreadyDecided(state.name) }
            next.state = .approved(.moderator)
        case .reject(let moderator, let reason):
            guard !moderator.trimmed.isEmpty else { throw .missingModerator }
            guard (1...500).contains(reason.trimmed.count) else { throw .missingReason }
            guard state == .pending else { throw .alreadyDecided(state.name) }
            next.state = .rejected(reason: reason.trimmed)
        case .agree(let device):
            guard device != author else { throw .ownContribution }
            guard state == .pending, policy.acceptsAgreement(for: kind) else { return self }
            next.agreeing.insert(device)
            if next.agreeing.count >= policy.agreementsToApprove {
                next.state = .approved(.agreement(devices: next.agreeing.count))
            }
        case .authorBanned:
            if state == .pending { next.state = .rejected(reason: ModerationState.bannedReason) }
        }
        return next
    }

    /// Whether `viewer` may see the contribution: everyone once approved; before that (and
    /// after a rejection) only its author and moderators. Nothing unmoderated reaches another user.
    public func isVisible(to viewer: DeviceID?, isModerator: Bool = false) -> Bool {
        state.isApproved || isModerator || viewer == author
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
