import Foundation
import GRDB
import Geo
import Model
import Store

/// The toilet repository on SQLite (GRDB): WAL, an R-tree for places, FTS5 for text.
///
/// Reads go through GRDB's async API so a request never blocks a server thread.
public final class SQLiteToiletRepository: ToiletRepository {
    let writer: any DatabaseWriter

    /// Opens (or creates) the database at `path` and migrates it to the current schema.
    public init(path: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let pool = try DatabasePool(path: path, configuration: configuration)
        // GRDB opens a pool's writer with WAL and synchronous NORMAL, which survives a crash of
        // the process but may lose the last commits before a checkpoint when the power fails.
        // FULL syncs the log at every commit, so an answered write is on disk (issue 10). It
        // must be set after opening: GRDB sets NORMAL after `prepareDatabase` runs.
        try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
        writer = pool
        try SQLiteMigrations.migrator.migrate(writer)
    }

    /// Creates the database of a first import at `path`, a file that does not exist yet and that
    /// the importer renames into place only once complete (so a crash leaves nothing to recover).
    ///
    /// One connection with a rollback journal instead of WAL: every page of a new file is new, so
    /// the journal stays almost empty and each page is written once. With WAL each page went to
    /// the log and again to the file at the checkpoint (467 MB each way for 200,000 toilets).
    /// ``checkpointAndClose()`` turns the file to WAL before it is closed, as ``init(path:)`` has it.
    public init(newFileAt path: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        writer = try DatabaseQueue(path: path, configuration: configuration)
        try SQLiteMigrations.migrator.migrate(writer)
    }

    /// An empty database in memory, for tests.
    public init() throws {
        writer = try DatabaseQueue()
        try SQLiteMigrations.migrator.migrate(writer)
    }

    public func toilet(id: Toilet.ID) async throws -> Toilet? {
        // The closure returns the decoded toilet, not the `Row`: GRDB's async `read` takes only a
        // Sendable result, and with a `Row` Swift silently picked the blocking `read`, which held a
        // task-pool thread waiting for a reader; 64 concurrent requests deadlocked the server.
        try await writer.read { db in
            try Row.fetchOne(db, sql: "SELECT record, place FROM toilets WHERE id = ? AND is_removed = 0", arguments: [id.rawValue])
                .map { ToiletPlaceCoder.placed(try ToiletRecordCoder.decode($0[0]), $0[1]) }
        }
    }

    public func nearby(_ center: Coordinate, radiusMeters: Double, needs: NeedsProfile, page: PageRequest) async throws -> Page<NearbyToilet> {
        let radius = min(radiusMeters, ToiletRepositoryLimits.maxRadiusMeters)
        let box = BoundingBox(around: center, radiusMeters: radius)
        let candidates = try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT t.id, t.latitude, t.longitude FROM toilets_rtree r JOIN toilets t ON t.id = r.id
                WHERE r.max_lat >= ? AND r.min_lat <= ? AND r.max_lon >= ? AND r.min_lon <= ?
                  AND t.is_removed = 0 AND (t.needs_mask & ?) = ?
                """, arguments: [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude, needs.rawValue, needs.rawValue])
                .map { row in (id: row[0] as Int64, point: Coordinate(latitude: row[1], longitude: row[2])) }
        }
        return try await NearbyRanking.page(candidates, center: center, radius: radius, page: page) { try await records(ids: $0) }
    }

    public func list(needs: NeedsProfile, since: DateFilter?, page: PageRequest) async throws -> Page<Toilet> {
        let column = since?.field == .updated ? "updated_at" : "created_at"
        let condition = "is_removed = 0 AND (needs_mask & ?) = ? AND \(column) >= ?"
        let arguments: StatementArguments = [needs.rawValue, needs.rawValue, since?.date.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude]
        return try await writer.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM toilets WHERE \(condition)", arguments: arguments) ?? 0
            let rows = try Row.fetchAll(db, sql: """
                SELECT record, place FROM toilets WHERE \(condition) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?
                """, arguments: arguments + [page.perPage, page.offset])
            return Page(items: try rows.map { ToiletPlaceCoder.placed(try ToiletRecordCoder.decode($0[0]), $0[1]) }, total: total, request: page)
        }
    }

    public func search(_ text: String, needs: NeedsProfile, page: PageRequest) async throws -> Page<Toilet> {
        let terms = PlaceRanking.matchTerms(of: text)
        guard !terms.isEmpty else { return Page(items: [], total: 0, request: page) }
        let match = terms.map { "\"\($0)\"*" }.joined(separator: " ")
        let weights = SearchDocument.weights.map { String($0) }.joined(separator: ", ")
        let from = """
            FROM toilets_fts f JOIN toilets t ON t.id = f.rowid
            WHERE toilets_fts MATCH ? AND t.is_removed = 0 AND (t.needs_mask & ?) = ?
            """
        let arguments: StatementArguments = [match, needs.rawValue, needs.rawValue]
        return try await writer.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) \(from)", arguments: arguments) ?? 0
            let rows = try Row.fetchAll(db, sql: """
                SELECT t.record, t.place \(from) ORDER BY bm25(toilets_fts, \(weights)), t.id LIMIT ? OFFSET ?
                """, arguments: arguments + [page.perPage, page.offset])
            return Page(items: try rows.map { ToiletPlaceCoder.placed(try ToiletRecordCoder.decode($0[0]), $0[1]) }, total: total, request: page)
        }
    }

    public func regions() async throws -> [RegionInfo] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT r.*, COUNT(t.id) AS toilet_count, MIN(t.latitude) AS min_lat, MIN(t.longitude) AS min_lon,
                       MAX(t.latitude) AS max_lat, MAX(t.longitude) AS max_lon
                FROM regions r LEFT JOIN toilets t ON t.region = r.name AND t.is_removed = 0
                GROUP BY r.name ORDER BY r.name
                """).map { row in
                let box: BoundingBox? = (row["min_lat"] as Double?).map { minLat in
                    BoundingBox(minLatitude: minLat, minLongitude: row["min_lon"], maxLatitude: row["max_lat"], maxLongitude: row["max_lon"])
                }
                var info = RegionInfo(
                    name: row["name"], timeZoneIdentifier: row["time_zone"],
                    dataTimestamp: (row["data_timestamp"] as Double?).map(Date.init(timeIntervalSince1970:)),
                    importedAt: Date(timeIntervalSince1970: row["imported_at"]), sourceName: row["source_name"],
                    toiletCount: row["toilet_count"], boundingBox: box)
                info.importSeconds = row["import_seconds"]
                return info
            }
        }
    }

    /// The decoded records of `ids`, by id.
    private func records(ids: [Int64]) async throws -> [Int64: Toilet] {
        guard !ids.isEmpty else { return [:] }
        return try await writer.read { db in
            let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
            let rows = try Row.fetchAll(db, sql: "SELECT id, record, place FROM toilets WHERE id IN (\(placeholders))", arguments: StatementArguments(ids))
            return try Dictionary(uniqueKeysWithValues: rows.map { (($0[0] as Int64), ToiletPlaceCoder.placed(try ToiletRecordCoder.decode($0[1]), $0[2])) })
        }
    }
}
