import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// A moderator's revert of a community revision is itself a revision.
@Suite("Reverting revisions")
struct RevertTests {
    func revert(_ world: CommunityWorld, _ revision: Int64?, at offset: TimeInterval) async throws -> ToiletRevision {
        try await world.store.revert(revision: try #require(revision), moderator: "mia", reason: "vandalism",
                                     at: CommunityWorld.t0.addingTimeInterval(offset))
    }

    @Test("reverting an edit puts the imported values back, with their OpenStreetMap source, and a re-import keeps it so", arguments: CommunityStoreKind.allCases)
    func edit(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let imported = try #require(try await world.toilet(node: 101))
        let edit = try await world.submit(.edit([FieldChange(field: "wheelchair", from: "limited", to: "no"),
                                                 FieldChange(field: "name", from: nil, to: "Vandal")]), by: world.moderator, toilet: imported.id, at: 0)
        let version = try await world.repository.dataVersion()
        let revision = try await revert(world, try await world.repository.history(of: imported.id).last?.id, at: 10)
        #expect(revision.source == .moderator && revision.change == .updated && revision.contributionID == edit.contribution.id)
        let after = try #require(try await world.repository.toilet(id: imported.id))
        #expect(after.attributes == imported.attributes && after.sources == imported.sources && after.origin(of: "wheelchair") == "osm")
        #expect(try await world.repository.dataVersion() > version)
        #expect(try await world.repository.history(of: imported.id).map(\.source) == [.import, .community, .moderator])
        #expect(try await world.reimport(ToiletRepositoryContractTests.row(), at: ReimportCommunityTests.later).isEmpty)
        #expect(try await world.repository.toilet(id: imported.id)?.attributes == imported.attributes)
    }

    @Test("reverting one edit keeps a later edit of the same field", arguments: CommunityStoreKind.allCases)
    func laterEditStays(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let imported = try #require(try await world.toilet(node: 101))
        _ = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), by: world.moderator, toilet: imported.id, at: 0)
        let first = try await world.repository.history(of: imported.id).last?.id
        _ = try await world.submit(.edit([FieldChange(field: "fee", from: "yes", to: "no")]), by: world.moderator, toilet: imported.id, at: 5)
        _ = try await revert(world, first, at: 10)
        #expect(try await world.repository.toilet(id: imported.id)?.attributes.fee.value == false)
    }

    @Test("reverting an added toilet removes it; reverting a closure brings the toilet back", arguments: CommunityStoreKind.allCases)
    func addAndClosure(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let spot = ToiletRepositoryContractTests.center.offset(meters: 250, bearingDegrees: 10)
        let added = try await world.submit(.add(fields: ["name": "Fake"]), by: world.moderator, toilet: nil, position: spot, at: 0)
        let fake = Toilet.ID(try #require(added.toiletID))
        let removal = try await revert(world, try await world.repository.history(of: fake).last?.id, at: 1)
        #expect(removal.change == .removed && removal.source == .moderator)
        #expect(try await world.repository.toilet(id: fake) == nil)
        let two = try #require(try await world.toilet(node: 102))
        _ = try await world.submit(.reportClosed(.gone), by: world.moderator, toilet: two.id, at: 2)
        #expect(try await world.repository.toilet(id: two.id) == nil)
        let restored = try await revert(world, try await world.repository.history(of: two.id).last?.id, at: 3)
        #expect(restored.change == .added)
        #expect(try await world.repository.toilet(id: two.id)?.attributes == two.attributes)
        #expect(try await world.repository.history(of: two.id).map(\.change) == [.added, .removed, .added])
    }

    @Test("imports' revisions, unknown ones, a second revert and a missing reason are refused", arguments: CommunityStoreKind.allCases)
    func refused(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let imported = try #require(try await world.toilet(node: 100))
        let importRevision = try #require(try await world.repository.history(of: imported.id).first?.id)
        await #expect(throws: ContributionStoreError.self) { _ = try await revert(world, importRevision, at: 0) }
        await #expect(throws: ContributionStoreError.unknownRevision(9_999)) { _ = try await revert(world, 9_999, at: 0) }
        _ = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), by: world.moderator, toilet: imported.id, at: 0)
        let community = try #require(try await world.repository.history(of: imported.id).last?.id)
        await #expect(throws: ContributionStoreError.moderation(.missingReason)) {
            _ = try await world.store.revert(revision: community, moderator: "mia", reason: " ", at: CommunityWorld.t0)
        }
        _ = try await revert(world, community, at: 1)
        await #expect(throws: ContributionStoreError.notRevertible(community, .alreadyReverted)) {
            _ = try await revert(world, community, at: 2)
        }
    }
}
