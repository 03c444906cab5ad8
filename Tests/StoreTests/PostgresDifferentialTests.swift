import Community
import Foundation
import Geo
import Model
import Store
import StorePostgres
import StoreSQLite
import Testing
import TestSupport

/// PostgreSQL against SQLite as the reference: the same random imports and community edits
/// applied to both must read back the same everywhere (toilets, reports, history, change feed,
/// nearby, lists, regions, serving state). Search is the exception: PostgreSQL finds exactly the
/// toilets whose words (``SearchDocument/terms(of:)``) start with every query term, as the
/// in-memory store does; SQLite's FTS5 finds a subset of them (it keeps ß where the terms fold
/// it to ss, and its tokenizer stops at a NUL character), and ranks by bm25, not `ts_rank`.
@Suite("PostgreSQL matches SQLite")
struct PostgresDifferentialTests {
    static let center = Coordinate(latitude: 43.7384, longitude: 7.4246)
    static let places = [ToiletPlace(kind: .street, name: "Rue Grimaldi", nearStreet: "Rue Grimaldi"), nil,
                         ToiletPlace(kind: .station, name: "Gare de Monaco", level: "-1", nearStreet: "Boulevard Rainier III")]

    /// A snapshot of a random subset of 40 toilets, with random attributes, moved a little at times.
    static func snapshot(_ random: inout SeededRandom, round: Int) -> RegionSnapshot {
        let drafts = (0..<40).filter { _ in Int.random(in: 0..<5, using: &random) > 0 }.map { node -> ToiletDraft in
            let at = center.offset(meters: Double(node * 37 % 900) + Double(Int.random(in: 0...1, using: &random) * round),
                                   bearingDegrees: Double(node * 53 % 360))
            var draft = Fixtures.draft(node: Int64(node), at: at, version: round, timestamp: Fixtures.monday.addingTimeInterval(Double(round) * 86_400))
            draft.attributes = RandomToilets.attributes(&random)
            draft.place = places.randomElement(using: &random)!
            return draft
        }
        var snapshot = Fixtures.snapshot(drafts)
        snapshot.countryCode = "MC"
        return snapshot
    }

    @Test("random imports and community edits read back the same from both stores", .enabled(if: PostgresTestDatabase.isAvailable),
          arguments: [UInt64(1), 2, 3])
    func sameAsSQLite(seed: UInt64) async throws {
        let sqlite = try SQLiteToiletRepository(), postgres = try await PostgresTestDatabase.makeStore()
        let stores: [any ServingStore] = [sqlite, postgres]
        let logs: [any ContributionRepository] = [sqlite.contributions, postgres.contributions]
        var random = SeededRandom(seed: seed)
        var moderators: [DeviceRecord] = []
        for log in logs { moderators.append(try await log.registerDevice(tokenHash: "mmmm", role: .moderator, name: "mia", at: Fixtures.monday)) }
        for round in 1...4 {
            let snapshot = Self.snapshot(&random, round: round)
            let now = Fixtures.monday.addingTimeInterval(Double(round) * 100_000)
            let reports = try await stores.asyncMap { try await $0.apply(snapshot, at: now) }
            #expect(reports[0] == reports[1], "round \(round)")
            let edits = try await Self.communityEdits(&random, on: try await sqlite.allToilets(), at: now)
            for (kind, toilet, at) in edits {
                for (log, moderator) in zip(logs, moderators) {
                    _ = try await log.submit(kind, by: moderator, toilet: toilet, position: nil, at: at, policy: .standard)
                }
            }
            try await Self.expectSame(stores, round: round)
            let countries = (try await sqlite.countryCode(of: "testland"), try await postgres.countryCode(of: "testland"))
            #expect(countries.0 == countries.1 && countries.1 == "MC", "round \(round): country")
        }
    }

    /// A few approved edits and closures by a moderator, at random toilets.
    static func communityEdits(_ random: inout SeededRandom, on toilets: [Toilet], at now: Date) async throws
        -> [(ContributionKind, Int64, Date)] {
        toilets.shuffled(using: &random).prefix(4).enumerated().map { index, toilet in
            let kind: ContributionKind = switch Int.random(in: 0..<3, using: &random) {
            case 0: .edit([FieldChange(field: "fee", from: nil, to: Bool.random(using: &random) ? "yes" : "no")])
            case 1: .edit([FieldChange(field: "name", from: nil, to: "Edit \(index)")])
            default: .reportClosed(.gone)
            }
            return (kind, toilet.id.rawValue, now.addingTimeInterval(Double(index + 1)))
        }
    }

    static func expectSame(_ stores: [any ServingStore], round: Int) async throws {
        let all = try await stores.asyncMap { try await $0.allToilets().sorted { $0.id < $1.id } }
        #expect(all[0] == all[1], "round \(round): toilets")
        let states = try await stores.asyncMap { try await $0.servingState() }
        #expect(states[0].toilets == states[1].toilets && states[0].revision == states[1].revision, "round \(round): serving state")
        let ids = Set(try await stores[0].changes(after: 0, limit: 1_000).items.map(\.toiletID))
        for id in ids.sorted() {
            let histories = try await stores.asyncMap { try await $0.history(of: id) }
            #expect(histories[0] == histories[1], "round \(round): history of \(id)")
        }
        for limit in [1, 7, 1_000] {
            let feeds = try await stores.asyncMap { try await $0.changes(after: 3, limit: limit) }
            #expect(feeds[0] == feeds[1], "round \(round): changes limit \(limit)")
        }
        for needs: NeedsProfile in [[], .wheelchair, [.free, .publicAccess]] {
            let near = try await stores.asyncMap {
                try await $0.nearby(center.offset(meters: 200, bearingDegrees: 45), radiusMeters: 450, needs: needs, page: PageRequest(page: 2, perPage: 5))
            }
            #expect(near[0].total == near[1].total && near[0].items.map(\.toilet) == near[1].items.map(\.toilet), "round \(round): nearby \(needs)")
            #expect(near[0].items.map(\.distanceMeters) == near[1].items.map(\.distanceMeters)
                && near[0].items.map(\.bearingDegrees) == near[1].items.map(\.bearingDegrees), "round \(round): nearby \(needs)")
            let lists = try await stores.asyncMap {
                try await $0.list(needs: needs, since: DateFilter(.updated, Fixtures.monday.addingTimeInterval(150_000)), page: PageRequest(page: 1, perPage: 7))
            }
            #expect(lists[0].total == lists[1].total && lists[0].items == lists[1].items, "round \(round): list \(needs)")
        }
        for text in ["name", "edit", "cafe", "12", "strasse", "tab", "zzz"] {
            let found = try await stores.asyncMap { try await $0.search(text, needs: [], page: PageRequest(page: 1, perPage: 100)) }
            let terms = PlaceRanking.matchTerms(of: text)
            let expected = all[1].filter { toilet in
                let words = SearchDocument(toilet).fields.flatMap(SearchDocument.terms(of:))
                return terms.allSatisfy { term in words.contains { $0.hasPrefix(term) } }
            }
            #expect(found[1].total == expected.count && Set(found[1].items) == Set(expected), "round \(round): search \(text)")
            #expect(Set(found[0].items).isSubset(of: Set(found[1].items)), "round \(round): search \(text)")
        }
        let regions = try await stores.asyncMap { try await $0.regions() }
        #expect(regions[0] == regions[1], "round \(round): regions")
    }
}

extension Array {
    /// The results of `transform` on each element, one after another.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async throws -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
