import Foundation
import Geo
import Routing
import Store
import StoreSQLite
import Testing
import TestSupport
@testable import toiletnow

/// `kill -9` at every named point of an import (issue 8, finding 5): afterwards the database
/// and the walking graph agree, and hold either the old content or the complete new one.
@Suite("toiletnow import survives kill -9", .serialized)
struct ImportCrashTests {
    static let newDatabaseOnly: Set = ["before-checkpoint", "before-rename", "after-rename"]
    static let monaco = Fixtures.osm("monaco-2022.osm.pbf").path
    static let berlin = Fixtures.osm("berlin-tiergarten-2017.osm.gz").path

    static func importArguments(_ file: String, database: String) -> [String] {
        ["import", file, "--region", "monaco", "--timezone", "Europe/Monaco", "--database", database, "--allow-older", "--allow-empty"]
    }

    @Test("the points are the ones the importer has, more than 20 of them")
    func points() {
        #expect(CrashPoints.all.count >= 20 && Set(CrashPoints.all).count == CrashPoints.all.count)
        #expect(Self.newDatabaseOnly.isSubset(of: CrashPoints.all))
    }

    @Test("a second import killed at any point leaves the old content or the complete new one, with its graph")
    func existingDatabase() async throws {
        let root = try CLIRunner.temporaryFolder()
        let base = root.appendingPathComponent("base")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let first = try CLIRunner.run(Self.importArguments(Self.monaco, database: base.appendingPathComponent("db.sqlite").path))
        try #require(first.status == 0, "\(first.stderr)")
        let before = try await DatabaseState.read(base.appendingPathComponent("db.sqlite").path)
        let clean = try Self.copy(base, to: root.appendingPathComponent("clean"))
        let second = try CLIRunner.run(Self.importArguments(Self.berlin, database: clean))
        try #require(second.status == 0, "\(second.stderr)")
        let after = try await DatabaseState.read(clean)
        try #require(before != nil && after != nil && before != after)
        try await DatabaseState.checkGraphs(clean)
        for point in CrashPoints.all where !Self.newDatabaseOnly.contains(point) {
            let database = try Self.copy(base, to: root.appendingPathComponent(point))
            let outcome = try CLIRunner.run(Self.importArguments(Self.berlin, database: database), environment: ["TOILETNOW_TEST_CRASH_AT": point])
            #expect(outcome.signal == SIGKILL, "\(point): \(outcome.status) \(outcome.stderr)")
            let state = try await DatabaseState.read(database)
            #expect(state == before || state == after, "\(point): neither the old nor the new content")
            if point == "transaction-before-commit" { #expect(state == before) }
            if point == "after-commit" { #expect(state == after) }
            try await DatabaseState.checkGraphs(database, point: point)
        }
        // The next import after a crash removes the orphan the crash left, and succeeds.
        let crashed = root.appendingPathComponent("after-graph-fsync/db.sqlite").path
        #expect(try CLIRunner.run(Self.importArguments(Self.berlin, database: crashed)).status == 0)
        #expect(try await DatabaseState.read(crashed) == after)
        #expect(try DatabaseState.graphFileNames(crashed).count == 1)
    }

    @Test("a first import killed at any point leaves no database, or the complete one with its graph")
    func newDatabase() async throws {
        let root = try CLIRunner.temporaryFolder()
        let clean = root.appendingPathComponent("clean/db.sqlite").path
        let outcome = try CLIRunner.run(Self.importArguments(Self.monaco, database: clean))
        try #require(outcome.status == 0, "\(outcome.stderr)")
        let complete = try await DatabaseState.read(clean)
        for point in CrashPoints.all {
            let database = root.appendingPathComponent("\(point)/db.sqlite").path
            let outcome = try CLIRunner.run(Self.importArguments(Self.monaco, database: database), environment: ["TOILETNOW_TEST_CRASH_AT": point])
            #expect(outcome.signal == SIGKILL, "\(point): \(outcome.status) \(outcome.stderr)")
            let state = try await DatabaseState.read(database)
            #expect(state == nil || state == complete, "\(point): a database that is not the complete import")
            if point == "before-rename" { #expect(state == nil) }
            if point == "after-rename" { #expect(state == complete) }
            if state != nil { try await DatabaseState.checkGraphs(database, point: point) }
        }
    }

    static func copy(_ folder: URL, to destination: URL) throws -> String {
        try FileManager.default.copyItem(at: folder, to: destination)
        return destination.appendingPathComponent("db.sqlite").path
    }
}

/// What a test compares between databases: everything but the clock times and random file names.
enum DatabaseState {
    static func read(_ database: String) async throws -> String? {
        guard FileManager.default.fileExists(atPath: database) else { return nil }
        let repository = try SQLiteToiletRepository(path: database)
        var lines: [String] = []
        for region in try await repository.regions() {
            lines.append("region \(region.name) \(region.timeZoneIdentifier) \(region.sourceName) \(region.dataTimestamp?.timeIntervalSince1970 ?? 0) \(region.toiletCount)")
            if let box = region.boundingBox {
                let features = try await repository.mapFeatures(in: box, limit: 1_000_000)
                lines.append("shapes \(features.count) points \(features.reduce(0) { $0 + $1.points.count })")
            }
        }
        for toilet in try await repository.allToilets() {
            lines.append("toilet \(toilet.id) \(toilet.revision) \(toilet.sourceKey) \(toilet.coordinate)")
            lines += try await repository.history(of: toilet.id).map { "  revision \($0.id) \($0.change)" }
        }
        for (region, file) in try await repository.graphFiles().sorted(by: { $0.key < $1.key }) {
            lines.append("graph \(region) \(file.byteCount) \(file.checksum)")
        }
        return lines.joined(separator: "\n")
    }

    /// Every graph file the database names exists, matches its record and decodes, and the
    /// server's loader finds a network for every region that has one.
    static func checkGraphs(_ database: String, point: String = "") async throws {
        let files = try await SQLiteToiletRepository(path: database).graphFiles()
        #expect(!files.isEmpty, "\(point): no graph recorded")
        for (region, file) in files {
            do {
                _ = try WalkingNetwork(bytes: try GraphFiles.verifiedBytes(database: database, file: file))
            } catch {
                Issue.record("\(point): graph of \(region): \(error)")
            }
        }
        let networks = GraphFiles.loadNetworks(database: database, files: files) { Issue.record("\(point): \($0)") }
        #expect(Set(networks.keys) == Set(files.keys))
    }

    static func graphFileNames(_ database: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: GraphFiles.folder(database: database).path).filter { $0.hasSuffix(".walkgraph") }
    }
}
