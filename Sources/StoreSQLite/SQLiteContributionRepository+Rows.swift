import Community
import Foundation
import GRDB
import Geo
import Store

/// Rows to values and back for ``SQLiteContributionRepository``.
extension SQLiteContributionRepository {
    static func device(_ row: Row) -> DeviceRecord {
        DeviceRecord(id: row["id"], tokenHash: row["token_hash"], role: DeviceRole(rawValue: row["role"]) ?? .device,
                     name: row["name"], createdAt: Date(timeIntervalSince1970: row["created_at"]),
                     bannedAt: (row["banned_at"] as Double?).map(Date.init(timeIntervalSince1970:)))
    }

    static func device(_ db: Database, id: Int64) throws -> DeviceRecord {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM devices WHERE id = ?", arguments: [id]) else {
            throw ContributionStoreError.unknownDevice(id)
        }
        return device(row)
    }

    static func contribution(_ db: Database, id: Int64) throws -> StoredContribution? {
        try contributions(db, where: "c.id = ?", [id]).first
    }

    /// Contributions matching `condition` (on `contributions c`), with their authors' hashes
    /// and agreements, in `order`, one page or all.
    static func contributions(_ db: Database, where condition: String, _ arguments: StatementArguments,
                              order: String = "c.id", page: PageRequest? = nil, limit: Int? = nil) throws -> [StoredContribution] {
        let limit = page.map { " LIMIT \($0.perPage) OFFSET \($0.offset)" } ?? limit.map { " LIMIT \($0)" } ?? ""
        let rows = try Row.fetchAll(db, sql: """
            SELECT c.*, d.token_hash FROM contributions c JOIN devices d ON d.id = c.device_id
            WHERE \(condition) ORDER BY \(order)\(limit)
            """, arguments: arguments)
        return try rows.map { row in
            let id: Int64 = row["id"]
            let kind = try JSONDecoder().decode(ContributionKind.self, from: Data((row["body"] as String).utf8))
            let contribution = Contribution(id: id, author: DeviceID(hash: row["token_hash"]),
                                            at: Date(timeIntervalSince1970: row["created_at"]), kind: kind)
            let agreeing = try String.fetchAll(db, sql: "SELECT device_hash FROM contribution_agreements WHERE contribution_id = ?",
                                               arguments: [id])
            let latitude: Double? = row["latitude"], longitude: Double? = row["longitude"]
            let position = latitude.flatMap { lat in longitude.map { Coordinate(latitude: lat, longitude: $0) } }
            return StoredContribution(contribution: contribution, toiletID: row["toilet_id"], position: position,
                                      state: state(row), agreeing: Set(agreeing.map(DeviceID.init(hash:))), agreesWith: row["agrees_with"])
        }
    }

    /// Writes a contribution's new state and agreements (the devices' copies that agreed with
    /// it follow), and appends the event that led there. When it is now approved it moves the
    /// data version, and if it just became approved and changes the record, changes the toilet.
    /// - Returns: the contribution as stored (an approved add names its new toilet).
    static func save(_ db: Database, _ stored: StoredContribution, previous: ModerationState, after event: ModerationEvent,
                     at now: Date) throws -> StoredContribution {
        let id = stored.contribution.id
        let columns: StatementArguments = [stored.state.name, approval(stored.state), stored.agreeing.count, reason(stored.state)]
        try db.execute(sql: "UPDATE contributions SET state = ?, approval = ?, agreements = ?, reason = ? WHERE id = ?",
                       arguments: columns + [id])
        try db.execute(sql: "UPDATE contributions SET state = ?, approval = ?, agreements = ?, reason = ? WHERE agrees_with = ?",
                       arguments: columns + [id])
        for device in stored.agreeing {
            try db.execute(sql: "INSERT OR IGNORE INTO contribution_agreements (contribution_id, device_hash) VALUES (?, ?)",
                           arguments: [id, device.hash])
        }
        let (name, actor, why): (String, String?, String?) = switch event {
        case .approve(let moderator): ("approve", moderator, nil)
        case .reject(let moderator, let reason): ("reject", moderator, reason)
        case .agree(let device): ("agree", device.hash, nil)
        case .authorBanned: ("author_banned", nil, nil)
        }
        try db.execute(sql: "INSERT INTO moderation_events (contribution_id, event, actor, reason, created_at) VALUES (?, ?, ?, ?, ?)",
                       arguments: [id, name, actor, why, now.timeIntervalSince1970])
        guard stored.state.isApproved else { return stored }
        if stored.contribution.kind.changesRecord { try SQLiteToiletRepository.bumpDataVersion(db) }
        return previous.isApproved ? stored : try applyApproved(stored, at: now, db: db)
    }

    /// Changes the toilet a just-approved contribution is about, when its kind changes the
    /// record (a copy that agreed with another never does): an add creates it, an edit or a
    /// closure recomputes it. Each writes a revision by the community.
    static func applyApproved(_ stored: StoredContribution, at now: Date, db: Database) throws -> StoredContribution {
        guard stored.contribution.kind.changesRecord, stored.agreesWith == nil else { return stored }
        let cause = RevisionCause(source: .community, author: stored.contribution.author.hash, contributionID: stored.contribution.id)
        if case .add = stored.contribution.kind {
            guard let toilet = try SQLiteToiletRepository.createToilet(for: stored, cause: cause, now: now, db: db) else { return stored }
            return StoredContribution(contribution: stored.contribution, toiletID: toilet, position: stored.position,
                                      state: stored.state, agreeing: stored.agreeing)
        }
        if let toilet = stored.toiletID {
            try SQLiteToiletRepository.refold(toilet: toilet, cause: cause, now: now, db: db)
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

    /// The device's standing from its record so far.
    static func standing(of device: DeviceRecord, db: Database, policy: ModerationPolicy) throws -> DeviceStanding {
        let counts = try Row.fetchOne(db, sql: """
            SELECT COALESCE(SUM(state = 'approved' AND approval IN ('moderator', 'agreement')), 0), COALESCE(SUM(state = 'rejected'), 0)
            FROM contributions WHERE device_id = ?
            """, arguments: [device.id])
        return policy.standing(approved: counts?[0] ?? 0, rejected: counts?[1] ?? 0,
                               isModerator: device.role == .moderator, isBanned: device.bannedAt != nil)
    }

    static func approval(_ state: ModerationState) -> String? {
        guard case .approved(let approval) = state else { return nil }
        return switch approval {
        case .automatic: "automatic"
        case .moderator: "moderator"
        case .agreement: "agreement"
        }
    }

    static func reason(_ state: ModerationState) -> String? {
        if case .rejected(let reason) = state { reason } else { nil }
    }

    static func state(_ row: Row) -> ModerationState {
        switch row["state"] as String {
        case "approved":
            switch row["approval"] as String? {
            case "moderator": .approved(.moderator)
            case "agreement": .approved(.agreement(devices: row["agreements"]))
            default: .approved(.automatic)
            }
        case "rejected": .rejected(reason: row["reason"] ?? "")
        default: .pending
        }
    }
}

extension SQLiteToiletRepository {
    /// The contribution log in this database.
    public var contributions: SQLiteContributionRepository { SQLiteContributionRepository(writer: writer) }
}
