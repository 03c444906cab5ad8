import Foundation

/// What approved a contribution.
public enum Approval: Hashable, Sendable {
    /// The rules: the kind needs no review, or the author is trusted.
    case automatic
    /// A moderator (by name).
    case moderator
    /// This many distinct devices other than the author agreed.
    case agreement(devices: Int)
}

/// Where a contribution is in moderation. Approved and rejected are final: a moderator who
/// changes their mind reverts the revision, which is itself a new revision.
public enum ModerationState: Hashable, Sendable {
    case pending
    case approved(Approval)
    case rejected(reason: String)

    /// The reason given when a banned device's contribution is rejected.
    public static let bannedReason = "the device is banned"

    /// The state's name in the API and the store: `pending`, `approved` or `rejected`.
    public var name: String {
        switch self {
        case .pending: "pending"
        case .approved: "approved"
        case .rejected: "rejected"
        }
    }

    public var isApproved: Bool { if case .approved = self { true } else { false } }

    /// Whether it shows the author can be trusted: approved by a moderator or by other devices'
    /// agreement. Automatic approvals (a rating, a vote) prove nothing, or five ratings would buy
    /// a spammer unmoderated comments.
    public var earnsTrust: Bool {
        switch self {
        case .approved(.moderator), .approved(.agreement): true
        default: false
        }
    }
    public var isFinal: Bool { self != .pending }
}

/// Something that happens to a contribution under review.
public enum ModerationEvent: Hashable, Sendable {
    /// A moderator approves it.
    case approve(moderator: String)
    /// A moderator rejects it, saying why.
    case reject(moderator: String, reason: String)
    /// Another device confirms the contribution (a new toilet, an edit, a closure report).
    case agree(DeviceID)
    /// The author's device was banned.
    case authorBanned
}

/// Why a moderation event cannot apply.
public enum ModerationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The contribution was already approved or rejected.
    case alreadyDecided(String)
    /// A rejection needs a reason the author can read.
    case missingReason
    /// A moderator action without the moderator's name.
    case missingModerator
    /// The author cannot agree with their own contribution.
    case ownContribution

    public var description: String {
        switch self {
        case .alreadyDecided(let state): "the contribution is already \(state)"
        case .missingReason: "reason: a rejection needs a reason (1 to 500 characters)"
        case .missingModerator: "moderator: a moderator action needs the moderator's name"
        case .ownContribution: "device: the author cannot agree with their own contribution"
        }
    }
}
