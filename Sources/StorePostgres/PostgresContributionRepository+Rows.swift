import Community
import Foundation
import Geo
import PostgresNIO
import Store

/// Rows to values and back for ``PostgresContributionRepository`` (the port of SQLite's `+Rows`).
extension PostgresContributionRepository {
    static let deviceColumns = "id, token_hash, role, name, created_at, banned_at"

    static func device(_ row: PostgresRow) throws -> DeviceRecord {
        let (id, hash, role, name, created, banned) = try row.decode((Int64, String, String, String?, Double, Double?).self)
        return DeviceRecord(id: id, tokenHash: hash, role: DeviceRole(rawValue: role) ?? .device, name: name,
                            createdAt: Date(timeIntervalSince1970: created), bannedAt: banned.map(Date.init(timeIntervalSince1970:)))
    }

    static func device(_ sql: SQL, id: Int64) async throws -> DeviceRecord {
        guard let row = try await sql.rows("SELECT \(unescaped: deviceColumns) FROM devices WHERE id = \(id)").first else {
            throw ContributionStoreError.unknownDevice(id)
        }
        return try device(row)
    }

    static func contribution(_ sql: SQL, id: Int64) async throws -> StoredContribution? {
        try await contributions(sql, where: "c.id = $1", [id]).first
    }

    /// Contributions matching `condition` (on `contributions c`, with `$1`… for `binds`), with
    /// their authors' hashes and agreements, in `order`, one page or all.
    static func contributions(_ sql: SQL, where condition: String, _ binds: [any PostgresThrowingDynamicTypeEncodable],
                              order: String = "c.id", page: PageRequest? = nil, limit: Int? = nil) async throws -> [StoredContribution] {
        let limit = page.map { " LIMIT \($0.perPage) OFFSET \($0.offset)" } ?? limit.map { " LIMIT \($0)" } ?? ""
        var bindings = PostgresBindings()
        for value in binds { try bindings.append(value) }
        let rows = try await sql.rows(PostgresQuery(unsafeSQL: """
            SELECT c.id, d.token_hash, c.created_at, c.body, c.latitude, c.longitude, c.toilet_id, c.agrees_with,
                   c.state, c.approval, c.agreements, c.reason,
                   ARRAY(SELECT a.device_hash FROM contribution_agreements a WHERE a.contribution_id = c.id)
            FROM contributions c JOIN devices d ON d.id = c.device_id
            WHERE \(condition) ORDER BY \(order)\(limit)
            """, binds: bindings))
        return try rows.map { row in
            let (id, hash, created, body, latitude, longitude, toilet, agreesWith, state, approval, agreements, reason, agreeing) = try row.decode(
                (Int64, String, Double, String, Double?, Double?, Int64?, Int64?, String, String?, Int, String?, [String]).self)
            let kind = try JSONDecoder().decode(ContributionKind.self, from: Data(body.utf8))
            let contribution = Contribution(id: id, author: DeviceID(hash: hash), at: Date(timeIntervalSince1970: created), kind: kind)
            let position = latitude.flatMap { lat in longitude.map { Coordinate(latitude: lat, longitude: $0) } }
            return StoredContribution(contribution: contribution, toiletID: toilet, position: position,
                                      state: Self.state(state, approval: approval, agreements: agreements, reason: reason),
                                      agreeing: Set(agreeing.map(DeviceID.init(hash:))), agreesWith: agreesWith)
        }
    }

