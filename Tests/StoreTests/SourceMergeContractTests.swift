import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport

/// Several sources in one region, on every repository: joined records keep the toilet's id,
/// each source's re-import changes only its own fields, and a sync adds without removing.
@Suite("Sources merged into a region contract")
struct SourceMergeContractTests {
    typealias T = SourceMergeTests
    static let council = SourceDescription(dataset: "toilets4london", fileName: "council.json", format: "toilets4london-json",
                                           licence: "OGL v3 (assumed)", licenceIsStated: false, attribution: "London councils")

    static func osm(wheelchair: WheelchairAccess = .no) -> RegionSnapshot {
        Fixtures.snapshot([
            T.record("osm", 1, file: "node", name: "Kennington Park") { $0.wheelchair = Attribute(wheelchair, source: 0, field: "wheelchair") },
            T.record("osm", 2, file: "node", north: 300, name: "Oval"),
        ])
    }

    static func councilSnapshot(_ records: [ToiletDraft], whole: Bool = true) -> RegionSnapshot {
        var snapshot = RegionSnapshot(region: "testland", timeZoneIdentifier: "Europe/Monaco", dataTimestamp: Fixtures.monday,
                                      sourceName: "fixture", toilets: records, source: council)
        snapshot.isWholeSource = whole
        return snapshot
    }

    static let joined = T.record("toilets4london", 10, file: "lambeth", north: 15, name: "Kennington Park Toilets") {
        $0.openingHours = Attribute("Mo-Su 07:30-16:00", source: 0, field: "opening_hours")
    }
    static let alone = T.record("toilets4london", 11, file: "lambeth", north: 900, name: "Vauxhall Park")

    func toilets(_ repository: any ToiletRepository) async throws -> [String: Toilet] {
        let items = try await repository.list(needs: [], since: nil, page: PageRequest(page: 1, perPage: 100)).items
        return Dictionary(uniqueKeysWithValues: items.map { ($0.sourceKey, $0) })
    }

    @Test("a council file joins the OSM toilet it describes, which keeps its id; re-imports change only their own fields",
          arguments: RepositoryKind.allCases)
    func joinAndReimport(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Self.osm(), at: Fixtures.monday)
        let park = try #require(try await toilets(repository)["osm:node/1"])

        let report = try await repository.apply(Self.councilSnapshot([Self.joined, Self.alone]), at: Fixtures.monday.addingTimeInterval(60))
        #expect(report.added == ["toilets4london:lambeth/11"] && report.updated == ["osm:node/1"] && report.removed.isEmpty)
        #expect(report.records == 4 && report.joined == 1)
        var now = try await toilets(repository)
        let merged = try #require(now["osm:node/1"])
        #expect(merged.id == park.id)
        #expect(merged.sources.map(\.key) == ["osm:node/1", "toilets4london:lambeth/10"])
        #expect(merged.attributes.openingHours.value == "Mo-Su 07:30-16:00" && merged.attributes.openingHours.source == 1)
        #expect(merged.attributes.name.value == "Kennington Park" && merged.coordinate == park.coordinate)

        // OSM again, with a new wheelchair value: the council's hours stay.
        _ = try await repository.apply(Self.osm(wheelchair: .yes), at: Fixtures.monday.addingTimeInterval(120))
        now = try await toilets(repository)
        #expect(now["osm:node/1"]?.attributes.wheelchair.value == .yes)
        #expect(now["osm:node/1"]?.attributes.openingHours.value == "Mo-Su 07:30-16:00")
        #expect(now.count == 3)

        // The council file without the park: the toilet is OSM's alone again, with the same id.
        let third = try await repository.apply(Self.councilSnapshot([Self.alone]), at: Fixtures.monday.addingTimeInterval(180))
        #expect(third.updated == ["osm:node/1"] && third.removed.isEmpty)
        now = try await toilets(repository)
        #expect(now["osm:node/1"]?.id == park.id)
        #expect(now["osm:node/1"]?.sources.map(\.key) == ["osm:node/1"])
        #expect(now["osm:node/1"]?.attributes.openingHours.isKnown == false)
    }

    @Test("a sync adds and updates records and keeps the source's others", arguments: RepositoryKind.allCases)
    func sync(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Self.councilSnapshot([Self.joined, Self.alone]), at: Fixtures.monday)
        var changed = Self.alone
        changed.attributes.wheelchair = Attribute(.yes, source: 0, field: "wheelchair")
        let report = try await repository.apply(Self.councilSnapshot([changed], whole: false), at: Fixtures.monday.addingTimeInterval(60))
        #expect(report.updated == ["toilets4london:lambeth/11"] && report.removed.isEmpty && report.unchanged == 1)
        let now = try await toilets(repository)
        #expect(now.count == 2 && now["toilets4london:lambeth/11"]?.attributes.wheelchair.value == .yes)
    }

    @Test("importing the same council file twice changes nothing", arguments: RepositoryKind.allCases)
    func idempotent(kind: RepositoryKind) async throws {
        let repository = try await kind.make()
        _ = try await repository.apply(Self.osm(), at: Fixtures.monday)
        _ = try await repository.apply(Self.councilSnapshot([Self.joined, Self.alone]), at: Fixtures.monday.addingTimeInterval(60))
        let again = try await repository.apply(Self.councilSnapshot([Self.joined, Self.alone]), at: Fixtures.monday.addingTimeInterval(120))
        #expect(again.isEmpty && again.unchanged == 3)
    }
}
