import Foundation
import GRDB
import Model
import Store
@testable import StoreSQLite

/// The toilet writer as it was before bulk writes (one SQL text compiled per row, ids queried
/// per row): the reference that ``BulkToiletWriteTests`` compares the bulk writer with.
enum RowAtATimeReference {
    static func apply(_ snapshot: RegionSnapshot, now: Date, db: Database) throws {
        let current = try String.fetchAll(db, sql: "SELECT record FROM toilets WHERE region = ? AND is_removed = 0", arguments: [snapshot.region])
            .map(ToiletRecordCoder.decode)
        let diff = RegionDiff(current: current, snapshot: snapshot)
        for draft in diff.additions { try insert(draft, snapshot: snapshot, now: now, db: db) }
        for (existing, draft) in diff.updates {
            let toilet = existing.updated(with: draft, revision: try nextRevisionID(db), snapshot: snapshot, at: now)
            try write(toilet, change: .updated, now: now, db: db)
        }
        for toilet in diff.removals {
            try db.execute(sql: "INSERT INTO toilet_revisions (toilet_id, change, created_at, record) VALUES (?, 'removed', ?, ?)",
                           arguments: [toilet.id.rawValue, now.timeIntervalSince1970, try ToiletRecordCoder.encode(toilet)])
            try db.execute(sql: "UPDATE toilets SET is_removed = 1, revision_id = ? WHERE id = ?", arguments: [db.lastInsertedRowID, toilet.id.rawValue])
            try db.execute(sql: "DELETE FROM toilets_rtree WHERE id = ?", arguments: [toilet.id.rawValue])
            try db.execute(sql: "DELETE FROM toilets_fts WHERE rowid = ?", arguments: [toilet.id.rawValue])
        }
    }

    private static func nextRevisionID(_ db: Database) throws -> Int64 {
        (try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'toilet_revisions'") ?? 0) + 1
    }

    private static func insert(_ draft: ToiletDraft, snapshot: RegionSnapshot, now: Date, db: Database) throws {
        let id: Int64
        if let oldID = try Int64.fetchOne(db, sql: "SELECT id FROM toilets WHERE source_key = ?", arguments: [draft.sourceKey]) {
            id = oldID
        } else {
            try db.execute(sql: """
                INSERT INTO toilets (source_key, region, revision_id, latitude, longitude, created_at, updated_at, needs_mask, record)
                VALUES (?, ?, 0, 0, 0, 0, 0, 0, '{}')
                """, arguments: [draft.sourceKey, snapshot.region])
            id = db.lastInsertedRowID
        }
        let toilet = Toilet(id: Toilet.ID(id), revision: try nextRevisionID(db), draft: draft, snapshot: snapshot, at: now)
        try write(toilet, change: .added, now: now, db: db)
    }

    private static func write(_ toilet: Toilet, change: ToiletRevision.Change, now: Date, db: Database) throws {
        let record = try ToiletRecordCoder.encode(toilet)
        try db.execute(sql: "INSERT INTO toilet_revisions (toilet_id, change, created_at, record) VALUES (?, ?, ?, ?)",
                       arguments: [toilet.id.rawValue, change.rawValue, now.timeIntervalSince1970, record])
        try db.execute(sql: """
            UPDATE toilets SET source_key = ?, region = ?, revision_id = ?, is_removed = 0, latitude = ?, longitude = ?,
                created_at = ?, updated_at = ?, needs_mask = ?, record = ? WHERE id = ?
            """, arguments: [toilet.sourceKey, toilet.region, db.lastInsertedRowID, toilet.coordinate.latitude, toilet.coordinate.longitude,
                             toilet.createdAt.timeIntervalSince1970, toilet.updatedAt.timeIntervalSince1970,
                             NeedsProfile.mask(for: toilet), record, toilet.id.rawValue])
        try db.execute(sql: "INSERT OR REPLACE INTO toilets_rtree (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)",
                       arguments: [toilet.id.rawValue, toilet.coordinate.latitude, toilet.coordinate.latitude,
                                   toilet.coordinate.longitude, toilet.coordinate.longitude])
        let doc = SearchDocument(toilet)
        try db.execute(sql: "DELETE FROM toilets_fts WHERE rowid = ?", arguments: [toilet.id.rawValue])
        try db.execute(sql: "INSERT INTO toilets_fts (rowid, name, street, comment, directions, city, state, country) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       arguments: [toilet.id.rawValue, doc.name, doc.street, doc.comment, doc.directions, doc.city, doc.state, doc.country])
    }
}
