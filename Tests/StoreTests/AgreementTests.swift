import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// A second device sending what a pending contribution says agrees with it.
@Suite("Agreement on submit")
struct AgreementTests {
    static let spot = ToiletRepositoryContractTests.center.offset(meters: 400, bearingDegrees: 180)

    @Test("adds within 50 m agree: the third device's approves one toilet, and every copy follows it", arguments: CommunityStoreKind.allCases)
    func adds(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let first = try await world.submit(.add(fields: ["name": "Kiosk"]), by: world.a, toilet: nil, position: Self.spot, at: 0)
        let second = try await world.submit(.add(fields: ["name": "WC"]), by: world.b, toilet: nil,
                                            position: Self.spot.offset(meters: 30, bearingDegrees: 45), at: 10)
        #expect(second.agreesWith == first.contribution.id && second.state == .pending)
        let farther = try await world.submit(.add(fields: ["name": "Other"]), by: world.b, toilet: nil,
                                             position: Self.spot.offset(meters: 80, bearingDegrees: 0), at: 15)
        #expect(farther.agreesWith == nil)
        let queue = try await world.store.pending(page: PageRequest(page: 1, perPage: 10))
        #expect(queue.items.map(\.contribution.id) == [first.contribution.id, farther.contribution.id] && queue.total == 2)
        let mine = try await world.store.contributions(device: world.b.id, page: PageRequest(page: 1, perPage: 10)).items
        #expect(mine.map(\.contribution.id) == [farther.contribution.id, second.contribution.id])
        let third = try await world.submit(.add(fields: ["name": "Kiosk"]), by: world.c, toilet: nil,
                                           position: Self.spot.offset(meters: 45, bearingDegrees: 270), at: 20)
        #expect(third.state == .approved(.agreement(devices: 2)) && third.agreesWith == first.contribution.id)
        let added = try #require(try await world.store.pending(page: PageRequest(page: 1, perPage: 10)).items.first)
        #expect(added.contribution.id == farther.contribution.id)
        let toilets = try await world.repository.allToilets().filter { $0.sourceKey.hasPrefix("community:") }
        #expect(toilets.map(\.sourceKey) == ["community:contribution/\(first.contribution.id)"])
        #expect(toilets.first?.coordinate == Self.spot && toilets.first?.attributes.name.value == "Kiosk")
        let copy = try #require(try await world.store.contributions(device: world.b.id, page: PageRequest(page: 1, perPage: 10)).items.last)
        #expect(copy.state == .approved(.agreement(devices: 2)) && copy.toiletID == toilets.first?.id.rawValue)
    }

    @Test("the author repeating itself is no agreement", arguments: CommunityStoreKind.allCases)
    func ownRepeat(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let first = try await world.submit(.add(fields: [:]), by: world.a, toilet: nil, position: Self.spot, at: 0)
        let again = try await world.submit(.add(fields: [:]), by: world.a, toilet: nil, position: Self.spot, at: 1)
        #expect(again.agreesWith == nil && first.agreesWith == nil)
        #expect(try await world.store.pending(page: PageRequest(page: 1, perPage: 10)).total == 2)
    }

    @Test("edits agree when they set the same fields to the same values, whatever they saw before", arguments: CommunityStoreKind.allCases)
    func edits(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let toilet = try #require(try await world.toilet(node: 103))
        let first = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "no"), FieldChange(field: "wheelchair", from: nil, to: "no")]),
                                           by: world.a, toilet: toilet.id, at: 0)
        let other = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), by: world.b, toilet: toilet.id, at: 1)
        #expect(other.agreesWith == nil)
        let same = try await world.submit(.edit([FieldChange(field: "wheelchair", from: "yes", to: "no"), FieldChange(field: "fee", from: "yes", to: "no")]),
                                          by: world.c, toilet: toilet.id, at: 2)
        #expect(same.agreesWith == first.contribution.id && same.state == .pending)
        let last = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "no"), FieldChange(field: "wheelchair", from: nil, to: "no")]),
                                          by: world.b, toilet: toilet.id, at: 3)
        #expect(last.state == .approved(.agreement(devices: 2)))
        let after = try #require(try await world.repository.toilet(id: toilet.id))
        #expect(after.attributes.fee.value == false && after.attributes.wheelchair.value == WheelchairAccess.no)
        #expect(after.sources.last?.elementID == first.contribution.id, "the first edit gives the values; copies never do")
        #expect(try await world.repository.history(of: toilet.id).count == 2)
    }

    @Test("closures agree only with the same kind on the same toilet", arguments: CommunityStoreKind.allCases)
    func closures(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let one = try #require(try await world.toilet(node: 100)), two = try #require(try await world.toilet(node: 101))
        let gone = try await world.submit(.reportClosed(.gone), by: world.a, toilet: one.id, at: 0)
        #expect(gone.agreesWith == nil)
        #expect(try await world.submit(.reportClosed(.permanently), by: world.b, toilet: one.id, at: 1).agreesWith == nil)
        #expect(try await world.submit(.reportClosed(.gone), by: world.b, toilet: two.id, at: 2).agreesWith == nil)
        #expect(try await world.submit(.reportClosed(.gone), by: world.b, toilet: one.id, at: 3).agreesWith == gone.contribution.id)
        #expect(try await world.repository.toilet(id: one.id) != nil)
        _ = try await world.submit(.reportClosed(.gone), by: world.c, toilet: one.id, at: 4)
        #expect(try await world.repository.toilet(id: one.id) == nil)
        let listed = try await world.store.contributions(toilet: one.id.rawValue)
        #expect(listed.map(\.contribution.kind) == [.reportClosed(.gone), .reportClosed(.permanently)], "copies are left out")
        #expect(listed.first?.agreeing == [world.b.deviceID, world.c.deviceID])
    }

    @Test("a moderator rejecting a copy rejects the contribution it agreed with; the toilet's list leaves copies out", arguments: CommunityStoreKind.allCases)
    func decideOnCopy(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let toilet = try #require(try await world.toilet(node: 102))
        let first = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), by: world.a, toilet: toilet.id, at: 0)
        let copy = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), by: world.b, toilet: toilet.id, at: 1)
        #expect(try await world.store.contributions(toilet: toilet.id.rawValue).map(\.contribution.id) == [first.contribution.id])
        let rejected = try await world.reject(copy, at: 2)
        #expect(rejected.state == .rejected(reason: "not so") && rejected.contribution.id == copy.contribution.id)
        #expect(try await world.store.contributions(toilet: toilet.id.rawValue).first?.state == .rejected(reason: "not so"))
        #expect(try await world.repository.toilet(id: toilet.id) == toilet)
    }
}
