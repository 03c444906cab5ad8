import Community
import Foundation
import Geo

/// What a device is to the store.
public enum DeviceRole: String, Sendable, Hashable, Codable {
    case device, moderator
}

/// A registered device: only its token's hash is stored, never the token, never a position.
public struct DeviceRecord: Sendable, Hashable {
    public let id: Int64
    public let tokenHash: String
    public let role: DeviceRole
    /// A moderator's name (nil for devices).
    public let name: String?
    public let createdAt: Date
    public let bannedAt: Date?

    public init(id: Int64, tokenHash: String, role: DeviceRole, name: String?, createdAt: Date, bannedAt: Date?) {
        self.id = id
        self.tokenHash = tokenHash
        self.role = role
        self.name = name
        self.createdAt = createdAt
        self.bannedAt = bannedAt
    }

    /// The device as the community rules know it.
    public var deviceID: DeviceID { DeviceID(hash: tokenHash) }
}

/// A stored contribution with where it stands in moderation.
public struct StoredContribution: Sendable, Hashable {
    public let contribution: Contribution
    /// The toilet it is about (nil for a new toilet not yet approved).
    public let toiletID: Int64?
    /// A new toilet's position: the toilet's, never the contributor's.
    public let position: Coordinate?
    public let state: ModerationState
    /// Distinct devices that agreed while it was pending.
    public let agreeing: Set<DeviceID>
    /// The pending contribution this one agreed with, when it was sent while an equal one from
    /// another device was waiting (see ``ContributionRepository/submit(_:by:toilet:position:at:policy:)``).
    /// It then follows that one's state and never changes a toilet by itself.
    public let agreesWith: Int64?

    public init(contribution: Contribution, toiletID: Int64?, position: Coordinate?, state: ModerationState, agreeing: Set<DeviceID>,
                agreesWith: Int64? = nil) {
        self.contribution = contribution
        self.toiletID = toiletID
        self.position = position
        self.state = state
        self.agreeing = agreeing
        self.agreesWith = agreesWith
    }

    /// The contribution as the community rules read it.
    public var reviewed: ReviewedContribution { ReviewedContribution(contribution, state: state) }
}

/// Why a contribution write was refused.
public enum ContributionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownContribution(Int64)
    case unknownDevice(Int64)
    case duplicateToken
    case moderation(ModerationError)
    case unknownRevision(Int64)
    /// A moderator's device cannot be banned.
    case moderatorDevice(Int64)
    /// Only community revisions (and a removal) can be reverted; the reason says why not this one.
    case notRevertible(Int64, NotRevertible)

    /// Why a revision cannot be reverted.
    public enum NotRevertible: String, Hashable, Sendable {
        /// An import's revision: the next import replaces it.
        case importRevision
        /// It was reverted already.
        case alreadyReverted
    }

    public var description: String {
        switch self {
        case .unknownContribution(let id): "contribution: no contribution has id \(id)"
        case .unknownDevice(let id): "device: no device has id \(id)"
        case .duplicateToken: "token: a device with this token is already registered"
        case .moderation(let error): error.description
        case .unknownRevision(let id): "revision: no revision has id \(id)"
        case .moderatorDevice(let id): "device: device \(id) is a moderator's; moderators are managed with `toiletnow moderators`, not banned"
        case .notRevertible(let id, .importRevision):
            "revision: revision \(id) cannot be reverted: only a community revision can be reverted (the next import replaces an import's)"
        case .notRevertible(let id, .alreadyReverted): "revision: revision \(id) cannot be reverted: it is already reverted"
        }
    }
}

/// Devices, and the append-only log of what they contributed and how moderation decided.
///
/// Every write is one transaction; one that approves a contribution also moves the store's data
/// version (``ToiletRepository/dataVersion()``), and nothing else does, so registering devices
/// and queueing contributions never makes a server reload. Contributions and moderation events
/// are only ever added; a contribution's state is the result of its events
/// under ``Review``, kept beside it for queries.
public protocol ContributionRepository: Sendable {
    /// Registers a device by its token's hash.
    func registerDevice(tokenHash: String, role: DeviceRole, name: String?, at now: Date) async throws -> DeviceRecord

    /// The device with this token hash, or nil.
    func device(tokenHash: String) async throws -> DeviceRecord?

