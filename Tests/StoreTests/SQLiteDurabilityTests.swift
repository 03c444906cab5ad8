import Foundation
import GRDB
import Testing
@testable import StoreSQLite

/// An answered write is on disk: the served database syncs its log at every commit.
@Suite("SQLite durability settings")
struct SQLiteDurabilityTests {
    @Test("a database opened for serving writes with WAL and synchronous FULL")
    func synchronousFull() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-sync-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let repository = try SQLiteToiletRepository(path: path)
        let (mode, synchronous) = try await repository.writer.write { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
        }
        #expect(mode == "wal" && synchronous == 2, "journal \(mode ?? "?"), synchronous \(synchronous ?? -1)")
    }
}
