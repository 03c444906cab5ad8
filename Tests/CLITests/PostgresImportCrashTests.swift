import Foundation
import Store
import StorePostgres
import Testing
import TestSupport

/// `kill -9` at every point an import into PostgreSQL reaches (issue 14): the database then
/// holds the old region or the complete new one, toilets and walking graph of the same import,
/// because both are written in one transaction. Runs when `PGHOST` names a test server.
@Suite("toiletnow import on PostgreSQL survives kill -9", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["PGHOST"] != nil, "needs PGHOST (scripts/pg-local start)"))
struct PostgresImportCrashTests {
    /// The points of `CrashPoints.all` the PostgreSQL path passes (no file, lock or rename there).
    static let points = ["import-start", "after-read", "transaction-after-region", "transaction-after-graph-row",
                         "transaction-before-commit", "after-commit"]

    /// What a region holds, as the server would load it: toilets by source key, and the graph's record and bytes.
    struct State: Equatable {
        var toilets: [String]
        var graphs: [String: RegionGraphFile]
        var graphBytesAgree: Bool

        static func read(_ url: String) async throws -> State {
            let store = try await PostgresStore.open(url: url, idleTimeout: .seconds(2))
            let serving = try await store.servingState()
            var agree = true
            for (region, file) in serving.graphFiles {
                let bytes = try await store.graphBytes(region: region)
                agree = agree && bytes.map { Int64($0.count) == file.byteCount && CRC32.checksum($0) == file.checksum } == true
            }
            await store.shutdown()
            return State(toilets: serving.toilets.map(\.sourceKey).sorted(), graphs: serving.graphFiles, graphBytesAgree: agree)
        }
    }

    static func url() -> String {
        let env = ProcessInfo.processInfo.environment
        let user = env["PGUSER"] ?? "postgres", password = env["PGPASSWORD"].map { ":" + $0 } ?? ""
        let schema = "tn_\(Int(Date().timeIntervalSince1970))_crash_\(UInt32.random(in: 0...UInt32.max))"
        return "postgres://\(user)\(password)@\(env["PGHOST"] ?? "localhost"):\(env["PGPORT"] ?? "5432")/\(env["PGDATABASE"] ?? user)"
            + "?search_path=\(schema),public"
    }

    @Test("a second import killed at any point leaves the old region or the complete new one, graph and toilets together")
    func secondImport() async throws {
        let monaco = ImportCrashTests.monaco, berlin = ImportCrashTests.berlin
        let clean = Self.url()
        try #require(try CLIRunner.run(ImportCrashTests.importArguments(monaco, database: clean)).status == 0)
        let before = try await State.read(clean)
        let second = try CLIRunner.run(ImportCrashTests.importArguments(berlin, database: clean))
        try #require(second.status == 0, "\(second.stderr)")
        let after = try await State.read(clean)
        try #require(before != after && before.graphBytesAgree && after.graphBytesAgree && !after.graphs.isEmpty)
        for point in Self.points {
            let url = Self.url()
            try #require(try CLIRunner.run(ImportCrashTests.importArguments(monaco, database: url)).status == 0)
            let outcome = try CLIRunner.run(ImportCrashTests.importArguments(berlin, database: url), environment: ["TOILETNOW_TEST_CRASH_AT": point])
            #expect(outcome.signal == SIGKILL, "\(point): \(outcome.status) \(outcome.stderr)")
            let state = try await State.read(url)
            #expect(state.graphBytesAgree, "\(point): a graph whose bytes are not the recorded ones")
            #expect(state.toilets == before.toilets || state.toilets == after.toilets, "\(point): neither the old nor the new toilets")
            let graphSizes = { (s: State) in s.graphs.mapValues(\.byteCount) }
            #expect((state.toilets == before.toilets) == (graphSizes(state) == graphSizes(before)), "\(point): toilets and graph of different imports")
            if point == "transaction-before-commit" { #expect(state.toilets == before.toilets) }
            if point == "after-commit" { #expect(state.toilets == after.toilets) }
        }
    }
}
