import Foundation
import GRDB
import Geo
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
    static func write(_ read: RegionSnapshot, now: Date, db: Database, reached: (String) -> Void) throws -> (report: ImportReport, mapTiles: MapTileCounts?) {
        let (snapshot, counts) = try mergeSources(read, now: now, db: db)
        reached("transaction-after-sources")
        let layered = try layered(region: snapshot.region, db: db)
        let diff = try diff(snapshot, layered: layered, db: db)
        var rows = try ToiletRowWriter(db: db)
        for draft in diff.additions {
            try rows.add(draft, snapshot: snapshot, now: now)
        }
        for (existing, draft) in diff.updates {
            if let layer = layered[existing.id.rawValue] {
                try updateLayered(existing, layer, with: draft, snapshot: snapshot, rows: &rows, now: now, db: db)
            } else {
                try rows.update(existing, with: draft, snapshot: snapshot, now: now)
            }
        }
        for toilet in diff.removals {
            if layered[toilet.id.rawValue] != nil, let stored = try String.fetchOne(db, sql: "SELECT record FROM toilets WHERE id = ?",
                                                                                    arguments: [toilet.id.rawValue]) {
                try rows.remove(try ToiletRecordCoder.decode(stored), now: now)
            } else {
                try rows.remove(toilet, now: now)
            }
        }
        try writePlaces(of: snapshot, skipping: rows.writtenSourceKeys, db: db)
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
        try writeBounds(of: snapshot, db: db)
        reached("transaction-after-region")
        var report = diff.report
        report.records = counts.records
        report.joined = counts.joined
        return (report, mapTiles)
    }

    /// Writes an import's change to a toilet the community changed: the import's new record is
    /// kept beside the revision, and the stored record is the community's changes folded on top
    /// of it (``ToiletLayers``), so the fields the import changed now show the import's value.
    private static func updateLayered(_ imported: Toilet, _ layer: LayeredToilet, with draft: ToiletDraft, snapshot: RegionSnapshot,
                                      rows: inout ToiletRowWriter, now: Date, db: Database) throws {
        let next = imported.updated(with: draft, revision: 0, snapshot: snapshot, at: now)
        let history = try importedRevisions(toilet: imported.id.rawValue, db: db) + [(now, next)]
        let merged = ToiletLayers.imported(history)?.visible(applying: try recordContributions(toilet: imported.id.rawValue, db: db))
        if merged == nil, layer.isRemoved {
            // Closed by the community after the newest data this import holds: it stays closed.
            try rows.recordImportOfRemoved(next, now: now)
            return
        }
        try rows.put(merged ?? next, change: layer.isRemoved ? .added : .updated, cause: .import, imported: next, isNewRow: false, now: now)
    }

    /// Records the box of the snapshot's toilets as the region's (``CommunityRegion`` reads it).
    /// - Complexity: O(n) over the drafts already in memory.
    private static func writeBounds(of snapshot: RegionSnapshot, db: Database) throws {
        guard let first = snapshot.toilets.first?.coordinate else {
            try db.execute(sql: "DELETE FROM region_bounds WHERE region = ?", arguments: [snapshot.region])
            return
        }
        var box = BoundingBox(minLatitude: first.latitude, minLongitude: first.longitude, maxLatitude: first.latitude, maxLongitude: first.longitude)
        // By index, reading one field: no copy of each (about 1 KB) draft.
        for index in snapshot.toilets.indices {
            let point = snapshot.toilets[index].coordinate
            box.minLatitude = min(box.minLatitude, point.latitude)
            box.maxLatitude = max(box.maxLatitude, point.latitude)
            box.minLongitude = min(box.minLongitude, point.longitude)
            box.maxLongitude = max(box.maxLongitude, point.longitude)
        }
        try db.execute(sql: "INSERT OR REPLACE INTO region_bounds (region, min_lat, min_lon, max_lat, max_lon) VALUES (?, ?, ?, ?, ?)",
                       arguments: [snapshot.region, box.minLatitude, box.minLongitude, box.maxLatitude, box.maxLongitude])
    }

    /// Moves ``dataVersion()`` on; every write transaction calls it before it commits.
    static func bumpDataVersion(_ db: Database) throws {
        try db.execute(sql: "UPDATE data_version SET version = version + 1 WHERE id = 1")
    }
}
