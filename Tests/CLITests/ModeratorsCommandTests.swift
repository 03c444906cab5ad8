import Foundation
import Geo
import Model
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

/// `toiletnow moderation queue|approve|reject|ban` through the real binary.
@Suite("toiletnow moderation")
struct ModerationCommandTests {
    @Test("the queue lists pending contributions; approve and reject decide them, once; ban rejects a device's pending ones")
    func queue() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("db.sqlite").path
        let store = try SQLiteToiletRepository(path: database).contributions
        #expect(try CLIRunner.run(["moderators", "add", "Mo", "--database", database]).status == 0)
        let device = try await store.registerDevice(tokenHash: "d", role: .device, name: nil, at: Fixtures.monday)
        var ids: [Int64] = []
        for text in ["Clean", "No soap", "Broken lock"] {
            ids.append(try await store.submit(.comment(text), by: device, toilet: 1, position: nil, at: Fixtures.monday, policy: .standard).contribution.id)
        }
        let queue = try CLIRunner.run(["moderation", "queue", "--database", database])
        #expect(queue.status == 0 && queue.stdout.split(separator: "\n").count == 3 && queue.stdout.contains("#\(ids[0]) comment pending"), "\(queue.stdout)")

        let approved = try CLIRunner.run(["moderation", "approve", String(ids[0]), "--as", "Mo", "--database", database])
        #expect(approved.status == 0 && approved.stdout.contains("approved"), "\(approved.stdout)\(approved.stderr)")
        let twice = try CLIRunner.run(["moderation", "approve", String(ids[0]), "--as", "Mo", "--database", database])
        #expect(twice.status != 0 && twice.stderr.contains("already approved"), "\(twice.stderr)")
        let stranger = try CLIRunner.run(["moderation", "approve", String(ids[1]), "--as", "Nobody", "--database", database])
        #expect(stranger.status != 0 && stranger.stderr.contains("--as"), "\(stranger.stderr)")
        let reasonless = try CLIRunner.run(["moderation", "reject", String(ids[1]), "--reason", " ", "--as", "Mo", "--database", database])
        #expect(reasonless.status != 0 && reasonless.stderr.contains("reason"), "\(reasonless.stderr)")
        let rejected = try CLIRunner.run(["moderation", "reject", String(ids[1]), "--reason", "Not about the toilet", "--as", "Mo", "--database", database])
        #expect(rejected.status == 0 && rejected.stdout.contains("rejected (Not about the toilet)"), "\(rejected.stdout)")
        let banned = try CLIRunner.run(["moderation", "ban", String(device.id), "--database", database])
        #expect(banned.status == 0 && banned.stdout.contains("1 pending contribution rejected"), "\(banned.stdout)")
        #expect(try CLIRunner.run(["moderation", "queue", "--database", database]).stdout.contains("the queue is empty"))
    }

    @Test("revert undoes an approved new toilet once, and refuses what is not a community revision")
    func revert() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("db.sqlite").path
        let repository = try SQLiteToiletRepository(path: database), store = repository.contributions
        #expect(try CLIRunner.run(["moderators", "add", "Mo", "--database", database]).status == 0)
        let device = try await store.registerDevice(tokenHash: "d", role: .device, name: nil, at: Fixtures.monday)
        let added = try await store.submit(.add(fields: ["name": "Kiosk WC"]), by: device, toilet: nil,
                                           position: Coordinate(latitude: 43.73, longitude: 7.43), at: Fixtures.monday, policy: .standard)
        let approved = try await store.moderate(added.contribution.id, .approve(moderator: "Mo"), at: Fixtures.monday, policy: .standard)
        let toilet = try #require(approved.toiletID)
        let revision = try #require(try await repository.history(of: Toilet.ID(toilet)).first).id
        let reverted = try CLIRunner.run(["moderation", "revert", String(revision), "--reason", "A shower", "--as", "Mo", "--database", database])
        #expect(reverted.status == 0 && reverted.stdout.contains("removed"), "\(reverted.stdout)\(reverted.stderr)")
        #expect(try await repository.toilet(id: Toilet.ID(toilet)) == nil)
        let again = try CLIRunner.run(["moderation", "revert", String(revision), "--reason", "A shower", "--as", "Mo", "--database", database])
        #expect(again.status != 0 && again.stderr.contains("revision"), "\(again.stderr)")
        let missing = try CLIRunner.run(["moderation", "revert", "999", "--reason", "x", "--as", "Mo", "--database", database])
        #expect(missing.status != 0 && missing.stderr.contains("no revision has id 999"), "\(missing.stderr)")
    }
}
