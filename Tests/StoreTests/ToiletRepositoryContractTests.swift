import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport

/// One contract, every store: in memory, SQLite in memory, SQLite on a file.
@Suite("ToiletRepository contract")
struct ToiletRepositoryContractTests {
    static let center = Coordinate(latitude: 43.7384, longitude: 7.4246)

    /// Five toilets on a line going east from `center`, 100 m apart, with varied attributes.
    static func row() -> [ToiletDraft] {
        (0..<5).map { i in
            Fixtures.draft(node: Int64(100 + i), at: center.offset(meters: Double(i) * 100 + 10, bearingDegrees: 90),
                           timestamp: Fixtures.monday.addingTimeInterval(Double(i) * 86_400)) { a in
                a.name = Attribute("Toilet \(i)", source: 0, field: "name")
                if i % 2 == 0 { a.wheelchair = Attribute(.yes, source: 0, field: "wheelchair") }
                if i == 1 { a.wheelchair = Attribute(.limited, source: 0, field: "wheelchair") }
                if i == 3 { a.gender = Attribute(.unisex, source: 0, field: "unisex") }
                if i == 4 { a.fee = Attribute(true, source: 0, field: "fee") }
            }
        }
    }

    @Test("a stored toilet reads back equal, with an id and a revision", arguments: RepositoryKind.allCases)
    func roundTrip(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        let report = try await repository.apply(Fixtures.snapshot(Self.row()), at: Fixtures.monday)
        #expect(report.added.count == 5)
        let page = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 100))
        #expect(page.total == 5)
        for toilet in page.items {
            let read = try #require(try await repository.toilet(id: toilet.id))
            #expect(read == toilet)
            #expect(read.revision > 0)
            #expect(read.attributes.name.value?.hasPrefix("Toilet ") == true)
        }
        #expect(try await repository.toilet(id: Toilet.ID(999_999)) == nil)
    }

    @Test("nearby returns nearest first, within the radius, with needs applied", arguments: RepositoryKind.allCases)
    func nearby(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Fixtures.snapshot(Self.row()), at: Fixtures.monday)
        let all = try await repository.nearby(Self.center, radiusMeters: 1_000, needs: [], page: PageRequest(page: 1, perPage: 10))
        #expect(all.items.map(\.toilet.attributes.name.value) == (0..<5).map { "Toilet \($0)" })
        #expect(all.items.map(\.distanceMeters) == all.items.map(\.distanceMeters).sorted())
        #expect(abs(all.items[0].distanceMeters - 10) < 0.5)
        #expect(abs(all.items[0].bearingDegrees - 90) < 0.5)
        let near = try await repository.nearby(Self.center, radiusMeters: 250, needs: [], page: PageRequest(page: 1, perPage: 10))
        #expect(near.total == 3)
        let wheelchair = try await repository.nearby(Self.center, radiusMeters: 1_000, needs: .wheelchair, page: PageRequest(page: 1, perPage: 10))
        #expect(wheelchair.items.map(\.toilet.attributes.name.value) == ["Toilet 0", "Toilet 2", "Toilet 4"])
        let freeNeutral = try await repository.nearby(Self.center, radiusMeters: 1_000, needs: [.genderNeutral, .free], page: PageRequest(page: 1, perPage: 10))
        #expect(freeNeutral.items.map(\.toilet.attributes.name.value) == ["Toilet 3"])
    }

    @Test("pages split a list without gaps or repeats, and a page past the end is empty", arguments: RepositoryKind.allCases)
    func paging(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Fixtures.snapshot(Self.row()), at: Fixtures.monday)
        var seen: [Toilet.ID] = []
        for number in 1...3 {
            let page = try await repository.nearby(Self.center, radiusMeters: 1_000, needs: [], page: PageRequest(page: number, perPage: 2))
            #expect(page.total == 5)
            #expect(page.totalPages == 3)
            seen += page.items.map(\.toilet.id)
        }
        #expect(seen.count == 5 && Set(seen).count == 5)
        let past = try await repository.list(needs: [], since: nil, page: PageRequest(page: 4, perPage: 2))
        #expect(past.items.isEmpty && past.total == 5)
    }

    @Test("list is newest created first and filters by creation or update date", arguments: RepositoryKind.allCases)
    func listByDate(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Fixtures.snapshot(Self.row()), at: Fixtures.monday)
        let all = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 10))
        #expect(all.items.map(\.attributes.name.value) == (0..<5).reversed().map { "Toilet \($0)" })
        let since = Fixtures.monday.addingTimeInterval(2 * 86_400)
        let recent = try await repository.list(needs: [], since: DateFilter(.created, since), page: PageRequest(page: 1, perPage: 10))
        #expect(recent.total == 3)
    }

    @Test("search matches names and streets, ignores accents and case, ranks names first", arguments: RepositoryKind.allCases)
    func search(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        let center = Self.center
        let drafts = [
            Fixtures.draft(node: 1, at: center) { $0.name = Attribute("Café Émile", source: 0) },
            Fixtures.draft(node: 2, at: center) { $0.address = Attribute(Address(street: "Rue Émile de Loth", city: "Monaco"), source: 0) },
            Fixtures.draft(node: 3, at: center) { $0.name = Attribute("Gare", source: 0) },
        ]
        _ = try await repository.apply(Fixtures.snapshot(drafts), at: Fixtures.monday)
        let hits = try await repository.search("emile", needs: [], page: PageRequest(page: 1, perPage: 10))
        #expect(hits.total == 2)
        #expect(hits.items.first?.attributes.name.value == "Café Émile")
        let prefix = try await repository.search("GAR", needs: [], page: PageRequest(page: 1, perPage: 10))
        #expect(prefix.items.map(\.sourceKey) == ["osm:node/3"])
        let none = try await repository.search("\"*)(", needs: [], page: PageRequest(page: 1, perPage: 10))
        #expect(none.total == 0)
    }
}