    /// Every device with `role`, oldest first (the moderators, for the CLI).
    func devices(role: DeviceRole) async throws -> [DeviceRecord]

    /// Stores a contribution from `device` in the state the policy gives it (the device's
    /// standing counts its approved and rejected contributions so far).
    ///
    /// When it is approved at once and changes the record (a moderator's add, edit or closure),
    /// the toilet changes in the same transaction (see ``moderate(_:_:at:policy:)``).
    ///
    /// Agreement: when it would wait, and another device's equal contribution is already
    /// waiting, it counts as that device's agreement (``ModerationEvent/agree(_:)``) with the
    /// oldest such one instead of queueing a second copy. Equal means: an add within 50 m
    /// (the nearest one), an edit of the same toilet with the same fields set to the same values
    /// (the `from` values are not compared), a closure of the same toilet of the same kind.
    /// It is still stored, so the device finds it in its own list, with ``StoredContribution/agreesWith``
    /// naming the one it agreed with; it follows that one's state (and, for an add, its toilet),
    /// never appears in the moderation queue and never changes a toilet itself.
    func submit(_ kind: ContributionKind, by device: DeviceRecord, toilet: Int64?, position: Coordinate?,
                at now: Date, policy: ModerationPolicy) async throws -> StoredContribution

    /// Applies a moderation event to a contribution (see ``Review/applying(_:)``). A moderator's
    /// approval or rejection of a copy that agreed with another applies to that other one.
    ///
    /// When that approves a contribution that changes the record, the toilet changes in the
    /// same transaction, with a revision by the community: an add creates the toilet (the
    /// contribution's ``StoredContribution/toiletID`` then names it), an edit sets its fields, a
    /// "permanently" or "gone" closure removes it (``ToiletLayers`` says how they combine).
    func moderate(_ id: Int64, _ event: ModerationEvent, at now: Date, policy: ModerationPolicy) async throws -> StoredContribution

    /// Bans a device: its pending contributions are rejected. Returns how many.
    func ban(device id: Int64, at now: Date, policy: ModerationPolicy) async throws -> Int

    /// A toilet's contributions, oldest first, without the copies that agreed with another
    /// (see ``submit(_:by:toilet:position:at:policy:)``; the agreeing devices are in its ``StoredContribution/agreeing``).
    func contributions(toilet: Int64) async throws -> [StoredContribution]

    /// The moderation queue: pending contributions, oldest first.
    func pending(page: PageRequest) async throws -> Page<StoredContribution>

    /// A device's own contributions, newest first (what "My contributions" shows).
    func contributions(device id: Int64, page: PageRequest) async throws -> Page<StoredContribution>

    /// Reverts a community revision: the contribution that made it stops counting, and the
    /// toilet is recomputed without it in a new revision (source `moderator`). Reverting an
    /// added toilet removes it; reverting a removal restores it; reverting an edit puts back the
    /// values that were there before it (unless a later approved edit set the field again).
    /// - Throws: ``ContributionStoreError/unknownRevision(_:)``, ``ContributionStoreError/notRevertible(_:_:)``
    ///   (import and moderator revisions, or a revision already reverted), or a missing moderator or reason.
    func revert(revision id: Int64, moderator: String, reason: String, at now: Date) async throws -> ToiletRevision

    /// Approved "closed for now", "Was it open?" and "still correct" contributions made at or
    /// after `since`, and safety votes of any age, with ids after `id`, oldest first, at most
    /// `limit`; poll again with the returned cursor (it passes every contribution read, so a
    /// poll after a burst of ratings does not read them again).
    /// - Complexity: O(new contributions) with the primary key.
    func communitySignals(after id: Int64, since: Date, limit: Int) async throws -> SignalBatch

    /// When each of the device's approved contributions was made, by kind tag ("add",
    /// "confirm", "was_open", "rate", …), oldest first: what its achievements count.
    /// - Complexity: O(the device's contributions).
    func approvedDates(device id: Int64) async throws -> [String: [Date]]
}

extension ContributionRepository {
    /// The signals after `id`, at most 1,000 (poll again with the returned cursor).
    public func communitySignals(after id: Int64) async throws -> SignalBatch {
        try await communitySignals(after: id, since: .distantPast, limit: 1_000)
    }
}