    /// Writes a contribution's new state and agreements (the devices' copies that agreed with it
    /// follow), and appends the event that led there. When it is now approved it moves the data
    /// version, and if it just became approved and changes the record, changes the toilet.
    static func save(_ sql: SQL, _ stored: StoredContribution, previous: ModerationState, after event: ModerationEvent,
                     at now: Date) async throws -> StoredContribution {
        let id = stored.contribution.id
        let (state, approval, count, reason) = (stored.state.name, stored.state.approvalName, stored.agreeing.count, stored.state.rejectionReason)
        try await sql.execute("""
            UPDATE contributions SET state = \(state), approval = \(approval), agreements = \(count), reason = \(reason)
            WHERE id = \(id) OR agrees_with = \(id)
            """)
        for device in stored.agreeing {
            try await sql.execute("""
                INSERT INTO contribution_agreements (contribution_id, device_hash) VALUES (\(id), \(device.hash)) ON CONFLICT DO NOTHING
                """)
        }
        let (name, actor, why): (String, String?, String?) = switch event {
        case .approve(let moderator): ("approve", moderator, nil)
        case .reject(let moderator, let reason): ("reject", moderator, reason)
        case .agree(let device): ("agree", device.hash, nil)
        case .authorBanned: ("author_banned", nil, nil)
        }
        try await sql.execute("""
            INSERT INTO moderation_events (contribution_id, event, actor, reason, created_at)
            VALUES (\(id), \(name), \(actor), \(why), \(now.timeIntervalSince1970))
            """)
        guard stored.state.isApproved else { return stored }
        if stored.contribution.kind.changesRecord { try await PostgresStore.bumpDataVersion(sql) }
        return previous.isApproved ? stored : try await applyApproved(stored, at: now, sql: sql)
    }

    /// Changes the toilet a just-approved contribution is about, when its kind changes the record
    /// (a copy that agreed with another never does): an add creates it, an edit or a closure
    /// recomputes it. Each writes a revision by the community.
    static func applyApproved(_ stored: StoredContribution, at now: Date, sql: SQL) async throws -> StoredContribution {
        guard stored.contribution.kind.changesRecord, stored.agreesWith == nil else { return stored }
        let cause = RevisionCause(source: .community, author: stored.contribution.author.hash, contributionID: stored.contribution.id)
        if case .add = stored.contribution.kind {
            guard let toilet = try await PostgresStore.createToilet(for: stored, cause: cause, now: now, sql: sql) else { return stored }
            return StoredContribution(contribution: stored.contribution, toiletID: toilet, position: stored.position,
                                      state: stored.state, agreeing: stored.agreeing)
        }
        if let toilet = stored.toiletID {
            try await PostgresStore.refold(toilet: toilet, cause: cause, now: now, sql: sql)
        }
        return stored
    }

    /// Whether `event` is a moderator's approval or rejection.
    static func isDecision(_ event: ModerationEvent) -> Bool {
        switch event {
        case .approve, .reject: true
        case .agree, .authorBanned: false
        }
    }

    /// The condition (on `contributions c`) that no moderator reverted the contribution.
    static let notReverted = "NOT EXISTS (SELECT 1 FROM moderation_events e WHERE e.contribution_id = c.id AND e.event = 'revert')"

    /// The device's standing as far as it matters for `kind`: its approved and rejected
    /// contributions are counted only when the kind depends on them.
    static func standing(of device: DeviceRecord, for kind: ContributionKind, sql: SQL, policy: ModerationPolicy) async throws -> DeviceStanding {
        guard policy.dependsOnTrackRecord(kind) else {
            return policy.standing(approved: 0, rejected: 0, isModerator: device.role == .moderator, isBanned: device.bannedAt != nil)
        }
        let row = try await sql.rows("""
            SELECT COUNT(*) FILTER (WHERE state = 'approved' AND approval IN ('moderator', 'agreement')),
                   COUNT(*) FILTER (WHERE state = 'rejected')
            FROM contributions WHERE device_id = \(device.id)
            """).first
        let (approved, rejected) = try row?.decode((Int, Int).self) ?? (0, 0)
        return policy.standing(approved: approved, rejected: rejected, isModerator: device.role == .moderator, isBanned: device.bannedAt != nil)
    }

    static func state(_ state: String, approval: String?, agreements: Int, reason: String?) -> ModerationState {
        switch state {
        case "approved":
            switch approval {
            case "moderator": .approved(.moderator)
            case "agreement": .approved(.agreement(devices: agreements))
            default: .approved(.automatic)
            }
        case "rejected": .rejected(reason: reason ?? "")
        default: .pending
        }
    }
}
