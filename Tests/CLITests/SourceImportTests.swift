import Foundation
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// `toiletnow import FILE --format F`: a region from a toilet file alone answers by straight
/// line and says so; its OSM extract later turns on walking time with the same toilets (same
/// ids, no re-import); bad options are refused, naming the option.
@Suite("toiletnow import of other sources", .serialized)
struct SourceImportTests {
    static let councils = Fixtures.repositoryRoot.appendingPathComponent("Data/fixtures/london-toilets4london-councils-2023.json").path
    static let londonOSM = Fixtures.repositoryRoot.appendingPathComponent("Data/osm/london-northern-line-2026.osm.pbf").path
    static let box = "--bbox=-0.2660,51.4042,-0.0135,51.5354"
    static let kennington = ["--lat", "51.4881", "--lon", "-0.1079", "--at", "2026-11-24T12:00:00Z"]

    static func ids(_ database: String) async throws -> [String: Int64] {
        let repository = try SQLiteToiletRepository(path: database)
        var ids: [String: Int64] = [:]
        for page in 1...10 {
            for toilet in try await repository.list(needs: [], since: nil, page: PageRequest(page: page, perPage: 100)).items {
                for source in toilet.sources { ids[source.key] = toilet.id.rawValue }
            }
        }
        return ids
    }

    @Test("a council file alone answers by straight line; the OSM extract later adds walking time, and every council toilet keeps its id")
    func straightLineThenWalking() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("london.sqlite").path
        let council = try CLIRunner.run(["import", Self.councils, "--format", "toilets4london-json", "--region", "london", "--timezone", "Europe/London",
                                         "--country", "GB", Self.box, "--licence", "OGL v3 (assumed)", "--database", database])
        try #require(council.status == 0, "\(council.stderr)")
        #expect(council.stdout.contains("Imported 317 records of toilets4london"), "\(council.stdout)")
        let before = try await Self.ids(database)
        let straight = try CLIRunner.run(["nearest"] + Self.kennington + ["--database", database])
        #expect(straight.stdout.contains("Ranked by straight line"), "\(straight.stdout)")

        let osm = try CLIRunner.run(["import", Self.londonOSM, "--region", "london", "--timezone", "Europe/London", "--country", "GB", "--database", database])
        try #require(osm.status == 0, "\(osm.stderr)")
        let walking = try CLIRunner.run(["nearest"] + Self.kennington + ["--database", database])
        #expect(walking.stdout.contains("Ranked by walking time"), "\(walking.stdout)")
        let after = try await Self.ids(database)
        for (key, id) in before { #expect(after[key] == id, "\(key) moved from \(id) to \(after[key].map(String.init) ?? "nowhere")") }
    }

    @Test("bad options are refused, each naming the option, and no database appears")
    func badOptions() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("x.sqlite").path
        for (arguments, expected) in [
            (["--format", "nope"], "--format: expected one of refuge-json"),
            (["--format", "toilets4london-json"], "states no licence for its data; pass --licence"),
            (["--format", "toilets4london-json", "--licence", "x", "--bbox", "1,2,3"], "--bbox: expected minLon,minLat,maxLon,maxLat"),
            (["--format", "mapped", "--licence", "x"], "--mapping: a mapped file needs its mapping file"),
            (["--format", "toilets4london-json", "--licence", " "], "--licence: expected the licence's name"),
        ] {
            let run = try CLIRunner.run(["import", Self.councils, "--region", "london", "--timezone", "Europe/London", "--database", database] + arguments)
            #expect(run.status != 0 && run.stderr.contains(expected), "\(arguments): \(run.stderr)")
        }
        let noZone = try CLIRunner.run(["import", Self.councils, "--format", "toilets4london-json", "--licence", "x", "--region", "london", "--database", database])
        #expect(noZone.status != 0 && noZone.stderr.contains("london is a new region: --timezone is required"), "\(noZone.stderr)")
        #expect(!FileManager.default.fileExists(atPath: database))
    }
}
