import ArgumentParser
import Finder
import Foundation
import Geo
import Localization
import Model
import Server
import StoreSQLite

/// `toiletnow bench answer --database DB`: times whole `/api/nearest` answers in process (the
/// finder and the JSON with every sentence), in each language and order, so the cost of
/// localizing and of the best pick shows against nearest-first in the same run.
struct BenchAnswer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "answer",
        abstract: "Time in-process /api/nearest answers (ranking and JSON) per language and order over a database.",
        discussion: """
            Loads the database as `serve` does. Starts: --queries seeded positions within about 300 m of a seeded toilet. \
            Each start is answered once per language and order (--ranks), each going first in turn, after one untimed \
            warm-up round; --rated seeds community signals for a share of the toilets. Prints p50/p99 in µs and the mean \
            bytes per language and order. Use a release build.
            """)

    @Option(help: "The SQLite database written by `toiletnow import`.")
    var database: String

    @Option(help: "Number of timed starts (each answered in every language).")
    var queries = 2000

    @Option(help: "Languages, comma-separated (en, es, fr, de).")
    var languages = "en,es,fr,de"

    @Option(help: "Toilets per answer.")
    var limit = 3

    @Option(help: "Orders, comma-separated (walk, best, rating, cleanliness): each start is answered in each.")
    var ranks = "walk"

    @Option(help: "The share of toilets given seeded community signals (ratings, reliability, a recent confirmation), 0…1.")
    var rated = 0.0

    @Option(help: "Seed of the starts.")
    var seed: UInt64 = 1

    func run() async throws {
        let database = try DatabaseLocation.sqliteFile(self.database, command: "bench answer")
        guard FileManager.default.fileExists(atPath: database) else { throw fail("bench answer", "--database: no database at \(database)") }
        let chosen = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let asked = chosen.compactMap { Language(rawValue: $0) }
        guard !asked.isEmpty, asked.count == chosen.count else {
            throw fail("bench answer", "--languages: expected codes among \(Language.codes.joined(separator: ", ")); got \"\(languages)\"")
        }
        guard queries > 0, (1...20).contains(limit) else { throw fail("bench answer", "--queries must be positive and --limit 1…20") }
        let orders: [(String, FinderOrder)] = try ranks.split(separator: ",").map { word in
            switch word {
            case "walk": ("walk", .walk)
            case "best": ("best", .best(.standard))
            case "rating": ("rating", .rating)
            case "cleanliness": ("cleanliness", .cleanliness)
            default: throw fail("bench answer", "--ranks: expected walk, best, rating or cleanliness; got \"\(word)\"")
            }
        }
        guard !orders.isEmpty, (0...1).contains(rated) else { throw fail("bench answer", "--ranks must name one order and --rated be 0…1") }
        let repository = try SQLiteToiletRepository(path: database)
        let snapshot = try await ServingLoader(repository: repository, database: database) { say("note: \($0)") }.load()
        let toilets = try await repository.allToilets()
        let coordinates = toilets.map(\.coordinate)
        guard !coordinates.isEmpty else { throw fail("bench answer", "--database: no toilets") }
        var generator = BenchRandom(seed: seed)
        let now = Date(timeIntervalSince1970: 1_717_408_800)
        // Where people ask: within about 300 m of a toilet, so most answers walk a graph.
        let starts = (0..<queries).map { _ in
            let toilet = coordinates[Int.random(in: 0..<coordinates.count, using: &generator)]
            return Coordinate(latitude: toilet.latitude + .random(in: -0.0027...0.0027, using: &generator),
                              longitude: toilet.longitude + .random(in: -0.0027...0.0027, using: &generator))
        }
        let community = Self.seededSignals(toilets.map(\.id), share: rated, now: now, generator: &generator)
        // Every language in every order, each going first in turn: the first answer at a start pays for warming the finder's caches.
        let variants = asked.flatMap { language in orders.map { (label: "\(language.rawValue) \($0.0)", language: language, order: $0.1) } }
        var micros = Dictionary(uniqueKeysWithValues: variants.map { ($0.label, [Double]()) })
        var bytes = Dictionary(uniqueKeysWithValues: variants.map { ($0.label, 0) })
        let clock = ContinuousClock()
        for (round, start) in ([starts[0]] + starts).enumerated() {
            for variant in variants[(round % variants.count)...] + variants[..<(round % variants.count)] {
                let query = FinderQuery(origin: start, now: now, limit: limit, community: community, language: variant.language, order: variant.order)
                var answer: [UInt8] = []
                let took = clock.measure { answer = snapshot.nearestAnswer(query) }
                guard round > 0 else { continue }
                micros[variant.label, default: []].append(Double(took.components.attoseconds) / 1e12 + Double(took.components.seconds) * 1e6)
                bytes[variant.label, default: 0] += answer.count
            }
        }
        say("\(coordinates.count) toilets (\(community.evidence.count) with community signals), \(queries) starts, nearest-\(limit), variants taking turns")
        for variant in variants {
            let sorted = (micros[variant.label] ?? []).sorted()
            guard !sorted.isEmpty else { continue }
            say("  \(variant.label): " + String(format: "p50 %.1f µs, p99 %.1f µs, mean %d bytes", sorted[sorted.count / 2],
                                                sorted[min(sorted.count - 1, sorted.count * 99 / 100)], (bytes[variant.label] ?? 0) / sorted.count))
        }
    }

    /// Ratings, a reliability score and a recent confirmation for `share` of `ids`, seeded.
    static func seededSignals(_ ids: [Toilet.ID], share: Double, now: Date, generator: inout BenchRandom) -> CommunitySignals {
        var ratings: [Toilet.ID: BestPickFacts.Cleanliness] = [:], reliability: [Toilet.ID: Double] = [:], confirmed: [Toilet.ID: Date] = [:]
        for id in ids where Double.random(in: 0..<1, using: &generator) < share {
            ratings[id] = BestPickFacts.Cleanliness(mean: .random(in: 1...5, using: &generator), count: .random(in: 1...20, using: &generator),
                                                    latest: now.addingTimeInterval(-.random(in: 0...(400 * 86_400), using: &generator)))
            reliability[id] = .random(in: 0.2...0.95, using: &generator)
            confirmed[id] = now.addingTimeInterval(-.random(in: 0...(30 * 86_400), using: &generator))
        }
        return CommunitySignals(confirmedOpen: confirmed, ratings: ratings, reliability: reliability)
    }
}
