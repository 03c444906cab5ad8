import Foundation

/// Who a device is to the moderation rules.
public enum DeviceStanding: String, Sendable, Hashable, CaseIterable {
    /// Any device without a track record.
    case new
    /// A device whose contributions moderators have approved before (see ``ModerationPolicy/standing(approved:rejected:isModerator:isBanned:)``).
    case trusted
    /// A moderator's device (created with `toiletnow moderators add`, never over the API).
    case moderator
    /// A banned device: everything it sends is rejected.
    case banned
}

/// The moderation rules: what needs review, what approves a contribution by itself, and
/// when a device is trusted.
///
/// - Ratings, confirmations, "was it open?" answers, safety votes and "closed for now"
///   reports count at once: they change no field of the record, and the rules that use them
///   (``ClosureVerdict``, ``Reliability``, ``RatingSummary``) need several devices to agree.
/// - New toilets, edits and "closed for good" or "gone" reports change what every user sees:
///   they wait for a moderator, or for ``agreementsToApprove`` distinct devices other than the
///   author to confirm them.
/// - Comments are free text for everyone to read: they wait for a moderator unless the author
///   is trusted. Agreement never approves a comment (two accounts of one spammer agree).
/// - A banned device's contributions are rejected, pending ones included.
public struct ModerationPolicy: Sendable, Hashable {
    /// Distinct devices, other than the author, whose agreement approves a record change.
    public var agreementsToApprove: Int
    /// Contributions approved by review (``ModerationState/earnsTrust``) after which a device with
    /// none rejected is trusted.
    public var approvedToTrust: Int

    public init(agreementsToApprove: Int = 2, approvedToTrust: Int = 5) {
        self.agreementsToApprove = max(1, agreementsToApprove)
        self.approvedToTrust = max(1, approvedToTrust)
    }

    /// The rules ToiletNow runs with.
    public static let standard = ModerationPolicy()

    /// The state a contribution starts in.
    public func initialState(of kind: ContributionKind, by standing: DeviceStanding) -> ModerationState {
        switch (standing, kind) {
        case (.banned, _): .rejected(reason: ModerationState.bannedReason)
        case (.moderator, _): .approved(.moderator)
        case (_, .comment): standing == .trusted ? .approved(.automatic) : .pending
        case (_, let kind) where kind.changesRecord: .pending
        default: .approved(.automatic)
        }
    }

    /// Whether agreement from other devices can approve a pending contribution of this kind.
    public func acceptsAgreement(for kind: ContributionKind) -> Bool {
        if case .comment = kind { return false }
        return kind.changesRecord
    }

    /// A device's standing from its record: moderators and bans first, then trust once
    /// ``approvedToTrust`` contributions were approved by review and none was ever rejected.
    public func standing(approved: Int, rejected: Int, isModerator: Bool, isBanned: Bool) -> DeviceStanding {
        if isBanned { return .banned }
        if isModerator { return .moderator }
        return approved >= approvedToTrust && rejected == 0 ? .trusted : .new
    }
}
