import ArgumentParser
import Community
import Foundation
import Store

/// `toiletnow moderation queue|approve|reject|revert|ban`: the moderator's actions from the server's
/// machine, on the same store and rules as `/api/moderation/*`.
struct ModerationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moderation",
        abstract: "The moderation queue and its actions.",
        subcommands: [Queue.self, Approve.self, Reject.self, Revert.self, Ban.self])

    struct Queue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List pending contributions, oldest first.")
        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath
        @Option(help: "How many to list (1 to 100).") var limit = 20

        func run() async throws {
            guard (1...100).contains(limit) else { throw fail("moderation queue", "--limit must be 1 to 100; got \(limit)") }
            let store = try await ModeratorsCommand.open(database, command: "moderation queue")
            let page = try await store.pending(page: PageRequest(page: 1, perPage: limit))
            if page.items.isEmpty { say("the queue is empty") }
            for stored in page.items { say(ModerationCommand.line(stored)) }
            if page.total > page.items.count { say("… and \(page.total - page.items.count) more") }
        }
    }

    struct Approve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Approve a pending contribution.")
        @Argument(help: "The contribution's id (from `moderation queue`).") var id: Int64
        @Option(name: .customLong("as"), help: "The moderator's name (see `moderators list`).") var moderator: String
        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

        func run() async throws {
            try await ModerationCommand.decide(id, .approve(moderator: moderator), moderator: moderator, database: database, command: "moderation approve")
        }
    }

    struct Reject: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Reject a pending contribution, saying why (the author reads the reason).")
        @Argument(help: "The contribution's id (from `moderation queue`).") var id: Int64
        @Option(help: "Why it is rejected, 1 to 500 characters.") var reason: String
        @Option(name: .customLong("as"), help: "The moderator's name (see `moderators list`).") var moderator: String
        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

        func run() async throws {
            try await ModerationCommand.decide(id, .reject(moderator: moderator, reason: reason), moderator: moderator, database: database,
                                               command: "moderation reject")
        }
    }

    struct Revert: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Revert a community revision (see GET /api/toilets/{id}/history): a new revision puts back what it changed.")
        @Argument(help: "The revision's id.") var revision: Int64
        @Option(help: "Why it is reverted, 1 to 500 characters.") var reason: String
        @Option(name: .customLong("as"), help: "The moderator's name (see `moderators list`).") var moderator: String
        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

        func run() async throws {
            let store = try await ModerationCommand.store(database, moderator: moderator, command: "moderation revert")
            do {
                let made = try await store.revert(revision: revision, moderator: moderator, reason: reason, at: Date())
                say("revision \(revision) reverted by revision \(made.id): toilet \(made.toiletID) \(made.change.rawValue)")
            } catch let error as ContributionStoreError {
                throw fail("moderation revert", error.description)
            }
        }
    }

    struct Ban: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Ban a device: its pending contributions are rejected, its token stops working.")
        @Argument(help: "The device's id (the queue's `device`).") var device: Int64
        @Option(help: "The database: a SQLite file or a postgres:// URL.") var database = DemoData.databasePath

        func run() async throws {
            let store = try await ModeratorsCommand.open(database, command: "moderation ban")
            do {
                let rejected = try await store.ban(device: device, at: Date(), policy: .standard)
                say("device \(device) banned; \(rejected) pending contribution\(rejected == 1 ? "" : "s") rejected")
            } catch let error as ContributionStoreError {
                throw fail("moderation ban", error.description)
            }
        }
    }

    /// The database's contribution store, once `--as` names one of its moderators.
    static func store(_ database: String, moderator: String, command: String) async throws -> any ContributionRepository {
        let store = try await ModeratorsCommand.open(database, command: command)
        guard try await store.devices(role: .moderator).contains(where: { $0.name == moderator }) else {
            throw fail(command, "--as: no moderator is named \"\(moderator.prefix(60))\"; see `toiletnow moderators list`")
        }
        return store
    }

    /// Applies a moderator's decision after checking the name is a moderator's.
    static func decide(_ id: Int64, _ event: ModerationEvent, moderator: String, database: String, command: String) async throws {
        let store = try await store(database, moderator: moderator, command: command)
        do {
            let stored = try await store.moderate(id, event, at: Date(), policy: .standard)
            say(line(stored))
        } catch let error as ContributionStoreError {
            throw fail(command, error.description)
        }
    }

    /// `#12 add pending toilet – 2026-11-24T08:00:00Z {"fields":…}`: one contribution on one line.
    static func line(_ stored: StoredContribution) -> String {
        let body = (try? JSONEncoder().encode(stored.contribution.kind)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let toilet = stored.toiletID.map { "toilet \($0)" } ?? "new toilet"
        let reason: String = if case .rejected(let why) = stored.state { " (\(why))" } else { "" }
        return "#\(stored.contribution.id) \(stored.contribution.kind.tag) \(stored.state.name)\(reason) \(toilet) "
            + "\(stored.contribution.at.formatted(.iso8601)) \(body)"
    }
}
