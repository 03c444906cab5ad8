import Community
import Foundation
import GRDB
import Model
import Store

/// Toilets recomputed from their layers (``ToiletLayers``) inside the caller's write
/// transaction: what an approved contribution, a revert and a re-import of a toilet the
/// community touched all do.
extension SQLiteToiletRepository {
    /// The prefix of the source key of a toilet the community added.
    static let communityKeyPrefix = "community:contribution/"

    /// Brings toilet `id` to what its layers and its approved contributions say, and writes a
    /// revision by `cause` when that changes it (or always, with `force`).
    /// - Returns: the id of the revision written, or nil when nothing changed.
    @discardableResult
    static func refold(toilet id: Int64, cause: RevisionCause, force: Bool = false, now: Date, db: Database) throws -> Int64? {
        guard let row = try Row.fetchOne(db, sql: "SELECT source_key, is_removed, record FROM toilets WHERE id = ?", arguments: [id]) else {
            return nil
        }
        let current = try ToiletRecordCoder.decode(row[2] as String), wasRemoved = (row[1] as Int) != 0
        let next = try layers(of: current, sourceKey: row[0], db: db)?.visible(applying: try recordContributions(toilet: id, db: db))
        var rows = try ToiletRowWriter(db: db)
        switch next {
        case nil:
            if wasRemoved {
                return force ? try rows.put(current, change: .removed, cause: cause, isNewRow: false, now: now).revision : nil
            }
            return try rows.remove(current, cause: cause, now: now)
        case var toilet?:
            toilet.revision = current.revision
            if !force && !wasRemoved && toilet == current { return nil }
            return try rows.put(toilet, change: wasRemoved ? .added : .updated, cause: cause, isNewRow: false, now: now).revision
        }
    }

    /// The layers of a stored toilet: its add's for a toilet the community added (nil once that
    /// add is reverted), else its import revisions' (nil when the last import removed it).
    static func layers(of current: Toilet, sourceKey: String, db: Database) throws -> ToiletLayers? {
        if sourceKey.hasPrefix(communityKeyPrefix) {
            guard let addID = Int64(sourceKey.dropFirst(communityKeyPrefix.count)),
                  let add = try SQLiteContributionRepository.contributions(
                    db, where: "c.id = ? AND c.state = 'approved' AND \(SQLiteContributionRepository.notReverted)", [addID]).first,
                  case .add(let fields) = add.contribution.kind, let position = add.position else { return nil }
            return ToiletLayers.communityAdd(add.contribution, fields: fields, position: position, id: current.id, region: current.region,
                                             timeZoneIdentifier: current.timeZoneIdentifier, countryCode: current.countryCode)
        }
        return ToiletLayers.imported(try importedRevisions(toilet: current.id.rawValue, db: db))
    }

    /// The records the imports of toilet `id` read, oldest first (nil: that import removed it).
    static func importedRevisions(toilet id: Int64, db: Database) throws -> [(at: Date, toilet: Toilet?)] {
        try Row.fetchAll(db, sql: """
            SELECT r.change, r.created_at, COALESCE(r.imported, \(ToiletRowWriter.recordSQL))
            FROM toilet_revisions r JOIN toilets t ON t.id = r.toilet_id
            WHERE r.toilet_id = ? AND r.source = 'import' ORDER BY r.id
            """, arguments: [id]).map { row in
            let at = Date(timeIntervalSince1970: row[1])
            return (at, row[0] as String == "removed" ? nil : try ToiletRecordCoder.decode(row[2] as String))
        }
    }

    /// The approved contributions that may change toilet `id`'s record: edits and closures not
    /// reverted, without the copies of devices that agreed with one.
    static func recordContributions(toilet id: Int64, db: Database) throws -> [Contribution] {
        try SQLiteContributionRepository.contributions(db, where: """
            c.toilet_id = ? AND c.state = 'approved' AND c.kind IN ('edit', 'report_closed') AND c.agrees_with IS NULL
            AND \(SQLiteContributionRepository.notReverted)
            """, [id]).map(\.contribution)
    }

    /// Creates the toilet an approved add describes, in the region ``CommunityRegion`` picks,
    /// and points the add (and the devices' copies that agreed with it) at it.
    /// - Returns: the new toilet's id, or nil for an add without a position.
    static func createToilet(for submitted: StoredContribution, cause: RevisionCause, now: Date, db: Database) throws -> Int64? {
        // As stored: its time read back from the column, to the bit, as every later recomputation reads it.
        let add = try SQLiteContributionRepository.contribution(db, id: submitted.contribution.id) ?? submitted
        guard case .add(let fields) = add.contribution.kind, let position = add.position else { return nil }
        let region = try CommunityRegion.containing(position, db: db)
        var rows = try ToiletRowWriter(db: db)
        let id = Toilet.ID(rows.newToiletID())
        let layers = ToiletLayers.communityAdd(add.contribution, fields: fields, position: position, id: id, region: region.name,
                                               timeZoneIdentifier: region.timeZoneIdentifier, countryCode: region.countryCode)
        try rows.put(layers.base, change: .added, cause: cause, isNewRow: true, now: now)
        try db.execute(sql: "UPDATE contributions SET toilet_id = ? WHERE id = ? OR agrees_with = ?",
                       arguments: [id.rawValue, add.contribution.id, add.contribution.id])
        return id.rawValue
    }
}
