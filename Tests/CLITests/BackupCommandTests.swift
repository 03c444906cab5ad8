import Foundation
import GRDB
import Store
import StoreSQLite
import Testing
import TestSupport

/// `toiletnow backup`: an online copy of a database that is being written.
@Suite("toiletnow backup", .serialized)
struct BackupCommandTests {
    /// Runs the binary on a thread of its own, so the writer task keeps the cooperative pool.
    static func runOffPool(_ arguments: [String]) async throws -> CLIRunner.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try CLIRunner.run(arguments) }) }
        }
    }

    /// The ids of every contribution in the database at `path`, after checking its integrity.
    static func contributionIDs(_ path: String) throws -> Set<Int64> {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            return Set(try Int64.fetchAll(db, sql: "SELECT id FROM contributions"))
        }
    }

    @Test("a backup taken while contributions are written passes integrity_check and holds every row committed before it began, and only real rows")
    func backupWhileWriting() async throws {
        let (folder, database) = try CLIRunner.monaco(file: "live.sqlite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("copy/backup.sqlite").path
        try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("copy").path, withIntermediateDirectories: true)
        let repository = try SQLiteToiletRepository(path: database)
        let store = repository.contributions
        let device = try await store.registerDevice(tokenHash: "backup-test", role: .device, name: nil, at: Fixtures.monday)
        var before: Set<Int64> = []
        for n in 0..<40 {
            before.insert(try await store.submit(.rate(1 + n % 5), by: device, toilet: 1, position: nil, at: Fixtures.monday, policy: .standard).contribution.id)
        }
        let writer = Task {
            var written: Set<Int64> = []
            var n = 0
            while !Task.isCancelled {
                n += 1
                if let stored = try? await store.submit(.rate(1 + n % 5), by: device, toilet: 1, position: nil, at: Fixtures.monday, policy: .standard) {
                    written.insert(stored.contribution.id)
                }
            }
            return written
        }
        let backup = try await Self.runOffPool(["backup", "--database", database, "--output", output])
        writer.cancel()
        let during = await writer.value
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("Backed up") && backup.stdout.contains("graph files"), "\(backup.stdout)")
        let copied = try Self.contributionIDs(output)
        #expect(before.isSubset(of: copied), "missing \(before.subtracting(copied).count) rows committed before the backup")
        #expect(copied.isSubset(of: before.union(during)), "rows nobody wrote")
        #expect(!during.isEmpty, "the writer wrote nothing while the backup ran")
        // The copy is servable: its graph files are beside it and match the record.
        let graphs = try await SQLiteToiletRepository(path: output).graphFiles()
        let file = try #require(graphs["monaco"])
        let copiedGraph = folder.appendingPathComponent("copy/backup.graphs/\(file.fileName)").path
        let size = try FileManager.default.attributesOfItem(atPath: copiedGraph)[.size] as? NSNumber
        #expect(size?.int64Value == file.byteCount)
        let walSize = (try? FileManager.default.attributesOfItem(atPath: output + "-wal"))?[.size] as? NSNumber
        #expect(walSize == nil || walSize == 0, "the copy came with a write-ahead log")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("copy").path).filter { $0.contains(".backup-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test("an existing output is refused without --force and replaced with it; the database itself is refused")
    func existingOutput() async throws {
        let (folder, database) = try CLIRunner.monaco(file: "live.sqlite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("backup.sqlite").path
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: output))
        let refused = try CLIRunner.run(["backup", "--database", database, "--output", output])
        #expect(refused.status != 0 && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "not a database")
        let forced = try CLIRunner.run(["backup", "--database", database, "--output", output, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Self.contributionIDs(output).isEmpty)
        let regions = try await SQLiteToiletRepository(path: output).regions()
        #expect(regions.map(\.name) == ["monaco"])
        let itself = try CLIRunner.run(["backup", "--database", database, "--output", database, "--force"])
        #expect(itself.status != 0)
        let missing = try CLIRunner.run(["backup", "--database", folder.appendingPathComponent("none.sqlite").path, "--output", output, "--force"])
        #expect(missing.status != 0 && missing.stderr.contains("no database"))
    }
}
