import Foundation
import GRDB
import Model
import Store

extension SQLiteToiletRepository {
    /// Applies a region snapshot in one write transaction: on any error nothing changes.
    /// The region's recorded walking graph (``graphFiles()``) is left as it is.
    public func apply(_ snapshot: RegionSnapshot, at now: Date) async throws -> ImportReport {
        try await writer.write { db in
            let report = try Self.write(snapshot, now: now, db: db, reached: { _ in }).report
            try Self.bumpDataVersion(db)
            return report
        }
    }

    /// Writes the snapshot's toilets, places, shapes and region row; the caller's transaction commits.
    static func write(_ snapshot: RegionSnapshot, now: Date, db: Database, reached: (String) -> Void) throws -> (report: ImportReport, mapTiles: MapTileCounts?) {
        let current = try String.fetchAll(db, sql: "SELECT record FROM toilets WHERE region = ? AND is_removed = 0", arguments: [snapshot.region])
            .map(ToiletRecordCoder.decode)
        let diff = RegionDiff(current: current, snapshot: snapshot)
        for draft in diff.additions {
            try insert(draft, snapshot: snapshot, now: now, db: db)
        }
        for (existing, draft) in diff.updates {
            let revision = try nextRevisionID(db)
            let toilet = existing.updated(with: draft, revision: revision, snapshot: snapshot, at: now)
            try write(toilet, change: .updated, now: now, db: db)
        }
        for toilet in diff.removals {
            try remove(toilet, now: now, db: db)
        }
        reached("transaction-after-toilets")
        var mapTiles: MapTileCounts?
        if let mapData = snapshot.mapData {
            mapTiles = try replaceMapData(mapData, region: snapshot.region, db: db, reached: reached)
        }
        try db.execute(sql: """
            INSERT INTO regions (name, time_zone, data_timestamp, imported_at, source_name) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(name) DO UPDATE SET time_zone = excluded.time_zone, data_timestamp = excluded.data_timestamp,
                imported_at = excluded.imported_at, source_name = excluded.source_name
            """, arguments: [snapshot.region, snapshot.timeZoneIdentifier, snapshot.dataTimestamp?.timeIntervalSince1970,
                             now.timeIntervalSince1970, snapshot.sourceName])
        reached("transaction-after-region")
        return (diff.report, mapTiles)
    }

    /// Moves ``dataVersion()`` on; every write transaction calls it before it commits.
    static func bumpDataVersion(_ db: Database) throws {
        try db.execute(sql: "UPDATE data_version SET version = version + 1 WHERE id = 1")
    }

    private static func nextRevisionID(_ db: Database) throws -> Int64 {
        let last = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'toilet_revisions'") ?? 0
        return last + 1
    }

    private static func insert(_ draft: ToiletDraft, snapshot: RegionSnapshot, now: Date, db: Database) throws {
        // A toilet removed earlier and now back keeps its id.
        let oldID = try Int64.fetchOne(db, sql: "SELECT id FROM toilets WHERE source_key = ?", arguments: [draft.sourceKey])
        let id: Int64
        if let oldID {
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

    private static func remove(_ toilet: Toilet, now: Date, db: Database) throws {
        try db.execute(sql: "INSERT INTO toilet_revisions (toilet_id, change, created_at, record) VALUES (?, 'removed', ?, ?)",
                       arguments: [toilet.id.rawValue, now.timeIntervalSince1970, try ToiletRecordCoder.encode(toilet)])
        try db.execute(sql: "UPDATE toilets SET is_removed = 1, revision_id = ? WHERE id = ?", arguments: [db.lastInsertedRowID, toilet.id.rawValue])
        try db.execute(sql: "DELETE FROM toilets_rtree WHERE id = ?", arguments: [toilet.id.rawValue])
        try db.execute(sql: "DELETE FROM toilets_fts WHERE rowid = ?", arguments: [toilet.id.rawValue])
    }
}
