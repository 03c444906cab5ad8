import Community
import Foundation
import Geo
import PostgresNIO
import Store

/// The contribution log on PostgreSQL, in the toilets' database (migration 0002), with the same
/// transactions as `SQLiteContributionRepository`: an approval changes the toilet and moves the
/// data version in the same transaction. Every write holds the store's write lock
/// (``PostgresStore/write(_:)``), so contribution ids, like revision ids, grow in commit order
/// (``communitySignals(after:since:limit:)`` pages by them).
public struct PostgresContributionRepository: ContributionRepository {
    let store: PostgresStore

    public func registerDevice(tokenHash: String, role: DeviceRole, name: String?, at now: Date) async throws -> DeviceRecord {
        try await store.write { sql in
            guard try await sql.value("SELECT id FROM devices WHERE token_hash = \(tokenHash)", as: Int64.self) == nil else {
                throw ContributionStoreError.duplicateToken
            }
            let id = try await sql.value("""
                INSERT INTO devices (token_hash, role, name, created_at) VALUES (\(tokenHash), \(role.rawValue), \(name), \(now.timeIntervalSince1970))
                RETURNING id
                """, as: Int64.self) ?? 0
            return DeviceRecord(id: id, tokenHash: tokenHash, role: role, name: name, createdAt: now, bannedAt: nil)
        }
    }

    public func device(tokenHash: String) async throws -> DeviceRecord? {
        try await store.query("SELECT \(unescaped: Self.deviceColumns) FROM devices WHERE token_hash = \(tokenHash)").first.map(Self.device)
    }

    public func devices(role: DeviceRole) async throws -> [DeviceRecord] {
        try await store.query("SELECT \(unescaped: Self.deviceColumns) FROM devices WHERE role = \(role.rawValue) ORDER BY id").map(Self.device)
    }

    public func submit(_ kind: ContributionKind, by device: DeviceRecord, toilet: Int64?, position: Coordinate?,
                       at now: Date, policy: ModerationPolicy) async throws -> StoredContribution {
        let body = String(decoding: try JSONEncoder().encode(kind), as: UTF8.self)
        return try await store.write { sql in
            let current = try await Self.device(sql, id: device.id)
            let state = policy.initialState(of: kind, by: try await Self.standing(of: current, for: kind, sql: sql, policy: policy))
            let target = state == .pending && policy.acceptsAgreement(for: kind)
                ? try await Self.agreementTarget(for: kind, by: current.id, toilet: toilet, position: position, sql: sql) : nil
            let id = try await sql.value("""
                INSERT INTO contributions (device_id, toilet_id, kind, body, latitude, longitude, created_at, state, approval, reason, agrees_with)
                VALUES (\(device.id), \(toilet), \(kind.tag), \(body), \(position?.latitude), \(position?.longitude),
                        \(now.timeIntervalSince1970), \(state.name), \(state.approvalName), \(state.rejectionReason), \(target?.contribution.id))
                RETURNING id
                """, as: Int64.self) ?? 0
            if let target {
                let agreed = try ContributionModeration.apply(.agree(current.deviceID), to: target, policy: policy)
                _ = try await Self.save(sql, agreed, previous: target.state, after: .agree(current.deviceID), at: now)
                guard let stored = try await Self.contribution(sql, id: id) else { throw ContributionStoreError.unknownContribution(id) }
                return stored
            }
            let contribution = Contribution(id: id, author: current.deviceID, at: now, kind: kind)
            let stored = StoredContribution(contribution: contribution, toiletID: toilet, position: position, state: state, agreeing: [])
            guard state.isApproved else { return stored }
            // Only a change to a record moves the data version; ratings, votes and answers reach
            // a server through the overlay.
            if kind.changesRecord { try await PostgresStore.bumpDataVersion(sql) }
            return try await Self.applyApproved(stored, at: now, sql: sql)
        }
    }

    public func moderate(_ id: Int64, _ event: ModerationEvent, at now: Date, policy: ModerationPolicy) async throws -> StoredContribution {
        try await store.write { sql in
            guard let stored = try await Self.contribution(sql, id: id) else { throw ContributionStoreError.unknownContribution(id) }
            // A moderator deciding on a copy that agreed decides on the contribution it agreed with.
            if let main = stored.agreesWith, Self.isDecision(event) {
                guard let target = try await Self.contribution(sql, id: main) else { throw ContributionStoreError.unknownContribution(main) }
                _ = try await Self.save(sql, try ContributionModeration.apply(event, to: target, policy: policy), previous: target.state,
                                        after: event, at: now)
                guard let copy = try await Self.contribution(sql, id: id) else { throw ContributionStoreError.unknownContribution(id) }
                return copy
            }
            let next = try ContributionModeration.apply(event, to: stored, policy: policy)
            return try await Self.save(sql, next, previous: stored.state, after: event, at: now)
        }
    }

    public func ban(device id: Int64, at now: Date, policy: ModerationPolicy) async throws -> Int {
        try await store.write { sql in
            // A moderator is not banned over the API: one moderator's token could lock every moderator out.
            guard try await Self.device(sql, id: id).role != .moderator else { throw ContributionStoreError.moderatorDevice(id) }
            try await sql.execute("UPDATE devices SET banned_at = COALESCE(banned_at, \(now.timeIntervalSince1970)) WHERE id = \(id)")
            let pending = try await Self.contributions(sql, where: "c.device_id = $1 AND c.state = 'pending'", [id])
            for stored in pending {
                _ = try await Self.save(sql, try ContributionModeration.apply(.authorBanned, to: stored, policy: policy),
                                        previous: stored.state, after: .authorBanned, at: now)
            }
            return pending.count
        }
    }

    /// A toilet's contributions, oldest first, without the copies that agreed with one of them.
    public func contributions(toilet: Int64) async throws -> [StoredContribution] {
        try await store.read { sql in try await Self.contributions(sql, where: "c.toilet_id = $1 AND c.agrees_with IS NULL", [toilet]) }
    }

    public func pending(page: PageRequest) async throws -> Page<StoredContribution> {
        try await store.read { sql in
            let total = try await sql.value("SELECT COUNT(*) FROM contributions WHERE state = 'pending' AND agrees_with IS NULL", as: Int.self) ?? 0
            let items = try await Self.contributions(sql, where: "c.state = 'pending' AND c.agrees_with IS NULL", [], order: "c.id", page: page)
            return Page(items: items, total: total, request: page)
        }
    }

    public func contributions(device id: Int64, page: PageRequest) async throws -> Page<StoredContribution> {
        try await store.read { sql in
            _ = try await Self.device(sql, id: id)
            let total = try await sql.value("SELECT COUNT(*) FROM contributions WHERE device_id = \(id)", as: Int.self) ?? 0
            let items = try await Self.contributions(sql, where: "c.device_id = $1", [id], order: "c.id DESC", page: page)
            return Page(items: items, total: total, request: page)
        }
    }

    /// One range read of the device's contributions (`contributions_by_device`), keeping the approved ones.
    public func approvedDates(device id: Int64) async throws -> [String: [Date]] {
        try await store.read { sql in
            _ = try await Self.device(sql, id: id)
            var dates: [String: [Date]] = [:]
            for row in try await sql.rows("SELECT kind, created_at FROM contributions WHERE device_id = \(id) AND state = 'approved' ORDER BY id") {
                let (kind, at) = try row.decode((String, Double).self)
                dates[kind, default: []].append(Date(timeIntervalSince1970: at))
            }
            return dates
        }
    }
}
