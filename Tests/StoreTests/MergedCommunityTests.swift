import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// Community edits keep their rules on merged toilets: a second source joining an edited OSM
/// toilet, re-imports of either source, and a closed toilet, never undo what the community did.
@Suite("Community changes on merged toilets")
struct MergedCommunityTests {
    static let council = SourceDescription(dataset: "council", fileName: "council.csv", format: "mapped", licence: "OGL v3",
                                           licenceIsStated: false, attribution: "A council")

    /// A council record 5 m from OSM node `node` of the fixture row, with hours and no name.
    static func record(near node: Int64, id: Int64) -> ToiletDraft {
        let index = Double(node - 100)
        let at = ToiletRepositoryContractTests.center.offset(meters: index * 100 + 10, bearingDegrees: 90).offset(meters: 5, bearingDegrees: 0)
        var attributes = ToiletAttributes()
        attributes.openingHours = Attribute("Mo-Su 07:00-19:00", source: 0, field: "hours")
        attributes.wheelchair = Attribute(.no, source: 0, field: "accessible")
        return ToiletDraft(kind: .dedicated, coordinate: at, sources: [Provenance(dataset: "council", elementType: "list", elementID: id)],
                           attributes: attributes)
    }

    static func councilImport(_ world: CommunityWorld, _ records: [ToiletDraft], at: Date) async throws -> ImportReport {
        var snapshot = RegionSnapshot(region: "testland", timeZoneIdentifier: "Europe/Monaco", dataTimestamp: Fixtures.monday,
                                      sourceName: "fixture", toilets: records, source: council)
        snapshot.countryCode = "MC"
        return try await world.repository.apply(snapshot, at: at)
    }

    @Test("an edited OSM toilet joined by a council record keeps the edit; a closed one stays closed; re-imports of either source change only their own fields", arguments: CommunityStoreKind.allCases)
    func mergedEdits(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let one = try #require(try await world.toilet(node: 101)), four = try #require(try await world.toilet(node: 104))
        _ = try await world.submit(.edit([FieldChange(field: "wheelchair", from: "limited", to: "yes")]), by: world.moderator, toilet: one.id, at: 1)
        _ = try await world.submit(.reportClosed(.gone), by: world.moderator, toilet: four.id, at: 2)

        // The council lists both, with hours and "not accessible": node 101 gains the hours and keeps the community's wheelchair.
        let first = try await Self.councilImport(world, [Self.record(near: 101, id: 1), Self.record(near: 104, id: 4)], at: ReimportCommunityTests.later)
        #expect(first.added.isEmpty && first.removed.isEmpty, "\(first)")
        let merged = try #require(try await world.repository.toilet(id: one.id))
        #expect(merged.sources.map(\.key) == ["osm:node/101", "council:list/1", "community:contribution/1"])
        #expect(merged.attributes.openingHours.value == "Mo-Su 07:00-19:00")
        #expect(merged.attributes.wheelchair.value == .yes, "the community's edit stays on top")
        #expect(try await world.repository.toilet(id: four.id) == nil, "closed for good stays closed")

        // OSM again, the same file: nothing changes.
        let osm = try await world.reimport(ToiletRepositoryContractTests.row(), at: ReimportCommunityTests.muchLater)
        #expect(osm.added.isEmpty && osm.removed.isEmpty && osm.updated.isEmpty, "\(osm)")
        #expect(try await world.repository.toilet(id: one.id) == merged)

        // The council drops node 101's record: the hours go, the community's edit stays.
        let dropped = try await Self.councilImport(world, [Self.record(near: 104, id: 4)], at: ReimportCommunityTests.muchLater.addingTimeInterval(60))
        #expect(dropped.updated == ["osm:node/101"] && dropped.removed.isEmpty, "\(dropped)")
        let after = try #require(try await world.repository.toilet(id: one.id))
        #expect(after.sources.map(\.key) == ["osm:node/101", "community:contribution/1"])
        #expect(!after.attributes.openingHours.isKnown && after.attributes.wheelchair.value == .yes)
        #expect(try await world.repository.toilet(id: four.id) == nil)
    }
}
