import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// An import never erases community data: the re-import test.
@Suite("Re-import over community changes")
struct ReimportCommunityTests {
    static let later = CommunityWorld.t0.addingTimeInterval(86_400)
    static let muchLater = CommunityWorld.t0.addingTimeInterval(2 * 86_400)

    /// The fixture row with node 101 changed by `edit` (a new OSM version).
    static func row(editing edit: (inout ToiletAttributes) -> Void) -> [ToiletDraft] {
        ToiletRepositoryContractTests.row().map { draft in
            guard draft.sourceKey == "osm:node/101" else { return draft }
            var draft = draft
            edit(&draft.attributes)
            draft.sources[0].version = 2
            return draft
        }
    }

    @Test("the same file again keeps the community's toilet, edit and closure; a later change of that field wins",
          arguments: CommunityStoreKind.withDisk)
    func reimport(store: CommunityStoreKind, onDisk: Bool) async throws {
        let world = try await CommunityWorld.make(store, onDisk: onDisk)
        let spot = ToiletRepositoryContractTests.center.offset(meters: 250, bearingDegrees: 200)
        let added = try await world.submit(.add(fields: ["name": "Kiosk"]), by: world.moderator, toilet: nil, position: spot, at: 0)
        let kiosk = Toilet.ID(try #require(added.toiletID))
        let one = try #require(try await world.toilet(node: 101)), four = try #require(try await world.toilet(node: 104))
        _ = try await world.submit(.edit([FieldChange(field: "wheelchair", from: "limited", to: "yes")]), by: world.moderator, toilet: one.id, at: 1)
        _ = try await world.submit(.reportClosed(.gone), by: world.moderator, toilet: four.id, at: 2)
        let edited = try #require(try await world.repository.toilet(id: one.id))
        #expect(edited.attributes.wheelchair.value == .yes)
        #expect(try await world.repository.toilet(id: four.id) == nil)

        // (a), (b): the same file again changes nothing at all.
        let same = try await world.reimport(ToiletRepositoryContractTests.row(), at: Self.later)
        #expect(same.isEmpty && same.unchanged == 5, "\(same)")
        #expect(try await world.repository.toilet(id: kiosk)?.attributes.name.value == "Kiosk")
        #expect(try await world.repository.toilet(id: one.id) == edited)
        #expect(try await world.repository.toilet(id: four.id) == nil)

        // OSM renames node 101 but keeps its wheelchair value: the community's value stays.
        let renamed = try await world.reimport(Self.row { $0.name = Attribute("Renamed", source: 0, field: "name") }, at: Self.later)
        #expect(renamed.updated == ["osm:node/101"] && renamed.removed.isEmpty)
        let afterRename = try #require(try await world.repository.toilet(id: one.id))
        #expect(afterRename.attributes.name.value == "Renamed" && afterRename.origin(of: "name") == "osm")
        #expect(afterRename.attributes.wheelchair.value == .yes && afterRename.origin(of: "wheelchair") == "community")
        #expect(try await world.repository.toilet(id: kiosk) != nil)
        #expect(try await world.repository.toilet(id: four.id) == nil)

        // OSM then changes wheelchair itself: the import's newer value wins.
        let changed = try await world.reimport(Self.row {
            $0.name = Attribute("Renamed", source: 0, field: "name")
            $0.wheelchair = Attribute(.designated, source: 0, field: "wheelchair")
        }, at: Self.muchLater)
        #expect(changed.updated == ["osm:node/101"])
        let afterChange = try #require(try await world.repository.toilet(id: one.id))
        #expect(afterChange.attributes.wheelchair.value == .designated && afterChange.origin(of: "wheelchair") == "osm")

        // Both values stay in history.
        let history = try await world.repository.history(of: one.id)
        #expect(history.map(\.source) == [.import, .community, .import, .import])
        #expect(history.map(\.toilet.attributes.wheelchair.value) == [.limited, .yes, .yes, .designated])
        #expect(try await world.repository.toilet(id: kiosk) != nil)
    }

    @Test("an import whose data changed a closed toilet after the closure brings it back; older data does not; one that drops it records the removal", arguments: CommunityStoreKind.allCases)
    func closedThenImported(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let one = try #require(try await world.toilet(node: 101))
        _ = try await world.submit(.reportClosed(.permanently), by: world.moderator, toilet: one.id, at: 0)
        #expect(try await world.repository.toilet(id: one.id) == nil)
        // A new version made before the closure (an old extract): the toilet stays closed.
        let old = try await world.reimport(Self.row { $0.fee = Attribute(false, source: 0, field: "fee") }, at: Self.later)
        #expect(old.updated == ["osm:node/101"])
        #expect(try await world.repository.toilet(id: one.id) == nil)
        // A version edited after the closure: the mapper was there since, so the toilet is back.
        let edited = Self.row { $0.fee = Attribute(true, source: 0, field: "fee") }.map { draft in
            var draft = draft
            if draft.sourceKey == "osm:node/101" { draft.sources[0].timestamp = Self.later.addingTimeInterval(-3600) }
            return draft
        }
        let report = try await world.reimport(edited, at: Self.later.addingTimeInterval(60))
        #expect(report.updated == ["osm:node/101"])
        let back = try #require(try await world.repository.toilet(id: one.id))
        #expect(back.attributes.fee.value == true)
        let dropped = try await world.reimport(ToiletRepositoryContractTests.row().filter { $0.sourceKey != "osm:node/101" }, at: Self.muchLater)
        #expect(dropped.removed == ["osm:node/101"])
        // Added, closed, the old extract's record kept while it stays closed, back, dropped.
        #expect(try await world.repository.history(of: one.id).map(\.change) == [.added, .removed, .updated, .added, .removed])
    }
}
