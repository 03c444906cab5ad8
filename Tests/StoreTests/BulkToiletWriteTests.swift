import Foundation
import Geo
import GRDB
import Model
import Store
import Testing
import TestSupport
@testable import StoreSQLite

/// The bulk toilet writer against the row-at-a-time reference: over seeded sequences of region
/// snapshots (additions, edits, removals, toilets coming back, a second region, a source key
/// moving region) both leave every toilet table byte for byte the same.
@Suite("Bulk toilet writes")
struct BulkToiletWriteTests {
    typealias Seeded = SeededRandom

    /// A random snapshot over nodes 1…60: about two thirds present, some edited.
    static func snapshot(_ random: inout Seeded, region: String, round: Int) -> RegionSnapshot {
        var drafts: [ToiletDraft] = []
        for node in Int64(1)...60 where random.next(3) > 0 {
            let point = Coordinate(latitude: 35.9 + Double(node) / 1000, longitude: 14.5 + Double(random.next(4)) / 1000)
            let version = 1 + random.next(3)
            drafts.append(Fixtures.draft(node: node, at: point, version: version, timestamp: Fixtures.monday.addingTimeInterval(Double(version))) {
                if version > 1 { $0.name = Attribute("Loo \(version) Straße", source: 0) }
                if random.next(2) == 0 { $0.wheelchair = Attribute(.yes, source: 0) }
            })
        }
        return Fixtures.snapshot(drafts, region: region, timeZone: round % 4 == 3 ? "Europe/Malta" : "Europe/Monaco")
    }

    /// Every row of every toilet table, as text. A revision's record is read as the store reads
    /// it: a shared one (``ToiletRowWriter/sharedRecord``) through its toilet's row, so the
    /// reference's full copies and the bulk writer's shared ones must read the same.
    static func dump(_ db: Database) throws -> [String] {
        let queries = [
            "SELECT * FROM toilets ORDER BY id",
            """
            SELECT r.id, r.toilet_id, r.change, r.created_at, \(ToiletRowWriter.recordSQL) AS record, r.source, r.author,
                r.contribution_id, r.imported
            FROM toilet_revisions r JOIN toilets t ON t.id = r.toilet_id ORDER BY r.id
            """,
            "SELECT * FROM sqlite_sequence ORDER BY name", "SELECT * FROM toilets_rtree ORDER BY id",
            "SELECT rowid, * FROM toilets_fts ORDER BY rowid", "SELECT * FROM regions ORDER BY name",
        ]
        return try queries.flatMap { sql in try Row.fetchAll(db, sql: sql).map { "\(sql): \($0)" } }
    }

    @Test("the bulk writer and the row-at-a-time reference write the same rows", arguments: [1, 2, 3, 4])
    func matchesReference(seed: UInt64) throws {
        let bulk = try DatabaseQueue(), reference = try DatabaseQueue()
        try SQLiteMigrations.migrator.migrate(bulk)
        try SQLiteMigrations.migrator.migrate(reference)
        var random = Seeded(seed: seed)
        for round in 0..<12 {
            let region = round % 5 == 4 ? "otherland" : "testland"
            let snapshot = Self.snapshot(&random, region: region, round: round)
            let now = Fixtures.monday.addingTimeInterval(Double(round) * 60)
            try bulk.write { db in _ = try SQLiteToiletRepository.write(snapshot, now: now, db: db, reached: { _ in }) }
            try reference.write { db in
                try RowAtATimeReference.apply(snapshot, now: now, db: db)
                try db.execute(sql: """
                    INSERT INTO regions (name, time_zone, data_timestamp, imported_at, source_name) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT(name) DO UPDATE SET time_zone = excluded.time_zone, data_timestamp = excluded.data_timestamp,
                        imported_at = excluded.imported_at, source_name = excluded.source_name
                    """, arguments: [snapshot.region, snapshot.timeZoneIdentifier, snapshot.dataTimestamp?.timeIntervalSince1970,
                                     now.timeIntervalSince1970, snapshot.sourceName])
            }
            let expected = try reference.read(Self.dump), actual = try bulk.read(Self.dump)
            #expect(actual == expected, "round \(round)")
            #expect(actual.count > 0)
        }
        // The comparison above is not vacuous: the bulk writer did share records, the reference did not.
        let shared = { (queue: DatabaseQueue) in try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM toilet_revisions WHERE record = ''") ?? 0 } }
        #expect(try shared(bulk) > 0)
        #expect(try shared(reference) == 0)
    }

    @Test("a second write of the same snapshot adds no revision and moves no id")
    func sameSnapshotTwice() throws {
        let queue = try DatabaseQueue()
        try SQLiteMigrations.migrator.migrate(queue)
        var random = Seeded(seed: 9)
        let snapshot = Self.snapshot(&random, region: "testland", round: 0)
        try queue.write { db in _ = try SQLiteToiletRepository.write(snapshot, now: Fixtures.monday, db: db, reached: { _ in }) }
        let before = try queue.read(Self.dump).filter { !$0.hasPrefix("SELECT * FROM regions") }
        let report = try queue.write { db in try SQLiteToiletRepository.write(snapshot, now: Fixtures.monday.addingTimeInterval(60), db: db, reached: { _ in }).report }
        #expect(report.isEmpty && report.unchanged == snapshot.toilets.count)
        #expect(try queue.read(Self.dump).filter { !$0.hasPrefix("SELECT * FROM regions") } == before)
    }
}
