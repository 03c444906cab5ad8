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
}
