import Foundation
import Store
import StoreSQLite
import Testing
import TestSupport

/// `toiletnow moderators add NAME` and `list`, through the real binary: the token is printed
/// once and only its hash is stored.
@Suite("toiletnow moderators")
struct ModeratorsCommandTests {
    @Test("add prints a token once, stores only its hash, and list names the moderator without it")
    func addAndList() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("db.sqlite").path
        _ = try SQLiteToiletRepository(path: database)
        let added = try CLIRunner.run(["moderators", "add", "Mia K.", "--database", database])
        #expect(added.status == 0, "\(added.stderr)")
        let token = try #require(added.stdout.split(separator: "\n").last.map(String.init))
        #expect(DeviceToken.isWellFormed(token), "\(added.stdout)")
        let stored = try await SQLiteToiletRepository(path: database).contributions.device(tokenHash: DeviceToken.hash(token))
        #expect(stored?.role == .moderator && stored?.name == "Mia K.")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: database)) + ((try? Data(contentsOf: URL(fileURLWithPath: database + "-wal"))) ?? Data())
        #expect(bytes.range(of: Data(token.utf8)) == nil, "the token itself must not be stored")

        let listed = try CLIRunner.run(["moderators", "list", "--database", database])
        #expect(listed.status == 0 && listed.stdout.contains("Mia K.") && !listed.stdout.contains(token), "\(listed.stdout)")
        let again = try CLIRunner.run(["moderators", "add", "Mia K.", "--database", database])
        #expect(again.status != 0 && again.stderr.contains("NAME") && again.stderr.contains("exists"), "\(again.stderr)")
    }

    @Test("bad input is a one-line error naming what was wrong", arguments: [
        (["moderators", "add", "", "--database"], "NAME"), (["moderators", "add", "<script>", "--database"], "NAME"),
        (["moderators", "add", String(repeating: "x", count: 41), "--database"], "NAME"),
    ])
    func errors(arguments: [String], mentions: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("db.sqlite").path
        _ = try SQLiteToiletRepository(path: database)
        let outcome = try CLIRunner.run(arguments + [database])
        #expect(outcome.status != 0 && outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains(mentions), "\(outcome.stderr)")
        let missing = try CLIRunner.run(["moderators", "list", "--database", folder.appendingPathComponent("none.sqlite").path])
        #expect(missing.status != 0 && missing.stderr.contains("--database"), "\(missing.stderr)")
    }
}
