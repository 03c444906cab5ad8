import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import Model
import Community
import TestSupport

/// What contributions do to `/api/nearest`: closures from two devices take a toilet out (with
/// the reason), an "it was open" answer brings it back and joins the explanation.
@Suite("Community API: effect on finding")
struct CommunityFindingTests {
    static func nearest(_ client: any TestClientProtocol, at toilet: Toilet) async throws -> (ids: [Int], closed: [[String: Any]], explanations: [String]) {
        let uri = "/api/nearest?lat=\(toilet.coordinate.latitude)&lon=\(toilet.coordinate.longitude)&limit=3"
        let body = try #require(try ServerHarness.json(try await client.get(uri)) as? [String: Any])
        let results = try #require(body["results"] as? [[String: Any]])
        return (results.compactMap { ($0["toilet"] as? [String: Any])?["id"] as? Int },
                body["closed_nearby"] as? [[String: Any]] ?? [],
                results.compactMap { $0["explanation"] as? String })
    }

    @Test("two devices saying closed within a day take a toilet out of nearest with a reason; an open answer brings it back")
    func closures() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first)
        let id = Int(toilet.id.rawValue)
        let overlay = harness.community.overlay, clock = harness.clock
        try await harness.run { client in
            #expect(try await Self.nearest(client, at: toilet).ids.first == id)
            let a = try await client.newDevice(), b = try await client.newDevice(), c = try await client.newDevice()
            _ = try await client.post("/api/toilets/\(id)/visits", token: a, json: ["open": false])
            try await overlay.refresh(now: clock.now)
            #expect(try await Self.nearest(client, at: toilet).ids.first == id, "one device is not enough")
            // Another report from the same device changes nothing either.
            _ = try await client.post("/api/toilets/\(id)/closures", token: a, json: ["closure": "temporarily"])
            try await overlay.refresh(now: clock.now)
            #expect(try await Self.nearest(client, at: toilet).ids.contains(id))

            clock.advance(3_600)
            _ = try await client.post("/api/toilets/\(id)/closures", token: b, json: ["closure": "temporarily"])
            try await overlay.refresh(now: clock.now)
            let closed = try await Self.nearest(client, at: toilet)
            #expect(!closed.ids.contains(id))
            #expect(closed.closed.first?["id"] as? Int == id)
            #expect(closed.closed.first?["reason"] as? String == "reported closed by 2 people in the last day")

            clock.advance(600)
            _ = try await client.post("/api/toilets/\(id)/visits", token: c, json: ["open": true])
            try await overlay.refresh(now: clock.now)
            let reopened = try await Self.nearest(client, at: toilet)
            #expect(reopened.ids.first == id && reopened.closed.isEmpty)
            #expect(reopened.explanations.first?.hasSuffix("confirmed open today") == true, "\(reopened.explanations)")
            clock.advance(86_400)
            #expect(try await Self.nearest(client, at: toilet).explanations.first?.hasSuffix("confirmed open yesterday") == true)
        }
    }

    @Test("a closure for now lasts a day after the last report")
    func expiry() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first)
        let id = Int(toilet.id.rawValue)
        let overlay = harness.community.overlay, clock = harness.clock
        try await harness.run { client in
            for _ in 0..<2 {
                _ = try await client.post("/api/toilets/\(id)/visits", token: try await client.newDevice(), json: ["open": false])
            }
            try await overlay.refresh(now: clock.now)
            #expect(!(try await Self.nearest(client, at: toilet).ids.contains(id)))
            clock.advance(86_399)
            try await overlay.refresh(now: clock.now)
            #expect(!(try await Self.nearest(client, at: toilet).ids.contains(id)))
            clock.advance(2)
            try await overlay.refresh(now: clock.now)
            #expect(try await Self.nearest(client, at: toilet).ids.first == id)
        }
    }

    @Test("a fresh overlay reads the signals already in the store")
    func restart() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first)
        for hash in ["x", "y"] {
            let device = try await harness.repository.contributions.registerDevice(tokenHash: hash, role: .device, name: nil, at: harness.clock.now)
            _ = try await harness.repository.contributions.submit(.wasOpen(false), by: device, toilet: toilet.id.rawValue, position: nil,
                                                                   at: harness.clock.now, policy: .standard)
        }
        let overlay = CommunityOverlay(store: harness.repository.contributions)
        try await overlay.refresh(now: harness.clock.now)
        #expect(overlay.current.closed[toilet.id] != nil)
    }
}
