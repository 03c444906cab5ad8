import Foundation
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// `toiletnow sync refuge` against a second ToiletNow server on loopback, which speaks Refuge v1:
/// the Austin file imported into A comes out of B the same, and a second sync changes nothing.
///
/// The file has 255 records but 245 restrooms: ten records are repeated verbatim with the same
/// id (Austin City Hall, Austin Java, …), and a repeated id is one restroom.
@Suite("toiletnow sync refuge", .serialized)
struct RefugeSyncTests {
    static let austin = Fixtures.repositoryRoot.appendingPathComponent("Data/fixtures/refuge-restrooms-austin-2017.json").path

    /// Every current toilet of `database`, by position and name, with its facts (not its keys or ids).
    static func facts(_ database: String) async throws -> [String: [String]] {
        let repository = try SQLiteToiletRepository(path: database)
        var toilets: [Toilet] = []
        for page in 1...3 { toilets += try await repository.list(needs: [], since: nil, page: PageRequest(page: page, perPage: 100)).items }
        var facts: [String: [String]] = [:]
        for toilet in toilets {
            let key = String(format: "%.7f,%.7f|", toilet.coordinate.latitude, toilet.coordinate.longitude) + toilet.displayName
            var fact = toilet
            fact.id = Toilet.ID(0)
            fact.revision = 0
            fact.sources = []
            fact.createdAt = .distantPast
            fact.updatedAt = .distantPast
            facts[key, default: []].append(String(describing: fact.attributes) + "|\(fact.kind)|\(toilet.timeZoneIdentifier)|\(toilet.countryCode ?? "")")
        }
        return facts.mapValues { $0.sorted() }
    }

    @Test("A's 245 Austin restrooms (255 records) reach B with the same attributes, and a second sync changes nothing")
    func roundTrip() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.sqlite").path, b = folder.appendingPathComponent("b.sqlite").path
        let imported = try CLIRunner.run(["import", Self.austin, "--format", "refuge-json", "--region", "austin", "--timezone", "America/Chicago",
                                          "--country", "US", "--licence", "none stated (test)", "--database", a])
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported 255 records") && imported.stdout.contains("245 records of the region's sources into 245 toilets (0 joined)"), "\(imported.stdout)")
        let server = try ServerProcess(database: a)
        defer { server.stop() }
        let sync = ["sync", "refuge", "--base-url", "http://127.0.0.1:\(server.port)", "--region", "austin", "--timezone", "America/Chicago",
                    "--country", "US", "--licence", "none stated (test)", "--database", b]
        let first = try CLIRunner.run(sync)
        try #require(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("changes: 245 added, 0 updated, 0 removed, 0 unchanged"), "\(first.stdout)")
        let (factsA, factsB) = (try await Self.facts(a), try await Self.facts(b))
        #expect(factsA.values.map(\.count).reduce(0, +) == 245)
        #expect(factsA == factsB)

        let second = try CLIRunner.run(sync)
        #expect(second.status == 0 && second.stdout.contains("changes: 0 added, 0 updated, 0 removed, 245 unchanged"), "\(second.stdout)\(second.stderr)")
        let since = try CLIRunner.run(sync + ["--since", "2016-01-01"])
        #expect(since.status == 0 && since.stdout.contains("changes: 0 added, 0 updated, 0 removed, 245 unchanged"), "\(since.stdout)\(since.stderr)")
    }

    @Test("bad arguments are refused, each naming its option")
    func badArguments() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("b.sqlite").path
        for (arguments, expected) in [
            (["--base-url", "ftp://example.org"], "--base-url: expected an http or https URL"),
            (["--base-url", "http://127.0.0.1:9", "--since", "2016-13-01"], "--since: expected a day as YYYY-MM-DD"),
            (["--base-url", "http://127.0.0.1:9", "--dataset", "Bad Name"], "--dataset: expected 1 to 40 lower-case letters"),
        ] {
            let run = try CLIRunner.run(["sync", "refuge", "--region", "x", "--timezone", "UTC", "--licence", "x", "--database", database] + arguments)
            #expect(run.status != 0 && run.stderr.contains(expected), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: database))
    }
}
