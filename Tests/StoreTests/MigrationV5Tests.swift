import Foundation
import GRDB
import Model
import Store
@testable import StoreSQLite
import Testing
import TestSupport

/// Schema v5 on a database written by v4.
@Suite("Migration v5")
struct MigrationV5Tests {
    @Test("a v4 database gains the revision columns; its revisions read as imports, and its toilets re-import unchanged")
    func fromV4() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-v4-\(UUID().uuidString).sqlite").path
        let draft = Fixtures.draft(node: 7, at: ToiletRepositoryContractTests.center) { $0.name = Attribute("Old", source: 0, field: "name") }
        let snapshot = Fixtures.snapshot([draft])
        do {
            let queue = try DatabaseQueue(path: path)
            try SQLiteMigrations.migrator.migrate(queue, upTo: "v4: devices, contributions and moderation events")
            try await queue.write { db in
                #expect(try !db.columns(in: "toilet_revisions").map(\.name).contains("source"))
                try RowAtATimeReference.apply(snapshot, now: Fixtures.monday, db: db)
            }
        }
        let repository = try SQLiteToiletRepository(path: path)
        let toilet = try #require(try await repository.allToilets().first)
        let history = try await repository.history(of: toilet.id)
        #expect(history.map(\.source) == [.import] && history.first?.author == nil && history.first?.contributionID == nil)
        #expect(try await repository.apply(snapshot, at: Fixtures.monday.addingTimeInterval(60)).isEmpty)
    }

    @Test("the change feed, the signals and the toilets the community touched are read through an index, never a scan")
    func queryPlans() async throws {
        let repository = try SQLiteToiletRepository()
        try await repository.writer.read { db in
            for sql in ["SELECT id, toilet_id, change FROM toilet_revisions WHERE id > 5 ORDER BY id LIMIT 10",
                        "SELECT toilet_id FROM toilet_revisions WHERE source <> 'import'",
                        "SELECT * FROM contributions c WHERE c.id > 1 AND c.id <= 9 AND c.state = 'approved' ORDER BY c.id LIMIT 10",
                        "SELECT id, is_removed, record FROM toilets WHERE id IN (1, 5, 9)",
                        """
                        SELECT t.id, t.is_removed FROM toilets t WHERE t.id IN (SELECT toilet_id FROM toilet_revisions WHERE source <> 'import')
                        AND +t.region = 'a' AND t.source_key NOT LIKE 'community:%'
                        """] {
                // A SCAN of the partial index reads only the community's revisions: that is fine.
                let steps = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { $0["detail"] as String }
                #expect(!steps.isEmpty && steps.allSatisfy { $0.contains("INDEX") || $0.contains("PRIMARY KEY") || $0.contains("SUBQUERY") },
                        "\(sql): \(steps)")
                #expect(!steps.contains { $0.contains("is_removed") || $0.contains("region=") }, "\(sql): \(steps)")
            }
            // A second device's add finds the pending add it agrees with by a latitude range.
            let add = """
                SELECT c.*, d.token_hash FROM contributions c JOIN devices d ON d.id = c.device_id
                WHERE c.state = 'pending' AND c.agrees_with IS NULL AND c.device_id <> 1 AND c.kind = 'add'
                  AND c.latitude BETWEEN 43.0 AND 43.1 AND c.longitude BETWEEN 7.0 AND 7.1 ORDER BY c.id
                """
            let steps = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(add)").map { $0["detail"] as String }
            #expect(steps.contains { $0.contains("contributions_pending_adds") && $0.contains("latitude>") }, "\(steps)")
        }
    }
}
