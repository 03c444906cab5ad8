import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// The change feed over revisions, and the finder overlay's signals.
@Suite("Change feed and community signals")
struct ChangeFeedTests {
    @Test("each changed toilet once, by its latest revision, with its current record or nil when removed",
          arguments: CommunityStoreKind.allCases)
    func feed(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let start = try await world.repository.changes(after: 0, limit: 100)
        #expect(start.items.count == 5 && !start.more && start.items.allSatisfy { $0.change == .added && $0.toilet != nil })
        #expect(start.items.map(\.cursor) == start.items.map(\.cursor).sorted() && start.next == start.items.last?.cursor)
        let one = try #require(try await world.toilet(node: 101)), two = try #require(try await world.toilet(node: 102))
        _ = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "yes")]), by: world.moderator, toilet: one.id, at: 0)
        _ = try await world.submit(.edit([FieldChange(field: "fee", from: nil, to: "no")]), by: world.moderator, toilet: two.id, at: 1)
        _ = try await world.submit(.edit([FieldChange(field: "fee", from: "yes", to: "no")]), by: world.moderator, toilet: one.id, at: 2)
        _ = try await world.submit(.reportClosed(.gone), by: world.moderator, toilet: two.id, at: 3)
        let since = try await world.repository.changes(after: start.next, limit: 100)
        #expect(since.items.map(\.toiletID) == [one.id, two.id])
        #expect(since.items.map(\.change) == [.updated, .removed])
        #expect(since.items.first?.toilet == (try await world.repository.toilet(id: one.id)) && since.items.last?.toilet == nil)
        #expect(!since.more)
        let empty = try await world.repository.changes(after: since.next, limit: 100)
        #expect(empty.items.isEmpty && empty.next == since.next && !empty.more)
    }

    @Test("small pages cover every revision once, and say when there is more", arguments: CommunityStoreKind.allCases, [1, 2, 3, 7])
    func paging(kind: CommunityStoreKind, limit: Int) async throws {
        let world = try await CommunityWorld.make(kind)
        for (i, node) in [100, 101, 102].enumerated() {
            let toilet = try #require(try await world.toilet(node: Int64(node)))
            _ = try await world.submit(.edit([FieldChange(field: "level", from: nil, to: "\(i)")]), by: world.moderator, toilet: toilet.id, at: Double(i))
        }
        var cursor: Int64 = 0, seen: [Int64] = [], pages = 0
        while true {
            let page = try await world.repository.changes(after: cursor, limit: limit)
            seen += page.items.map(\.cursor)
            cursor = page.next
            pages += 1
            if !page.more { break }
        }
        #expect(seen.count == Set(seen).count && pages == (8 + limit - 1) / limit)
        #expect(Set(try await world.repository.changes(after: 0, limit: 100).items.map(\.cursor)).isSubset(of: Set(seen)))
    }

    @Test("signals: approved 'closed for now', 'Was it open?', confirmations, ratings and votes after the cursor, nothing else",
          arguments: CommunityStoreKind.allCases)
    func signals(kind: CommunityStoreKind) async throws {
        let world = try await CommunityWorld.make(kind)
        let toilet = try #require(try await world.toilet(node: 100)).id
        let start = try await world.store.communitySignals(after: 0, since: .distantPast, limit: 100)
        #expect(start.signals.isEmpty)
        let kinds: [ContributionKind] = [.reportClosed(.temporarily), .rate(4), .wasOpen(false), .comment("hm"), .confirm(field: "fee"),
                                         .reportClosed(.gone), .vote(safe: true)]
        var sent: [StoredContribution] = []
        for (i, kind) in kinds.enumerated() { sent.append(try await world.submit(kind, by: world.a, toilet: toilet, at: Double(i))) }
        let found = try await world.store.communitySignals(after: start.cursor, since: .distantPast, limit: 100)
        #expect(found.signals.map(\.kind) == [.reportClosed(.temporarily), .rate(4), .wasOpen(false), .confirm(field: "fee"), .vote(safe: true)])
        #expect(found.signals.allSatisfy { $0.toiletID == toilet.rawValue && $0.author == world.a.deviceID })
        #expect(found.cursor == sent.last?.contribution.id)
        #expect(try await world.store.communitySignals(after: found.cursor, since: .distantPast, limit: 100).signals.isEmpty)
        // A first poll reads only recent closures and answers, but every rating and vote.
        let recent = try await world.store.communitySignals(after: start.cursor, since: CommunityWorld.t0.addingTimeInterval(3), limit: 100)
        #expect(recent.signals.map(\.kind) == [.rate(4), .confirm(field: "fee"), .vote(safe: true)])
        let paged = try await world.store.communitySignals(after: start.cursor, since: .distantPast, limit: 1)
        #expect(paged.signals.map(\.contributionID) == [sent[0].contribution.id] && paged.cursor == sent[0].contribution.id)
    }
}
