import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport

/// Applying region snapshots: idempotent, updates, removals, history, regions kept apart.
@Suite("Region snapshots contract")
struct RegionImportContractTests {
    let center = Coordinate(latitude: 35.9, longitude: 14.5)

    @Test("applying the same snapshot twice changes nothing the second time", arguments: RepositoryKind.allCases)
    func idempotent(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        let snapshot = Fixtures.snapshot(ToiletRepositoryContractTests.row())
        let first = try await repository.apply(snapshot, at: Fixtures.monday)
        let before = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 100)).items
        let second = try await repository.apply(snapshot, at: Fixtures.monday.addingTimeInterval(3600))
        #expect(first.added.count == 5)
        #expect(second.isEmpty && second.unchanged == 5)
        let after = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 100)).items
        #expect(after == before)
    }

    @Test("a newer snapshot updates, adds and removes, and keeps ids and history", arguments: RepositoryKind.allCases)
    func update(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        let v1 = [Fixtures.draft(node: 1, at: center), Fixtures.draft(node: 2, at: center), Fixtures.draft(node: 3, at: center)]
        _ = try await repository.apply(Fixtures.snapshot(v1), at: Fixtures.monday)
        let ids = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 10)).items
            .reduce(into: [String: Toilet.ID]()) { $0[$1.sourceKey] = $1.id }
        let v2 = [
            Fixtures.draft(node: 1, at: center),
            Fixtures.draft(node: 2, at: center, version: 2) { $0.wheelchair = Attribute(.yes, source: 0) },
            Fixtures.draft(node: 4, at: center),
        ]
        let report = try await repository.apply(Fixtures.snapshot(v2), at: Fixtures.monday.addingTimeInterval(60))
        #expect(report.added == ["osm:node/4"])
        #expect(report.updated == ["osm:node/2"])
        #expect(report.removed == ["osm:node/3"])
        #expect(report.unchanged == 1)
        let twoID = try #require(ids["osm:node/2"])
        let two = try #require(try await repository.toilet(id: twoID))
        #expect(two.attributes.wheelchair.value == .yes)
        let threeID = try #require(ids["osm:node/3"])
        #expect(try await repository.toilet(id: threeID) == nil)
        let history = try await repository.history(of: threeID)
        #expect(history.map(\.change) == [.added, .removed])
        let twoHistory = try await repository.history(of: two.id)
        #expect(twoHistory.map(\.change) == [.added, .updated])
        #expect(twoHistory.last?.toilet == two)
        #expect(twoHistory.map(\.id) == twoHistory.map(\.id).sorted())
    }

    @Test("a removed toilet that comes back keeps its id", arguments: RepositoryKind.allCases)
    func comesBack(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        let one = Fixtures.draft(node: 1, at: center)
        _ = try await repository.apply(Fixtures.snapshot([one]), at: Fixtures.monday)
        let id = try #require(try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 1)).items.first?.id)
        _ = try await repository.apply(Fixtures.snapshot([]), at: Fixtures.monday)
        _ = try await repository.apply(Fixtures.snapshot([one]), at: Fixtures.monday)
        #expect(try await repository.toilet(id: id) != nil)
        #expect(try await repository.history(of: id).map(\.change) == [.added, .removed, .added])
    }

    @Test("snapshots of two regions leave each other alone", arguments: RepositoryKind.allCases)
    func regionsApart(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Fixtures.snapshot([Fixtures.draft(node: 1, at: center)], region: "a"), at: Fixtures.monday)
        _ = try await repository.apply(Fixtures.snapshot([Fixtures.draft(node: 2, at: center)], region: "b", timeZone: "Europe/Malta"), at: Fixtures.monday)
        let report = try await repository.apply(Fixtures.snapshot([], region: "b", timeZone: "Europe/Malta"), at: Fixtures.monday)
        #expect(report.removed == ["osm:node/2"])
        let regions = try await repository.regions()
        #expect(regions.map(\.name) == ["a", "b"])
        #expect(regions.map(\.toiletCount) == [1, 0])
        #expect(regions.first?.boundingBox?.center == center)
        #expect(regions.last?.boundingBox == nil)
        #expect(regions.last?.timeZoneIdentifier == "Europe/Malta")
    }
}
