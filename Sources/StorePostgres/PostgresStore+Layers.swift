import Community
import Foundation
import Model
import PostgresNIO
import Store

/// Toilets recomputed from their layers (``ToiletLayers``) inside the caller's write
/// transaction: what an approved contribution, a revert and a re-import of a toilet the
/// community touched all do. The port of `StoreSQLite`'s `+Layers`.
extension PostgresStore {
    /// The prefix of the source key of a toilet the community added.
    static let communityKeyPrefix = "community:contribution/"

    /// Brings toilet `id` to what its layers and its approved contributions say, and writes a
    /// revision by `cause` when that changes it (or always, with `force`).
    /// - Returns: the id of the revision written, or nil when nothing changed.
    @discardableResult
    static func refold(toilet id: Int64, cause: RevisionCause, force: Bool = false, now: Date, sql: SQL) async throws -> Int64? {
        guard let row = try await sql.rows("SELECT source_key, is_removed, record FROM toilets WHERE id = \(id)").first else { return nil }
        let (sourceKey, wasRemoved, record) = try row.decode((String, Bool, String).self)
        let current = try ToiletRecordCoder.decode(record)
        let contributions = try await recordContributions(toilet: id, sql: sql)
        let next = try await layers(of: current, sourceKey: sourceKey, sql: sql)?.visible(applying: contributions)
        var rows = try await ToiletRowWriter(sql: sql)
        switch next {
        case nil:
            if wasRemoved {
                return force ? try await rows.put(current, change: .removed, cause: cause, isNewRow: false, now: now).revision : nil
            }
            return try await rows.remove(current, cause: cause, now: now)
        case var toilet?:
            toilet.revision = current.revision
            if !force && !wasRemoved && toilet == current { return nil }
            return try await rows.put(toilet, change: wasRemoved ? .added : .updated, cause: cause, isNewRow: false, now: now).revision
        }
    }

    /// The layers of a stored toilet: its add's for a toilet the community added (nil once that
    /// add is reverted), else its import revisions' (nil when the last import removed it).
    static func layers(of current: Toilet, sourceKey: String, sql: SQL) async throws -> ToiletLayers? {
        if sourceKey.hasPrefix(communityKeyPrefix) {
            guard let addID = Int64(sourceKey.dropFirst(communityKeyPrefix.count)),
                  let add = try await PostgresContributionRepository.contributions(
                    sql, where: "c.id = $1 AND c.state = 'approved' AND \(PostgresContributionRepository.notReverted)", [addID]).first,
                  case .add(let fields) = add.contribution.kind, let position = add.position else { return nil }
            return ToiletLayers.communityAdd(add.contribution, fields: fields, position: position, id: current.id, region: current.region,
                                             timeZoneIdentifier: current.timeZoneIdentifier, countryCode: current.countryCode)
        }
        return ToiletLayers.imported(try await importedRevisions(toilet: current.id.rawValue, sql: sql))
    }

    /// The records the imports of toilet `id` read, oldest first (nil: that import removed it).
    static func importedRevisions(toilet id: Int64, sql: SQL) async throws -> [(at: Date, toilet: Toilet?)] {
        let rows = try await sql.rows("""
            SELECT change, created_at, COALESCE(imported, record) FROM toilet_revisions
            WHERE toilet_id = \(id) AND source = 'import' ORDER BY id
            """)
        return try rows.map { row in
            let (change, at, record) = try row.decode((String, Double, String).self)
            return (Date(timeIntervalSince1970: at), change == "removed" ? nil : try ToiletRecordCoder.decode(record))
        }
    }

    /// The approved contributions that may change toilet `id`'s record: edits and closures not
    /// reverted, without the copies of devices that agreed with one.
    static func recordContributions(toilet id: Int64, sql: SQL) async throws -> [Contribution] {
        try await PostgresContributionRepository.contributions(sql, where: """
            c.toilet_id = $1 AND c.state = 'approved' AND c.kind IN ('edit', 'report_closed') AND c.agrees_with IS NULL
            AND \(PostgresContributionRepository.notReverted)
            """, [id]).map(\.contribution)
    }

    /// Creates the toilet an approved add describes, in the region ``CommunityRegion`` picks,
    /// and points the add (and the devices' copies that agreed with it) at it.
    /// - Returns: the new toilet's id, or nil for an add without a position.
    static func createToilet(for submitted: StoredContribution, cause: RevisionCause, now: Date, sql: SQL) async throws -> Int64? {
        let add = try await PostgresContributionRepository.contribution(sql, id: submitted.contribution.id) ?? submitted
        guard case .add(let fields) = add.contribution.kind, let position = add.position else { return nil }
        let region = try await CommunityRegion.containing(position, sql: sql)
        var rows = try await ToiletRowWriter(sql: sql)
        let id = Toilet.ID(rows.newToiletID())
        let layers = ToiletLayers.communityAdd(add.contribution, fields: fields, position: position, id: id, region: region.name,
                                               timeZoneIdentifier: region.timeZoneIdentifier, countryCode: region.countryCode)
        try await rows.put(layers.base, change: .added, cause: cause, isNewRow: true, now: now)
        let addID = add.contribution.id
        try await sql.execute("UPDATE contributions SET toilet_id = \(id.rawValue) WHERE id = \(addID) OR agrees_with = \(addID)")
        return id.rawValue
    }
}
