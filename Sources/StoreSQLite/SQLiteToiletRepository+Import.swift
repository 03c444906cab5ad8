import Foundation
import GRDB
import Model
import Store

/// What an import adds to ``SQLiteToiletRepository/apply(_:at:)``.
public struct RegionImportHooks: Sendable {
    /// Called inside the write transaction once every table is written and before the region's
    /// `region_graphs` row is replaced. It returns the walking-graph file to record, already
    /// complete and synced on disk, or nil when the import has no graph (the region then has no
    /// row). A throw rolls the whole import back.
    public var walkingGraph: @Sendable () throws -> RegionGraphFile?
    /// Called with the name of each step reached inside the transaction (for crash tests).
    public var reached: @Sendable (String) -> Void
    /// Called inside the transaction with what the base-map tiles kept, clipped and skipped.
    public var mapTiles: @Sendable (MapTileCounts) -> Void

    public init(walkingGraph: @escaping @Sendable () throws -> RegionGraphFile?,
                reached: @escaping @Sendable (String) -> Void = { _ in },
                mapTiles: @escaping @Sendable (MapTileCounts) -> Void = { _ in }) {
        self.walkingGraph = walkingGraph
        self.reached = reached
        self.mapTiles = mapTiles
    }
}

extension SQLiteToiletRepository {
    /// The page cache of an import's write transaction, in KiB (SQLite's default is 2,000).
    static let importCacheKiB = 65_536

    /// Applies an import's snapshot and records its walking-graph file in one transaction, so
    /// the database and the graph it names always agree: both old or both new.
    public func apply(_ snapshot: RegionSnapshot, at now: Date, hooks: RegionImportHooks) async throws -> ImportReport {
        try await writer.write { db in
            // A 200,000-toilet import rewrote and re-read each page several times through the
            // default 2 MB page cache (718 k pwrite and 544 k pread calls for a 467 MB file);
            // the R-tree and FTS5 pages are the ones touched again and again.
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000
            try db.execute(sql: "PRAGMA cache_size = -\(Self.importCacheKiB)")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            let written = try Self.write(snapshot, now: now, db: db, reached: hooks.reached)
            if let counts = written.mapTiles { hooks.mapTiles(counts) }
            let graph = try hooks.walkingGraph()
            try db.execute(sql: "DELETE FROM region_graphs WHERE region = ?", arguments: [snapshot.region])
            if let graph {
                guard RegionGraphFile.isValidName(graph.fileName) else {
                    throw DatabaseError(message: "walking graph file name \"\(graph.fileName)\"; expected letters, digits, - _ . ending in .walkgraph")
                }
                try db.execute(sql: "INSERT INTO region_graphs (region, file_name, byte_count, checksum) VALUES (?, ?, ?, ?)",
                               arguments: [snapshot.region, graph.fileName, graph.byteCount, Int64(graph.checksum)])
            }
            hooks.reached("transaction-after-graph-row")
            if let started = snapshot.importStartedAt {
                try db.execute(sql: "UPDATE regions SET import_seconds = ? WHERE name = ?",
                               arguments: [Date().timeIntervalSince(started), snapshot.region])
            }
            try Self.bumpDataVersion(db)
            hooks.reached("transaction-before-commit")
            return written.report
        }
    }

    /// Each region's recorded walking-graph file, read in one transaction. A row that cannot
    /// be a graph file (a bad name or numbers out of range) is left out.
    public func graphFiles() async throws -> [String: RegionGraphFile] {
        try await writer.read { db in try Self.graphFiles(db) }
    }

    /// The recorded graph files, read inside the caller's transaction.
    static func graphFiles(_ db: Database) throws -> [String: RegionGraphFile] {
        var files: [String: RegionGraphFile] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT region, file_name, byte_count, checksum FROM region_graphs") {
            let name: String = row[1], byteCount: Int64 = row[2], checksum: Int64 = row[3]
            guard RegionGraphFile.isValidName(name), byteCount >= 0, let crc = UInt32(exactly: checksum) else { continue }
            files[row[0]] = RegionGraphFile(fileName: name, byteCount: byteCount, checksum: crc)
        }
        return files
    }

    /// A number that grows with every committed write (one row, read in one statement).
    public func dataVersion() async throws -> Int64 {
        try await writer.read { db in try Self.dataVersion(db) }
    }

    /// The data version, read inside the caller's transaction.
    static func dataVersion(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT version FROM data_version WHERE id = 1") ?? 0
    }

    /// Copies the write-ahead log into the database file and closes every connection, so the
    /// database is one self-contained file (the importer renames a new database into place
    /// only after this). A database opened with ``init(newFileAt:)`` is turned to WAL first,
    /// the mode every other connection expects. The repository cannot be used afterwards.
    public func checkpointAndClose() throws {
        try writer.writeWithoutTransaction { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            _ = try db.checkpoint(.truncate)
        }
        try writer.close()
    }
}
