import Foundation
import Testing
import TestSupport

/// What a new user found on their first day with the CLI (issue 11), each through the real binary.
@Suite("CLI fixes found by a new user", .serialized)
struct NewUserCLITests {
    /// Monaco imported once into a fresh database.
    static let monaco: Result<String, any Error> = Result {
        let folder = try CLIRunner.temporaryFolder()
        let database = folder.appendingPathComponent("monaco.sqlite").path
        let outcome = try CLIRunner.run(["import", Fixtures.osm("monaco-2022.osm.pbf").path, "--region", "monaco", "--timezone", "Europe/Monaco",
                                         "--country", "MC", "--database", database])
        guard outcome.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.stderr]) }
        return database
    }

    @Test("negative coordinates are values, not options; far from any data, it says no toilets are known near here")
    func negativeCoordinates() throws {
        let database = try Self.monaco.get()
        let outcome = try CLIRunner.run(["nearest", "--lat", "51.5074", "--lon", "-0.12", "--database", database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("no toilets known near here") && !outcome.stdout.contains("walking graph"), "\(outcome.stdout)")
        let south = try CLIRunner.run(["nearest", "--lat", "-33.86", "--lon", "151.2", "--database", database])
        #expect(south.status == 0, "\(south.stderr)")
    }

    @Test("nearest ranks by walking time with the state on arrival, as an aligned table")
    func nearestTable() throws {
        let database = try Self.monaco.get()
        let outcome = try CLIRunner.run(["nearest", "--lat", "43.7384", "--lon", "7.4246", "--limit", "3", "--at", "2024-06-03T10:00:00Z",
                                         "--database", database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Ranked by walking time; open when you arrive first, unknown hours after.")
        let table = Array(lines.dropFirst())
        #expect(table.count == 4, "\(outcome.stdout)")
        let header = try #require(table.first)
        // Every column starts where its heading does.
        for heading in ["walk", "distance", "on arrival", "id", "toilet"] {
            let column = try #require(header.range(of: heading)).lowerBound.utf16Offset(in: header)
            for row in table.dropFirst() {
                let index = row.index(row.startIndex, offsetBy: column)
                #expect(row[row.index(before: index)] == " " && row[index] != " ", "\(heading) in \(row)")
            }
        }
        #expect(table.dropFirst().allSatisfy { $0.contains(" min ") || $0.contains(" s ") })
        #expect(table.dropFirst().allSatisfy { $0.contains("hours unknown") })  // Monaco's toilets have no hours
    }

    @Test("a busy port is a one-line error naming --port")
    func busyPort() throws {
        let database = try Self.monaco.get()
        let first = try ServerProcess(database: database)
        defer { first.stop() }
        let outcome = try CLIRunner.run(["serve", "--database", database, "--port", String(first.port), "--log-level", "error"])
        #expect(outcome.status != 0)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1 && outcome.stderr.contains("--port") && outcome.stderr.contains(String(first.port)), "\(outcome.stderr)")
    }

    @Test("Ctrl-C during startup stops the server, also when started from a script that ignores SIGINT")
    func interruptDuringStartup() throws {
        let database = try Self.monaco.get()
        let process = Process()
        // A shell without job control hands a background command SIGINT ignored; `exec` keeps that.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' INT; exec \"$0\" \"$@\"", CLIRunner.binary.path,
                             "serve", "--database", database, "--port", String(try ServerProcess.freePort()), "--log-level", "error"]
        process.currentDirectoryURL = Fixtures.repositoryRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Once `serve` runs (SIGINT no longer ignored, as inherited), Ctrl-C must end it: during
        // the start-up that follows, or, if that is already over, by the graceful shutdown.
        // Wait for the binary itself: a SIGINT sent while the shell has not yet run its `trap`
        // (and still holds the signal blocked from the spawn) is discarded by that `trap`.
        let started = Date()
        while process.isRunning, Date().timeIntervalSince(started) < 10,
              Self.command(process.processIdentifier) != "toiletnow" || Self.ignoresSIGINT(process.processIdentifier) {
            Thread.sleep(forTimeInterval: 0.005)
        }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning)
        if process.isRunning { process.terminate() }
    }

    /// The process's command name (`/proc/PID/comm`).
    static func command(_ pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the process ignores SIGINT now (Linux: bit 2 of `SigIgn` in `/proc/PID/status`).
    static func ignoresSIGINT(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
              let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
        return mask & 0b10 != 0
    }

    @Test("hours refuses a country it has no holidays for, listing the known codes as import does", arguments: ["Germany", "XX"])
    func hoursCountry(value: String) throws {
        for arguments in [["hours", "Mo-Fr 08:00-18:00; PH off", "--at", "2024-05-01T10:00", "--tz", "Europe/Berlin", "--country", value],
                          ["import", Fixtures.osm("monaco-2022.osm.pbf").path, "--region", "m", "--timezone", "Europe/Monaco", "--country", value,
                           "--database", try CLIRunner.temporaryFolder().appendingPathComponent("x.sqlite").path]] {
            let outcome = try CLIRunner.run(arguments)
            #expect(outcome.status != 0)
            #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains("--country"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("known: ") && outcome.stderr.contains("DE") && outcome.stderr.contains("MC"), "\(outcome.stderr)")
        }
    }

    @Test("hours takes negative sun-time coordinates and a lower-case known country")
    func hoursNegative() throws {
        let outcome = try CLIRunner.run(["hours", "sunrise-sunset", "--at", "2024-05-01T12:00", "--tz", "Europe/London", "--country", "gb",
                                         "--lat", "51.5", "--lon", "-0.12"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("state:       open"))
    }
}

/// The README as a new user reads it.
@Suite("README")
struct ReadmeTests {
    static let text = (try? String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test("every OSM import example names a country with --country (a source file merged into a region keeps the region's)")
    func importExamples() {
        let imports = Self.text.split(separator: "\n").filter { $0.contains("toiletnow import Data/osm/") }
        #expect(!imports.isEmpty)
        #expect(imports.allSatisfy { $0.contains("--country ") }, "\(imports)")
        #expect(Self.text.contains("malta-2018.osm.pbf --region malta --timezone Europe/Malta --country MT"))
    }

    @Test("no path points outside the repository")
    func noOutsidePaths() {
        for outside in ["../", "shared/", "/work/", "/home/"] {
            #expect(!Self.text.contains(outside), "README mentions \(outside)")
        }
        // Every repository path in backquotes exists.
        let paths = Self.text.matches(of: /`((?:Data|Sources|Tests|Web|Benchmarks|scripts)\/[^`* ]+)`/).map { String($0.1) }
        #expect(paths.count > 3)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Fixtures.repositoryRoot.appendingPathComponent(path).path), "\(path)")
        }
    }
}
