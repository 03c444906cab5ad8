import Foundation
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// Runs the built `toiletnow` binary and reads a database back, for CLI tests.
enum CLIRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The signal that ended the process (9 for `kill -9`), or nil when it exited.
        var signal: Int32? = nil
    }

    /// The binary SwiftPM built beside this test bundle.
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["TOILETNOW_BIN"] { return URL(fileURLWithPath: override) }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("toiletnow")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.repositoryRoot.appendingPathComponent(".build/debug/toiletnow")
    }

    /// Imports the Monaco fixture as region `monaco` into `database` (a path or a `postgres://` URL).
    static func importMonaco(into database: String) throws {
        let imported = try run(["import", Fixtures.osm("monaco-2022.osm.pbf").path, "--region", "monaco",
                                "--timezone", "Europe/Monaco", "--database", database])
        try #require(imported.status == 0, "\(imported.stderr)")
    }

    /// Monaco imported into `file` of a fresh folder: the folder (the caller removes it) and the database path.
    static func monaco(file: String = "db.sqlite") throws -> (folder: URL, database: String) {
        let folder = try temporaryFolder()
        let database = folder.appendingPathComponent(file).path
        try importMonaco(into: database)
        return (folder, database)
    }

    static func run(_ arguments: [String], stdin: URL? = nil, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let stdin { process.standardInput = try FileHandle(forReadingFrom: stdin) }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr, as: UTF8.self),
                       signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }

    /// A fresh folder for one test's files.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tn-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Everything a database holds, as text: regions, current toilets, every revision.
    static func dump(_ path: String) async throws -> String {
        let repository = try SQLiteToiletRepository(path: path)
        var lines = try await repository.regions().map { "region \($0.name) \($0.timeZoneIdentifier) \($0.importedAt.timeIntervalSince1970) \($0.toiletCount)" }
        var page = 1
        while true {
            let result = try await repository.list(needs: [], since: nil, page: PageRequest(page: page, perPage: 100))
            for toilet in result.items {
                lines.append("toilet \(toilet.id) \(toilet.revision) \(toilet.sourceKey) \(toilet.coordinate) \(toilet.attributes.knownAttributeNames)")
                for revision in try await repository.history(of: toilet.id) {
                    lines.append("  revision \(revision.id) \(revision.change) \(revision.createdAt.timeIntervalSince1970)")
                }
            }
            if page >= result.totalPages { break }
            page += 1
        }
        return lines.joined(separator: "\n")
    }
}
