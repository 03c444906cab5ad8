import Foundation
import Geo
import Model
import PostgresNIO
import Store

extension PostgresStore {
    /// Applies a region snapshot in one write transaction: on any error nothing changes.
    /// The region's recorded walking graph is left as it is.
    public func apply(_ snapshot: RegionSnapshot, at now: Date) async throws -> ImportReport {
        try await write { sql in
            let report = try await Self.write(snapshot, now: now, sql: sql)
            try await Self.bumpDataVersion(sql)
            return report
        }
    }

    /// Applies an import's snapshot and stores its walking graph in the same transaction, so the
    /// toilets and the graph a server loads always agree: both old or both new. The bytes go to
    /// `region_graph_chunks` in chunks of ``graphChunkSize``, named in `region_graphs` with their
    /// length and CRC-32; nil removes the region's graph.
    /// - Parameter reached: called with the name of each step reached inside the transaction (for crash tests).
    public func apply(_ snapshot: RegionSnapshot, at now: Date, walkingGraph: [UInt8]?,
                      reached: @Sendable (String) -> Void = { _ in }) async throws -> ImportReport {
        try await write { sql in
            let report = try await Self.write(snapshot, now: now, sql: sql)
            reached("transaction-after-region")
            try await Self.replaceGraph(walkingGraph, region: snapshot.region, sql: sql)
            reached("transaction-after-graph-row")
            if let started = snapshot.importStartedAt {
                try await sql.execute("UPDATE regions SET import_seconds = \(Date().timeIntervalSince(started)) WHERE name = \(snapshot.region)")
            }
            try await Self.bumpDataVersion(sql)
            reached("transaction-before-commit")
            return report
        }
    }

    /// Writes the snapshot's toilets, places and region row; the caller's transaction commits.
    static func write(_ read: RegionSnapshot, now: Date, sql: SQL) async throws -> ImportReport {
        let (snapshot, counts) = try await mergeSources(read, now: now, sql: sql)
        let layered = try await layered(region: snapshot.region, sql: sql)
        let diff = try await diff(snapshot, layered: layered, sql: sql)
        var rows = try await ToiletRowWriter(sql: sql)
        for draft in diff.additions {
            try await rows.add(draft, snapshot: snapshot, now: now)
        }
        for (existing, draft) in diff.updates {
            if let layer = layered[existing.id.rawValue] {
                try await updateLayered(existing, layer, with: draft, snapshot: snapshot, rows: &rows, now: now, sql: sql)
            } else {
                try await rows.update(existing, with: draft, snapshot: snapshot, now: now)
            }
        }
        for toilet in diff.removals {
            if layered[toilet.id.rawValue] != nil,
               let stored = try await sql.value("SELECT record FROM toilets WHERE id = \(toilet.id.rawValue)", as: String.self) {
                try await rows.remove(try ToiletRecordCoder.decode(stored), now: now)
            } else {
                try await rows.remove(toilet, now: now)
            }
        }
        try await rows.finish()
        try await writePlaces(of: snapshot, sql: sql)
        if let mapData = snapshot.mapData {
            try await replaceMapData(mapData, region: snapshot.region, sql: sql)
        }
        try await sql.execute("""
            INSERT INTO regions (name, time_zone, data_timestamp, imported_at, source_name)
            VALUES (\(snapshot.region), \(snapshot.timeZoneIdentifier), \(snapshot.dataTimestamp?.timeIntervalSince1970),
                    \(now.timeIntervalSince1970), \(snapshot.sourceName))
            ON CONFLICT (name) DO UPDATE SET time_zone = excluded.time_zone, data_timestamp = excluded.data_timestamp,
                imported_at = excluded.imported_at, source_name = excluded.source_name
            """)
        try await writeBounds(of: snapshot, sql: sql)
        var report = diff.report
        report.records = counts.records
        report.joined = counts.joined
        return report
    }

    /// An import's change to a toilet the community changed: the import's record is kept beside
    /// the revision, and the stored record is the community's changes folded on top of it.
    private static func updateLayered(_ imported: Toilet, _ layer: LayeredToilet, with draft: ToiletDraft, snapshot: RegionSnapshot,
                                      rows: inout ToiletRowWriter, now: Date, sql: SQL) async throws {
        let next = imported.updated(with: draft, revision: 0, snapshot: snapshot, at: now)
        let history = try await importedRevisions(toilet: imported.id.rawValue, sql: sql) + [(now, next)]
        let contributions = try await recordContributions(toilet: imported.id.rawValue, sql: sql)
        let merged = ToiletLayers.imported(history)?.visible(applying: contributions)
        if merged == nil, layer.isRemoved {
            // Closed by the community after the newest data this import holds: it stays closed.
            try await rows.recordImportOfRemoved(next, now: now)
            return
        }
        try await rows.put(merged ?? next, change: layer.isRemoved ? .added : .updated, cause: .import, imported: next,
                           isNewRow: false, now: now)
    }

    /// Writes the derived place of every toilet of `snapshot` where it changed (unchanged toilets
    /// included: a street renamed nearby changes the label without a revision), in two
    /// statements over arrays: the places to set, and the keys whose place is now none.
    private static func writePlaces(of snapshot: RegionSnapshot, sql: SQL) async throws {
        var keys: [String] = [], places: [String] = [], cleared: [String] = []
        for index in snapshot.toilets.indices {
            let draft = snapshot.toilets[index]
            if let text = ToiletPlaceCoder.encode(draft.place) {
                keys.append(draft.sourceKey)
                places.append(text)
            } else {
                cleared.append(draft.sourceKey)
            }
        }
        if !keys.isEmpty {
            try await sql.execute("""
                UPDATE toilets t SET place = u.place FROM unnest(\(keys)::text[], \(places)::text[]) AS u(key, place)
                WHERE t.source_key = u.key AND t.place IS DISTINCT FROM u.place
                """)
        }
        if !cleared.isEmpty {
            try await sql.execute("UPDATE toilets SET place = NULL WHERE source_key = ANY(\(cleared)) AND place IS NOT NULL")
        }
    }

    /// Records the box of the snapshot's toilets as the region's (where a community toilet is placed).
    private static func writeBounds(of snapshot: RegionSnapshot, sql: SQL) async throws {
        let points = snapshot.toilets.map(\.coordinate)
        guard let first = points.first else {
            try await sql.execute("DELETE FROM region_bounds WHERE region = \(snapshot.region)")
            return
        }
        var box = BoundingBox(minLatitude: first.latitude, minLongitude: first.longitude, maxLatitude: first.latitude, maxLongitude: first.longitude)
        for point in points {
            box.minLatitude = min(box.minLatitude, point.latitude)
            box.maxLatitude = max(box.maxLatitude, point.latitude)
            box.minLongitude = min(box.minLongitude, point.longitude)
            box.maxLongitude = max(box.maxLongitude, point.longitude)
        }
        try await sql.execute("""
            INSERT INTO region_bounds (region, min_lat, min_lon, max_lat, max_lon)
            VALUES (\(snapshot.region), \(box.minLatitude), \(box.minLongitude), \(box.maxLatitude), \(box.maxLongitude))
            ON CONFLICT (region) DO UPDATE SET min_lat = excluded.min_lat, min_lon = excluded.min_lon,
                max_lat = excluded.max_lat, max_lon = excluded.max_lon
            """)
    }

    /// Moves ``dataVersion()`` on; every write transaction calls it before it commits.
    static func bumpDataVersion(_ sql: SQL) async throws {
        try await sql.execute("UPDATE data_version SET version = version + 1 WHERE id = 1")
    }
}
