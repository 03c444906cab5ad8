import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// Issue 9: `serve` only loads what `import` built, so a town starts in seconds. On a generated
/// 0.3 M-way-node grid (about 27,500 junctions) the server took 517 s to start when it contracted
/// the graph itself; it must now answer /healthz within 10 s, even in a debug build, and answer
/// nearest by walking right away.
@Suite("toiletnow serve starts in seconds on a generated town", .serialized)
struct ScaleStartTests {
    static let startLimit = Duration.seconds(10)

    @Test("a 0.3 M-way-node grid with 900 toilets: imported, then served within 10 s, by walking")
    func generatedTown() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbf = folder.appendingPathComponent("town.osm.pbf").path, database = folder.appendingPathComponent("town.sqlite").path
        let generated = try CLIRunner.run(["bench", "generate", "--kind", "grid", "--way-nodes", "300000", "--toilets", "900",
                                           "--output", pbf])
        try #require(generated.status == 0, "\(generated.stderr)")
        let imported = try CLIRunner.run(["import", pbf, "--region", "town", "--timezone", "Europe/Berlin", "--country", "DE",
                                          "--database", database])
        try #require(imported.status == 0, "\(imported.stderr)")
        let junctions = imported.stdout.firstMatch(of: /walking graph: (\d+) junctions/).flatMap { Int($0.1) } ?? 0
        #expect(junctions > 20_000, "the town should have about 27,500 junctions: \(imported.stdout)")

        let clock = ContinuousClock(), started = clock.now
        let server = try ServerProcess(database: database, waitingUpTo: Self.startLimit)
        let took = clock.now - started
        defer { server.stop() }
        #expect(took < Self.startLimit, "serve took \(took) to answer /healthz")
        // The generator centres the region on 48.1 N, 11.5 E: the middle is on the grid.
        let answer = try await server.answer("town", "/api/nearest?lat=48.1&lon=11.5&limit=3")
        #expect(answer.status == 200 && answer.ranking == "walking" && answer.ids.count == 3, "\(answer)")
    }
}
