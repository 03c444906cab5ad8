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

    public init(contribution: Contribution, toiletID: Int64?, position: Coordinate?, state: ModerationState, agreeing: Set<DeviceID>) {
        self.contribution = contribution
        self.toiletID = toiletID
        self.position = position
        self.state = state
        self.agreeing = agreeing
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

    public var description: String {
        switch self {
        case .unknownContribution(let id): "contribution: no contribution has id \(id)"
        case .unknownDevice(let id): "device: no device has id \(id)"
        case .duplicateToken: "token: a device with this token is already registered"
        case .moderation(let error): error.description
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
    func submit(_ kind: ContributionKind, by device: DeviceRecord, toilet: Int64?, position: Coordinate?,
                at now: Date, policy: ModerationPolicy) async throws -> StoredContribution

    /// Applies a moderation event to a contribution (see ``Review/applying(_:)``).
    func moderate(_ id: Int64, _ event: ModerationEvent, at now: Date, policy: ModerationPolicy) async throws -> StoredContribution

    /// Bans a device: its pending contributions are rejected. Returns how many.
    func ban(device id: Int64, at now: Date, policy: ModerationPolicy) async throws -> Int

    /// A toilet's contributions, oldest first.
    func contributions(toilet: Int64) async throws -> [StoredContribution]

    /// The moderation queue: pending contributions, oldest first.
    func pending(page: PageRequest) async throws -> Page<StoredContribution>

    /// A device's own contributions, newest first (what "My contributions" shows).
    func contributions(device id: Int64, page: PageRequest) async throws -> Page<StoredContribution>

    /// Approved contributions that say whether a toilet is open now ("closed for now" reports,
    /// "was it open?" answers, confirmations) with an id above `id`, made at or after `since`,
    /// and approved safety votes of any age, oldest first, at most `limit` (what a server's
    /// community overlay polls).
    func signals(after id: Int64, since: Date, limit: Int) async throws -> [StoredContribution]
}
