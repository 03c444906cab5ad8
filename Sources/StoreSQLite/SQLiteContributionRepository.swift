import Community
import Foundation
import GRDB
import Geo
import Store

/// The contribution log on SQLite, in the toilets' database (schema v4). Every write is one
/// transaction, on disk (WAL) before it returns. A write that changes what the public sees (an
/// approved contribution) also moves the data version, so a server sees it on its next poll;
/// devices, pending contributions and rejections do not, so they never make a server reload.
public final class SQLiteContributionRepository: ContributionRepository {
    let writer: any DatabaseWriter

    init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// A store in memory, for tests.
    public convenience init() throws {
        let queue = try DatabaseQueue()
        try SQLiteMigrations.migrator.migrate(queue)
        self.init(writer: queue)
    }

    public func registerDevice(tokenHash: String, role: DeviceRole, name: String?, at now: Date) async throws -> DeviceRecord {
        try await writer.write { db in
            guard try Int64.fetchOne(db, sql: "SELECT id FROM devices WHERE token_hash = ?", arguments: [tokenHash]) == nil else {
                throw ContributionStoreError.duplicateToken
            }
            try db.execute(sql: "INSERT INTO devices (token_hash, role, name, created_at) VALUES (?, ?, ?, ?)",
                           arguments: [tokenHash, role.rawValue, name, now.timeIntervalSince1970])
            return DeviceRecord(id: db.lastInsertedRowID, tokenHash: tokenHash, role: role, name: name, createdAt: now, bannedAt: nil)
        }
    }

    public func device(tokenHash: String) async throws -> DeviceRecord? {
        try await writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM devices WHERE token_hash = ?", arguments: [tokenHash]).map(Self.device)
        }
    }

    public func devices(role: DeviceRole) async throws -> [DeviceRecord] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM devices WHERE role = ? ORDER BY id", arguments: [role.rawValue]).map(Self.device)
        }
    }

    public func submit(_ kind: ContributionKind, by device: DeviceRecord, toilet: Int64?, position: Coordinate?,
                       at now: Date, policy: ModerationPolicy) async throws -> StoredContribution {
        let body = String(decoding: try JSONEncoder().encode(kind), as: UTF8.self)
        return try await writer.write { db in
            let current = try Self.device(db, id: device.id)
            let counts = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(state = 'approved' AND approval IN ('moderator', 'agreement')), 0), COALESCE(SUM(state = 'rejected'), 0) FROM contributions WHERE device_id = ?
                """, arguments: [device.id])
            let standing = policy.standing(approved: counts?[0] ?? 0, rejected: counts?[1] ?? 0,
                                           isModerator: current.role == .moderator, isBanned: current.bannedAt != nil)
            let state = policy.initialState(of: kind, by: standing)
            try db.execute(sql: """
                INSERT INTO contributions (device_id, toilet_id, kind, body, latitude, longitude, created_at, state, approval, reason)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [device.id, toilet, kind.tag, body, position?.latitude, position?.longitude,
                                 now.timeIntervalSince1970, state.name, Self.approval(state), Self.reason(state)])
            if state.isApproved { try SQLiteToiletRepository.bumpDataVersion(db) }
            let contribution = Contribution(id: db.lastInsertedRowID, author: current.deviceID, at: now, kind: kind)
            return StoredContribution(contribution: contribution, toiletID: toilet, position: position, state: state, agreeing: [])
        }
    }

    public func moderate(_ id: Int64, _ event: ModerationEvent, at now: Date, policy: ModerationPolicy) async throws -> StoredContribution {
        try await writer.write { db in
            guard let stored = try Self.contribution(db, id: id) else { throw ContributionStoreError.unknownContribution(id) }
            let next = try ContributionModeration.apply(event, to: stored, policy: policy)
            try Self.save(db, next, after: event, at: now)
            return next
        }
    }

    public func ban(device id: Int64, at now: Date, policy: ModerationPolicy) async throws -> Int {
        try await writer.write { db in
            _ = try Self.device(db, id: id)
            try db.execute(sql: "UPDATE devices SET banned_at = COALESCE(banned_at, ?) WHERE id = ?", arguments: [now.timeIntervalSince1970, id])
            let pending = try Self.contributions(db, where: "c.device_id = ? AND c.state = 'pending'", [id])
            for stored in pending {
                try Self.save(db, try ContributionModeration.apply(.authorBanned, to: stored, policy: policy), after: .authorBanned, at: now)
            }
            return pending.count
        }
    }

    public func contributions(toilet: Int64) async throws -> [StoredContribution] {
        try await writer.read { db in try Self.contributions(db, where: "c.toilet_id = ?", [toilet]) }
    }

    public func pending(page: PageRequest) async throws -> Page<StoredContribution> {
        try await writer.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contributions WHERE state = 'pending'") ?? 0
            let items = try Self.contributions(db, where: "c.state = 'pending'", [], order: "c.id", page: page)
            return Page(items: items, total: total, request: page)
        }
    }

    public func contributions(device id: Int64, page: PageRequest) async throws -> Page<StoredContribution> {
        try await writer.read { db in
            _ = try Self.device(db, id: id)
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contributions WHERE device_id = ?", arguments: [id]) ?? 0
            let items = try Self.contributions(db, where: "c.device_id = ?", [id], order: "c.id DESC", page: page)
            return Page(items: items, total: total, request: page)
        }
    }
}
