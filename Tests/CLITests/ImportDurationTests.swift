import Foundation
import Store
import StorePostgres
import StoreSQLite
import Testing
import TestSupport

/// An OSM import records how long it took (from reading the file to its commit) beside its
/// region, and every server instance reports it at `/metrics` (issue 14), on SQLite and, with
/// `PGHOST`, on PostgreSQL.
@Suite("Import duration in /metrics")
struct ImportDurationTests {
    /// The value of `toiletnow_import_duration_seconds{region="monaco"}` at the server's `/metrics`.
    static func metric(_ server: ServerProcess) throws -> Double? {
        let text = try String(contentsOf: URL(string: "http://127.0.0.1:\(server.port)/metrics")!, encoding: .utf8)
        return text.split(separator: "\n").first { $0.hasPrefix("toiletnow_import_duration_seconds{region=\"monaco\"}") }
            .flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }
    }

    @Test("SQLite: the region records its import's seconds, and /metrics shows them")
    func sqlite() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("db.sqlite").path
        try CLIRunner.importMonaco(into: database)
        let seconds = try #require(try await SQLiteToiletRepository(path: database).regions().first?.importSeconds)
        #expect(seconds > 0 && seconds < 120)
        let server = try ServerProcess(database: database)
        defer { server.stop() }
        #expect(try Self.metric(server).map { abs($0 - seconds) < 1e-6 } == true)
    }

    @Test("PostgreSQL: the same", .enabled(if: ProcessInfo.processInfo.environment["PGHOST"] != nil, "needs PGHOST"))
    func postgres() async throws {
        let url = PostgresImportCrashTests.url()
        try CLIRunner.importMonaco(into: url)
        let store = try await PostgresStore.open(url: url, idleTimeout: .seconds(2))
        let seconds = try await store.regions().first?.importSeconds
        await store.shutdown()
        let recorded = try #require(seconds)
        #expect(recorded > 0 && recorded < 120)
        let server = try ServerProcess(database: url)
        defer { server.stop() }
        #expect(try Self.metric(server).map { abs($0 - recorded) < 1e-6 } == true)
    }
}
