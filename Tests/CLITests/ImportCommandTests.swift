import Foundation
import Testing
import TestSupport

/// `toiletnow import`, end to end through the real binary.
@Suite("toiletnow import", .serialized)
struct ImportCommandTests {
    func importArguments(_ file: String, database: String, region: String = "monaco", timeZone: String = "Europe/Monaco") -> [String] {
        ["import", file, "--region", region, "--timezone", timeZone, "--database", database]
    }

    @Test("importing the same file twice changes nothing the second time")
    func twice() async throws {
        let database = try CLIRunner.temporaryFolder().appendingPathComponent("db.sqlite").path
        let monaco = Fixtures.osm("monaco-2022.osm.pbf").path
        let first = try CLIRunner.run(importArguments(monaco, database: database))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("toilets: 30 (dedicated 30, in venues 0)"))
        #expect(first.stdout.contains("changes: 30 added, 0 updated, 0 removed, 0 unchanged"))
        #expect(first.stdout.contains("wheelchair 6") && first.stdout.contains("fee 11"))
        let before = try await CLIRunner.dump(database)
        let second = try CLIRunner.run(importArguments(monaco, database: database))
        #expect(second.status == 0)
        #expect(second.stdout.contains("changes: none (30 unchanged)"))
        let after = try await CLIRunner.dump(database)
        // Only the region's "imported at" moves; every toilet and revision is the same.
        #expect(after.split(separator: "\n").dropFirst() == before.split(separator: "\n").dropFirst())
    }

    @Test("a newer file updates, adds and removes, says what changed, and an older one is refused")
    func newerFile() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let database = folder.appendingPathComponent("db.sqlite").path
        let v1 = folder.appendingPathComponent("v1.osm"), v2 = folder.appendingPathComponent("v2.osm")
        try OSMXMLFixture.write([(1, "yes", 1), (2, "no", 1), (3, "yes", 1)], timestamp: "2024-01-01T00:00:00Z", to: v1)
        try OSMXMLFixture.write([(1, "yes", 1), (2, "yes", 2), (4, "no", 1)], timestamp: "2024-06-01T00:00:00Z", to: v2)
        #expect(try CLIRunner.run(importArguments(v1.path, database: database, region: "tiny")).status == 0)
        let update = try CLIRunner.run(importArguments(v2.path, database: database, region: "tiny"))
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdout.contains("changes: 1 added, 1 updated, 1 removed, 1 unchanged"))
        #expect(update.stdout.contains("added: osm:node/4") && update.stdout.contains("updated: osm:node/2") && update.stdout.contains("removed: osm:node/3"))
        let dump = try await CLIRunner.dump(database)
        let older = try CLIRunner.run(importArguments(v1.path, database: database, region: "tiny"))
        #expect(older.status != 0)
        #expect(older.stderr.contains("--allow-older") && older.stderr.split(separator: "\n").count == 1)
        #expect(try await CLIRunner.dump(database) == dump)
        let forced = try CLIRunner.run(importArguments(v1.path, database: database, region: "tiny") + ["--allow-older"])
        #expect(forced.stdout.contains("changes: 1 added, 1 updated, 1 removed, 1 unchanged"))
    }

    @Test("a file with no toilets does not empty a region unless asked")
    func emptyFile() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let database = folder.appendingPathComponent("db.sqlite").path
        let full = folder.appendingPathComponent("full.osm"), empty = folder.appendingPathComponent("empty.osm")
        try OSMXMLFixture.write([(1, "yes", 1)], timestamp: "2024-01-01T00:00:00Z", to: full)
        try OSMXMLFixture.write([], timestamp: "2024-06-01T00:00:00Z", to: empty)
        #expect(try CLIRunner.run(importArguments(full.path, database: database, region: "tiny")).status == 0)
        let refused = try CLIRunner.run(importArguments(empty.path, database: database, region: "tiny"))
        #expect(refused.status != 0 && refused.stderr.contains("--allow-empty"))
        let allowed = try CLIRunner.run(importArguments(empty.path, database: database, region: "tiny") + ["--allow-empty"])
        #expect(allowed.status == 0 && allowed.stdout.contains("1 removed"))
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: @Sendable (_ folder: URL, _ database: String) throws -> [String]
        var mentions: String
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(name: "a truncated PBF", arguments: { folder, db in
            let cut = folder.appendingPathComponent("cut.osm.pbf")
            try Data(try Data(contentsOf: Fixtures.osm("andorra-2025.osm.pbf")).prefix(1_500_000)).write(to: cut)
            return ["import", cut.path, "--region", "monaco", "--timezone", "Europe/Monaco", "--database", db]
        }, mentions: "truncated"),
        BadInput(name: "a file that is not OSM", arguments: { folder, db in
            let text = folder.appendingPathComponent("readme.osm.pbf")
            try Data("# not a map\n".utf8).write(to: text)
            return ["import", text.path, "--region", "monaco", "--timezone", "Europe/Monaco", "--database", db]
        }, mentions: "readme.osm.pbf"),
        BadInput(name: "a missing file", arguments: { folder, db in
            ["import", folder.appendingPathComponent("nowhere.osm.pbf").path, "--region", "monaco", "--timezone", "Europe/Monaco", "--database", db]
        }, mentions: "nowhere.osm.pbf"),
        BadInput(name: "a bad time zone", arguments: { _, db in
            ["import", Fixtures.osm("andorra-2025.osm.pbf").path, "--region", "monaco", "--timezone", "Europe/Atlantis", "--database", db]
        }, mentions: "--timezone"),
        BadInput(name: "a bad region name", arguments: { _, db in
            ["import", Fixtures.osm("andorra-2025.osm.pbf").path, "--region", "../etc", "--timezone", "Europe/Andorra", "--database", db]
        }, mentions: "--region"),
    ]

    @Test("bad input gives a one-line error, a nonzero exit, and leaves the database exactly as it was", arguments: badInputs)
    func badInput(input: BadInput) async throws {
        let folder = try CLIRunner.temporaryFolder()
        let database = folder.appendingPathComponent("db.sqlite").path
        #expect(try CLIRunner.run(importArguments(Fixtures.osm("monaco-2022.osm.pbf").path, database: database)).status == 0)
        let before = try await CLIRunner.dump(database)
        let outcome = try CLIRunner.run(try input.arguments(folder, database))
        #expect(outcome.status != 0)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("toiletnow import: error: ") && outcome.stderr.contains(input.mentions), "\(outcome.stderr)")
        #expect(try await CLIRunner.dump(database) == before)
        // A failed import into a database that does not exist yet does not create it.
        let fresh = folder.appendingPathComponent("fresh.sqlite").path
        var arguments = try input.arguments(folder, fresh)
        arguments[arguments.count - 1] = fresh
        #expect(try CLIRunner.run(arguments).status != 0)
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }
}

/// Writes tiny OSM XML files of toilet nodes: (id, wheelchair value, version).
enum OSMXMLFixture {
    static func write(_ nodes: [(Int, String, Int)], timestamp: String, to url: URL) throws {
        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"ToiletNow tests\">\n"
        for (id, wheelchair, version) in nodes {
            xml += """
                <node id="\(id)" version="\(version)" timestamp="\(timestamp)" lat="35.9\(id)" lon="14.5\(id)">
                  <tag k="amenity" v="toilets"/><tag k="wheelchair" v="\(wheelchair)"/>
                </node>

                """
        }
        xml += "</osm>\n"
        try Data(xml.utf8).write(to: url)
    }
}
