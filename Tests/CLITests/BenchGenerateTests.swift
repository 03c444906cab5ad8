import Foundation
import Testing
import TestSupport

/// `toiletnow bench generate`, then `toiletnow import` of what it wrote, through the real binary.
@Suite("toiletnow bench generate")
struct BenchGenerateTests {
    @Test("a generated grid imports with the toilets and junctions the generator reported")
    func generateThenImport() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("grid.osm.pbf").path
        let generated = try CLIRunner.run(["bench", "generate", "--kind", "grid", "--way-nodes", "8000", "--toilets", "120",
                                           "--seed", "4", "--center", "52.5,13.4", "--output", file])
        #expect(generated.status == 0, "\(generated.stderr)")
        // 19 × 20 junctions and the 20 × 18 street middles where the block footways end.
        #expect(generated.stdout.contains("grid 19×20"), "\(generated.stdout)")
        #expect(generated.stdout.contains("junctions ≈ 740, toilets 120"), "\(generated.stdout)")
        let imported = try CLIRunner.run(["import", file, "--region", "generated", "--timezone", "Europe/Berlin",
                                          "--database", folder.appendingPathComponent("db.sqlite").path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("toilets: 120 "), "\(imported.stdout)")
        #expect(imported.stdout.contains("walking graph: 740 junctions"), "\(imported.stdout)")
        #expect(imported.stdout.contains("0 unreadable"), "\(imported.stdout)")

        // `bench contract` reads the network file the import wrote beside the database.
        let graphs = folder.appendingPathComponent("db.graphs")
        let network = try #require(try FileManager.default.contentsOfDirectory(atPath: graphs.path).first { $0.hasSuffix(".walkgraph") })
        let contracted = try CLIRunner.run(["bench", "contract", "--graph", graphs.appendingPathComponent(network).path, "--samples", "20"])
        #expect(contracted.status == 0, "\(contracted.stderr)")
        #expect(contracted.stdout.contains("junctions: 740 "), "\(contracted.stdout)")
    }

    @Test("bad options are a one-line error naming the option", arguments: [
        (["--kind", "maze"], "--kind"), (["--center", "48.1"], "--center"), (["--center", "95,11"], "--center"),
        (["--way-nodes", "5"], "--way-nodes"), (["--toilets=-3"], "--toilets"),
    ])
    func errors(arguments: [String], mentions: String) throws {
        let outcome = try CLIRunner.run(["bench", "generate", "--output", "/tmp/never-written.osm.pbf"] + arguments)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains(mentions), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.osm.pbf"))
    }
}
