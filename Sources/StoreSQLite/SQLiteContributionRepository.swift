import Community
import Foundation
import GRDB
import Geo
import Store

/// The contribution log on SQLite, in the toilets' database (schema v4, v5). Every write is one
/// transaction, committed to the write-ahead log before it returns. A file database is a GRDB
/// pool, which runs WAL with `synchronous = NORMAL`: a commit survives the process crashing,
/// but the last commits before a checkpoint can be lost if the machine loses power (`FULL`
/// would sync the log on every commit). A write that changes what the public sees (an approved
/// contribution, and the toilet it changes in the same transaction) also moves the data version,
/// so a server sees it on its next poll; devices, pending contributions and rejections do not.
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
            let state = policy.initialState(of: kind, by: try Self.standing(of: current, db: db, policy: policy))
            let target = state == .pending && policy.acceptsAgreement(for: kind)
                ? try Self.agreementTarget(for: kind, by: current.id, toilet: toilet, position: position, db: db) : nil
            try db.execute(sql: """
                INSERT INTO contributions (device_id, toilet_id, kind, body, latitude, longitude, created_at, state, approval, reason, agrees_with)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [device.id, toilet, kind.tag, body, position?.latitude, position?.longitude,
                                 now.timeIntervalSince1970, state.name, Self.approval(state), Self.reason(state), target?.contribution.id])
            let id = db.lastInsertedRowID
            if let target {
                let agreed = try ContributionModeration.apply(.agree(current.deviceID), to: target, policy: policy)
                _ = try Self.save(db, agreed, previous: target.state, after: .agree(current.deviceID), at: now)
                guard let stored = try Self.contribution(db, id: id) else { throw ContributionStoreError.unknownContribution(id) }
                return stored
            }
            let contribution = Contribution(id: id, author: current.deviceID, at: now, kind: kind)
            let stored = StoredContribution(contribution: contribution, toiletID: toilet, position: position, state: state, agreeing: [])
            guard state.isApproved else { return stored }
            // Only a change to a record moves the data version (a server reloads its snapshot
            // for it); ratings, votes and "Was it open?" answers reach it through the overlay.
            if kind.changesRecord { try SQLiteToiletRepository.bumpDataVersion(db) }
            return try Self.applyApproved(stored, at: now, db: db)
        }
    }

    public func moderate(_ id: Int64, _ event: ModerationEvent, at now: Date, policy: ModerationPolicy) async throws -> StoredContribution {
        try await writer.write { db in
            guard let stored = try Self.contribution(db, id: id) else { throw ContributionStoreError.unknownContribution(id) }
            // A moderator deciding on a copy that agreed decides on the contribution it agreed with.
            if let main = stored.agreesWith, Self.isDecision(event) {
                guard let target = try Self.contribution(db, id: main) else { throw ContributionStoreError.unknownContribution(main) }
                _ = try Self.save(db, try ContributionModeration.apply(event, to: target, policy: policy), previous: target.state, after: event, at: now)
                guard let copy = try Self.contribution(db, id: id) else { throw ContributionStoreError.unknownContribution(id) }
                return copy
            }
            let next = try ContributionModeration.apply(event, to: stored, policy: policy)
            return try Self.save(db, next, previous: stored.state, after: event, at: now)
        }
    }

    public func ban(device id: Int64, at now: Date, policy: ModerationPolicy) async throws -> Int {
        try await writer.write { db in
            _ = try Self.device(db, id: id)
            try db.execute(sql: "UPDATE devices SET banned_at = COALESCE(banned_at, ?) WHERE id = ?", arguments: [now.timeIntervalSince1970, id])
            let pending = try Self.contributions(db, where: "c.device_id = ? AND c.state = 'pending'", [id])
            for stored in pending {
                _ = try Self.save(db, try ContributionModeration.apply(.authorBanned, to: stored, policy: policy),
                                  previous: stored.state, after: .authorBanned, at: now)
            }
            return pending.count
        }
    }

    /// A toilet's contributions, oldest first, without the copies that agreed with one of them
    /// (their devices are in its ``StoredContribution/agreeing``): a copy of an add may say other
    /// field values than the add the toilet was made from, and must not be folded as one.
    public func contributions(toilet: Int64) async throws -> [StoredContribution] {
        try await writer.read { db in try Self.contributions(db, where: "c.toilet_id = ? AND c.agrees_with IS NULL", [toilet]) }
    }

    public func pending(page: PageRequest) async throws -> Page<StoredContribution> {
        try await writer.read { db in
            let queued = "state = 'pending' AND agrees_with IS NULL"
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contributions WHERE \(queued)") ?? 0
            let items = try Self.contributions(db, where: "c.\(queued)", [], order: "c.id", page: page)
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
