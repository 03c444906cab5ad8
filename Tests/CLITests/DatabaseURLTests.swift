import Foundation
import Testing
import TestSupport

/// `--database` is one option read the same way by every command: a file path, `sqlite:PATH`, or a
/// `postgres://` URL; any other scheme, or a PostgreSQL URL missing a part, is refused with the
/// part named, and nothing is created (before issue 14 a URL became a folder named `postgres:`).
@Suite("--database URLs")
struct DatabaseURLTests {
    /// Every command with `--database`, as the shortest call that reaches the option.
    static let commands: [[String]] = [
        ["import", "Data/osm/monaco-2022.osm.pbf", "--region", "m", "--timezone", "Europe/Monaco"],
        ["import", "x.csv", "--format", "safe2pee", "--region", "m", "--timezone", "Europe/Monaco"],
        ["serve", "--port", "18999"],
        ["moderators", "list"],
        ["moderators", "add", "Mia"],
        ["moderation", "queue"],
        ["nearest", "--lat", "43.73", "--lon", "7.42"],
        ["sync", "refuge", "--base-url", "http://127.0.0.1:1", "--region", "m"],
        ["bench", "merge", "--region", "m"],
    ]

    /// Values and the words the error must contain; none may leave a file or folder behind.
    static let refused: [(value: String, says: String)] = [
        ("mysql://u:p@localhost/db", "unknown scheme \"mysql:\""),
        ("redis:cache", "unknown scheme \"redis:\""),
        ("postgres:toilets", "has no user"),
        ("postgres://localhost/toilets", "has no user"),
        ("postgres://u@localhost:99999/toilets", "port 99999 is not a number from 1 to 65535"),
        ("postgres://u@localhost:x/toilets", "is not a URL"),
        ("postgres://u@localhost/a/b", "contains a \"/\""),
        ("postgresql://u@localhost/toilets?application_name=x", "query item \"application_name\""),
        ("postgres://u@localhost/toilets?sslmode=require", "sslmode=require"),
        ("", "--database is empty"),
    ]

    @Test("an unknown scheme or an incomplete PostgreSQL URL is an error naming the part, for every command", arguments: commands)
    func refusedEverywhere(_ command: [String]) throws {
        for (value, says) in Self.refused {
            let outcome = try CLIRunner.run(command + ["--database", value])
            #expect(outcome.status != 0, "\(command) \(value)")
            #expect(outcome.stderr.contains("error: --database") && outcome.stderr.contains(says), "\(command) \(value): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "one line: \(outcome.stderr)")
            if let scheme = value.split(separator: ":").first, !value.isEmpty {
                let stray = Fixtures.repositoryRoot.appendingPathComponent(String(scheme) + ":").path
                #expect(!FileManager.default.fileExists(atPath: stray), "\(stray) was created")
            }
        }
    }

    @Test("a password in a refused URL is never printed")
    func passwordRedacted() throws {
        let outcome = try CLIRunner.run(["moderators", "list", "--database", "postgres://u:s3cret-word@localhost:0/db"])
        #expect(outcome.status != 0)
        #expect(!outcome.stderr.contains("s3cret-word") && outcome.stderr.contains("u:***@localhost"), "\(outcome.stderr)")
    }

    @Test("a PostgreSQL server that is not there is an error at once, in one line")
    func unreachable() throws {
        let started = Date()
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        let outcome = try CLIRunner.run(["moderators", "list", "--database", "postgres://u:pw@127.0.0.1:1/db"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("cannot connect to PostgreSQL u@127.0.0.1:1/db"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "one line: \(outcome.stderr)")
        #expect(Date().timeIntervalSince(started) < 8, "it waits for no pool to give up")
    }

    @Test("sqlite:PATH and file:PATH name the same file as PATH")
    func sqliteScheme() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("db.sqlite").path
        for value in ["sqlite:" + path, "file://" + path, path] {
            let added = try CLIRunner.run(["moderators", "add", "Mia", "--database", value])
            // `moderators` needs an existing database: the first call creates none, and all three
            // calls give the same message naming the same path.
            #expect(added.status != 0 && added.stderr.contains("no database at \(path)"), "\(value): \(added.stderr)")
        }
    }
}
