import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// Approved contributions change the toilets in the same transaction; pending and rejected
/// ones never do.
@Suite("Community changes to toilets")
struct CommunityToiletTests {
    static let near = ToiletRepositoryContractTests.center.offset(meters: 300, bearingDegrees: 0)

    @Test("an approved add is a new toilet: its own source key, community provenance, region, index and search",
          arguments: CommunityStoreKind.withDisk)
    func add(store: CommunityStoreKind, onDisk: Bool) async throws {
        let world = try await CommunityWorld.make(store, onDisk: onDisk)
        let before = try await world.repository.dataVersion()
        let added = try await world.submit(.add(fields: ["name": "Kiosk Zanzibar", "wheelchair": "yes", "fee": "no"]), by: world.a,
                                           toilet: nil, position: Self.near, at: 0)
        #expect(added.state == .pending && added.toiletID == nil)
        #expect(try await world.repository.allToilets().count == 5, "a pending add is no toilet")
        #expect(try await world.repository.dataVersion() == before)
        let approved = try await world.approve(added, at: 60)
        let id = try #require(approved.toiletID)
        let toilet = try #require(try await world.repository.toilet(id: Toilet.ID(id)))
        #expect(toilet.sourceKey == "community:contribution/\(added.contribution.id)")
        #expect(toilet.sources == [Provenance(dataset: "community", elementType: "contribution", elementID: added.contribution.id,
                                              timestamp: CommunityWorld.t0)])
        #expect(toilet.kind == .dedicated && toilet.coordinate == Self.near)
        #expect(toilet.region == "testland" && toilet.timeZoneIdentifier == "Europe/Monaco" && toilet.countryCode == "MC")
        #expect(toilet.attributes.name.value == "Kiosk Zanzibar" && toilet.attributes.wheelchair.value == .yes
                && toilet.attributes.fee.value == false && toilet.origin(of: "wheelchair") == "community")
        #expect(try await world.repository.dataVersion() > before)
        let nearby = try await world.repository.nearby(Self.near, radiusMeters: 50, needs: [], page: PageRequest(page: 1, perPage: 10))
        #expect(nearby.items.map(\.toilet.id) == [toilet.id])
        #expect(try await world.repository.search("zanzibar", needs: [], page: PageRequest(page: 1, perPage: 10)).items == [toilet])
        let history = try await world.repository.history(of: toilet.id)
        #expect(history.map(\.change) == [.added] && history.map(\.source) == [.community])
        #expect(history.first?.author == "aaaa" && history.first?.contributionID == added.contribution.id)
        #expect(try await world.store.contributions(toilet: id).map(\.contribution.id) == [added.contribution.id])
    }

    @Test("a new toilet far from every region goes to the region with the nearest centre", arguments: CommunityStoreKind.allCases)
    func addFarAway(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let far = Coordinate(latitude: 43.9, longitude: 7.6)
        let added = try await world.submit(.add(fields: ["name": "Far"]), by: world.moderator, toilet: nil, position: far, at: 0)
        #expect(added.state == .approved(.moderator))
        let id = try #require(added.toiletID)
        let toilet = try #require(try await world.repository.toilet(id: Toilet.ID(id)))
        #expect(toilet.region == "testland" && toilet.coordinate == far)
    }

    @Test("a new toilet within 5 km of a region's imported toilets joins that region, its time zone and its country", arguments: CommunityStoreKind.allCases)
    func addNearSecondRegion(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let valletta = Coordinate(latitude: 35.8989, longitude: 14.5146)
        var malta = Fixtures.snapshot([Fixtures.draft(node: 900, at: valletta), Fixtures.draft(node: 901, at: valletta.offset(meters: 8_000, bearingDegrees: 90))],
                                      region: "malta", timeZone: "Europe/Malta")
        malta.countryCode = "MT"
        _ = try await world.repository.apply(malta, at: Fixtures.monday)
        let outside = valletta.offset(meters: 4_000, bearingDegrees: 0)
        let added = try await world.submit(.add(fields: [:]), by: world.moderator, toilet: nil, position: outside, at: 0)
        let id = try #require(added.toiletID)
        let toilet = try #require(try await world.repository.toilet(id: Toilet.ID(id)))
        #expect(toilet.region == "malta" && toilet.timeZoneIdentifier == "Europe/Malta" && toilet.countryCode == "MT")
        // A re-import of Malta keeps it (its source key is not the import's).
        #expect(try await world.repository.apply(malta, at: Fixtures.monday.addingTimeInterval(60)).isEmpty)
        #expect(try await world.repository.toilet(id: Toilet.ID(id)) != nil)
    }

    @Test("an approved edit sets each field with a community source; the others keep OpenStreetMap's", arguments: CommunityStoreKind.allCases)
    func edit(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let before = try #require(try await world.toilet(node: 101))
        #expect(before.attributes.wheelchair.value == .limited && before.origin(of: "wheelchair") == "osm")
        let edit = try await world.submit(.edit([FieldChange(field: "wheelchair", from: "limited", to: "yes"),
                                                 FieldChange(field: "fee", from: nil, to: "yes")]), by: world.a, toilet: before.id, at: 0)
        #expect(try await world.repository.toilet(id: before.id) == before, "pending changes nothing")
        _ = try await world.approve(edit, at: 10)
        let after = try #require(try await world.repository.toilet(id: before.id))
        #expect(after.attributes.wheelchair.value == .yes && after.attributes.fee.value == true)
        #expect(after.origin(of: "wheelchair") == "community" && after.origin(of: "fee") == "community" && after.origin(of: "name") == "osm")
        #expect(after.sources.count == 2 && after.sources.last?.elementID == edit.contribution.id)
        #expect(after.revision > before.revision)
        let history = try await world.repository.history(of: before.id)
        #expect(history.map(\.source) == [.import, .community] && history.last?.toilet == after)
    }

    @Test("a rejected edit and a rejected closure never change the toilet, nor write a revision", arguments: CommunityStoreKind.allCases)
    func rejected(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let before = try #require(try await world.toilet(node: 100))
        let edit = try await world.submit(.edit([FieldChange(field: "name", from: nil, to: "Spam")]), by: world.a, toilet: before.id, at: 0)
        let gone = try await world.submit(.reportClosed(.gone), by: world.b, toilet: before.id, at: 1)
        _ = try await world.reject(edit, at: 5)
        _ = try await world.reject(gone, at: 6)
        #expect(try await world.repository.toilet(id: before.id) == before)
        #expect(try await world.repository.history(of: before.id).count == 1)
    }

    @Test("closures: 'gone' and 'permanently' remove the toilet once approved; 'for now' never changes the record",
          arguments: CommunityStoreKind.allCases, [(ClosureKind.gone, true), (.permanently, true), (.temporarily, false)])
    func closure(store: CommunityStoreKind, expected: (kind: ClosureKind, removes: Bool)) async throws {
        let (kind, removes) = expected
        let world = try await CommunityWorld.make(store)
        let before = try #require(try await world.toilet(node: 102))
        var report = try await world.submit(.reportClosed(kind), by: world.a, toilet: before.id, at: 0)
        if report.state == .pending { report = try await world.approve(report, at: 10) }
        #expect(report.state.isApproved)
        let after = try await world.repository.toilet(id: before.id)
        #expect((after == nil) == removes)
        let nearby = try await world.repository.nearby(before.coordinate, radiusMeters: 5, needs: [], page: PageRequest(page: 1, perPage: 5))
        #expect(nearby.items.isEmpty == removes)
        let history = try await world.repository.history(of: before.id)
        #expect(history.map(\.change) == (removes ? [.added, .removed] : [.added]))
    }
}
