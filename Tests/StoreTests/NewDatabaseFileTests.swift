import Foundation
import GRDB
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// ``SQLiteToiletRepository/init(newFileAt:)``: a first import's database is written with a
/// rollback journal (each page once) and handed over in WAL, holding what a WAL-written one holds.
@Suite("A first import's new database file")
struct NewDatabaseFileTests {
    static func drafts() -> [ToiletDraft] {
        (0..<40).map { i in
            Fixtures.draft(node: Int64(100 + i), at: Coordinate(latitude: 43.73 + Double(i) * 1e-4, longitude: 7.42)) {
                $0.name = Attribute("Toilet \(i)", source: 0, field: "name")
                if i % 3 == 0 { $0.wheelchair = Attribute(.yes, source: 0, field: "wheelchair") }
            }
        }
    }

    /// Every row of every table the import writes, in a fixed order.
    static func rows(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { (db: Database) throws -> [String] in
            var lines: [String] = []
            for table in ["toilets", "toilet_revisions", "toilets_rtree", "regions", "region_graphs", "sqlite_sequence", "data_version"] {
                lines += try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table) \($0)" }
            }
            lines += try Row.fetchAll(db, sql: "SELECT rowid, * FROM toilets_fts ORDER BY rowid").map { "fts \($0)" }
            return lines
        }
    }

    @Test("it ends in WAL with no log left, and holds the same rows as a database written in WAL")
    func sameRowsInWAL() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-newfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = RegionGraphFile(fileName: "testland-0123456789abcdef.walkgraph", byteCount: 10, checksum: 7)
        var paths: [String] = []
        for (name, isNew) in [("new.sqlite", true), ("pool.sqlite", false)] {
            let path = folder.appendingPathComponent(name).path
            let repository = isNew ? try SQLiteToiletRepository(newFileAt: path) : try SQLiteToiletRepository(path: path)
            let report = try await repository.apply(Fixtures.snapshot(Self.drafts()), at: Fixtures.monday,
                                                    hooks: RegionImportHooks(walkingGraph: { graph }))
            #expect(report.added.count == 40)
            try repository.checkpointAndClose()
            paths.append(path)
        }
        let mode = try await DatabaseQueue(path: paths[0]).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        #expect(!FileManager.default.fileExists(atPath: paths[0] + "-journal"))
        #expect(((try? FileManager.default.attributesOfItem(atPath: paths[0] + "-wal")[.size] as? NSNumber)?.intValue ?? 0) == 0)
        let written = try Self.rows(paths[0])
        #expect(written.count > 120)
        #expect(written == (try Self.rows(paths[1])))
    }
}
