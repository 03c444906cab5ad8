import Community
import Foundation
import Geo
import Hummingbird
import Model
import Store

/// What the write API needs: the contribution log, the toilets it is about, the rules, the rate
/// limits and the clock. One per server; the controllers share it.
///
/// Privacy: a device is only its token's hash. A write carries no position but a new toilet's
/// (the pin), and nothing here joins a device to where its user is.
public final class CommunityService: Sendable {
    let store: any ContributionRepository
    let toilets: any ToiletRepository
    let policy: ModerationPolicy
    let limiters: WriteLimiters
    let now: @Sendable () -> Date
    let issueToken: @Sendable () -> String
    /// The community's signals for the finder (closed now, found open lately).
    public let overlay: CommunityOverlay

    /// - Parameters:
    ///   - sharedLimits: the database's rate-limit counters, when several instances share it
    ///     (PostgreSQL); nil keeps the limits in this process.
    ///   - issueToken: makes a new device token (tests pass a seeded one).
    public init(store: any ContributionRepository, toilets: any ToiletRepository, policy: ModerationPolicy = .standard,
                limits: WriteLimits = .standard, sharedLimits: (any RateLimitStore)? = nil, now: @escaping @Sendable () -> Date = { Date() },
                issueToken: @escaping @Sendable () -> String = { DeviceToken.issue() }) {
        self.store = store
        self.toilets = toilets
        self.policy = policy
        limiters = WriteLimiters(limits, shared: sharedLimits)
        self.now = now
        self.issueToken = issueToken
        overlay = CommunityOverlay(store: store)
    }

    /// The radius in which existing toilets are shown as possible duplicates of a new one.
    static let duplicateRadiusMeters = 50.0

    /// Registers a new device for a caller at `address`; returns its token (shown once).
    func registerDevice(address: String) async throws -> String {
        try await limiters.register(address: address, at: now())
        let token = issueToken()
        _ = try await store.registerDevice(tokenHash: DeviceToken.hash(token), role: .device, name: nil, at: now())
        return token
    }

    /// The device whose token the request carries (`Authorization: Bearer …`).
    func device(_ request: Request) async throws -> DeviceRecord {
        guard let header = request.headers[.authorization] else {
            throw APIError(.unauthorized, code: "missing_token", .missingToken,
                           field: "Authorization", headers: [.wwwAuthenticate: "Bearer"])
        }
        let token = header.hasPrefix("Bearer ") ? String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces) : ""
        guard DeviceToken.isWellFormed(token), let device = try await store.device(tokenHash: DeviceToken.hash(token)) else {
            throw APIError(.unauthorized, code: "unknown_token", .unknownToken,
                           field: "Authorization", headers: [.wwwAuthenticate: "Bearer"])
        }
        guard device.bannedAt == nil else {
            throw APIError(.forbidden, code: "banned", .banned, field: "Authorization")
        }
        return device
    }

    /// The moderator whose token the request carries.
    func moderator(_ request: Request) async throws -> DeviceRecord {
        let device = try await device(request)
        guard device.role == .moderator else {
            throw APIError(.forbidden, code: "not_moderator", .notModerator, field: "Authorization")
        }
        return device
    }

    /// Stores `kind` from `device`, after the rate limits and the field checks.
    func submit(_ kind: ContributionKind, by device: DeviceRecord, address: String, toilet: Int64?,
                position: Coordinate?) async throws -> StoredContribution {
        var adds = false
        if case .add = kind { adds = true }
        try await limiters.write(device: device.tokenHash, address: address, adds: adds, at: now())
        var recent: [String] = []
        if case .comment = kind {
            recent = try await store.contributions(device: device.id, page: PageRequest(page: 1, perPage: 20)).items.compactMap {
                if case .comment(let text) = $0.contribution.kind { text } else { nil }
            }
        }
        if let problem = ContributionCheck.problems(in: kind, knownFields: Set(RecordFields.names), recentTexts: recent).first {
            throw APIError(.badRequest, code: "invalid_field", .mustBe, ["field": .raw(problem.field), "expected": .localized(problem.expectedText)], field: problem.field)
        }
        do {
            return try await store.submit(kind, by: device, toilet: toilet, position: position, at: now(), policy: policy)
        } catch let error as ContributionStoreError {
            throw Self.apiError(error)
        }
    }

    /// The toilets within ``duplicateRadiusMeters`` of a new toilet's position, nearest first.
    func possibleDuplicates(of position: Coordinate) async throws -> [NearbyToilet] {
        try await toilets.nearby(position, radiusMeters: Self.duplicateRadiusMeters, needs: [],
                                 page: PageRequest(page: 1, perPage: 10)).items
    }

    /// The current toilet with `id`, or a 404 naming the path's id.
    func existingToilet(_ id: Int64) async throws -> Toilet {
        guard let toilet = try await toilets.toilet(id: Toilet.ID(id)) else {
            throw APIError.noToilet(id, field: "id")
        }
        return toilet
    }

    static func apiError(_ error: ContributionStoreError) -> APIError {
        switch error {
        case .unknownContribution(let id): APIError.notFound(.noContribution, ["id": .raw(String(id))], field: "id")
        case .unknownDevice(let id): APIError.notFound(.noDevice, ["id": .raw(String(id))], field: "id")
        case .unknownRevision(let id): APIError.notFound(.noRevision, ["id": .raw(String(id))], field: "id")
        case .notRevertible(let id, let why):
            APIError(.conflict, code: "not_revertible", why == .importRevision ? .importNotRevertible : .alreadyReverted,
                     ["id": .raw(String(id))], field: "id")
        case .moderatorDevice(let id):
            APIError(.conflict, code: "moderator_device", .moderatorNotBanned, ["id": .raw(String(id))], field: "id")
        case .duplicateToken:
            APIError(.conflict, code: "duplicate_token", .duplicateToken, [:], field: nil)
        case .moderation(.alreadyDecided(let state)):
            APIError(.conflict, code: "already_decided", .alreadyDecided, ["state": .raw(state)], field: "id")
        case .moderation(.missingReason):
            APIError.missing("reason", expected: Expected(.rejectReason))
        case .moderation(.missingModerator):
            APIError(.badRequest, code: "invalid_moderation", .missingModerator, [:], field: nil)
        case .moderation(.ownContribution):
            APIError(.badRequest, code: "invalid_moderation", .ownContribution, [:], field: nil)
        }
    }
}
