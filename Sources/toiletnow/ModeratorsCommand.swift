import ArgumentParser
import Foundation
import Store

/// `toiletnow moderators add NAME` and `toiletnow moderators list`: moderator tokens are made
/// here, on the server's machine, and never over the API.
struct ModeratorsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moderators",
        abstract: "Add or list the moderators of a database.",
        subcommands: [Add.self, List.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a moderator and print their token once (the database keeps only its hash).")

        @Argument(help: "The moderator's name, as moderation records show it: 1 to 40 letters, digits, spaces, '-', '_' or '.'.")
        var name: String
        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

        func run() async throws {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard (1...40).contains(trimmed.count),
                  trimmed.allSatisfy({ $0.isLetter || $0.isNumber || " -_.".contains($0) }) else {
                throw fail("moderators add", "NAME: expected 1 to 40 letters, digits, spaces, '-', '_' or '.'; got \"\(name.prefix(60))\"")
            }
            let store = try await ModeratorsCommand.open(database, command: "moderators add")
            if try await store.devices(role: .moderator).contains(where: { $0.name == trimmed }) {
                throw fail("moderators add", "NAME: a moderator named \"\(trimmed)\" exists already")
            }
            let token = DeviceToken.issue()
            _ = try await store.registerDevice(tokenHash: DeviceToken.hash(token), role: .moderator, name: trimmed, at: Date())
            say("Moderator \(trimmed) added. Their token, shown once:")
            say(token)
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the moderators (names and dates, never tokens).")

        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

        func run() async throws {
            let moderators = try await ModeratorsCommand.open(database, command: "moderators list").devices(role: .moderator)
            if moderators.isEmpty { say("no moderators; add one with `toiletnow moderators add NAME`") }
            for moderator in moderators {
                let banned = moderator.bannedAt.map { ", banned \($0.formatted(.iso8601))" } ?? ""
                say("\(moderator.name ?? "?")  added \(moderator.createdAt.formatted(.iso8601))\(banned)")
            }
        }
    }

    static func open(_ value: String, command: String) async throws -> any ContributionRepository {
        try await OpenedStore.open(try DatabaseLocation.parse(value, command: command), command: command).contributions
    }
}
