import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// Refuge compatibility of the write side: its POST, and its votes from ours.
@Suite("Community API: Refuge")
struct RefugeWriteTests {
    @Test("POST /api/v1/restrooms stores Refuge's fields as a pending new toilet in our fields")
    func post() async throws {
        let harness = try await CommunityHarness()
        try await harness.run { client in
            let token = try await client.newDevice()
            let body: [String: Any] = [
                "name": "Beach WC", "street": "Avenue Princesse Grace", "city": "Monaco", "state": "", "country": "MC",
                "accessible": true, "unisex": true, "changing_table": false, "directions": "Behind the kiosk", "comment": "Free",
                "latitude": 43.7300, "longitude": 7.4300,
            ]
            try ServerHarness.expectError(try await client.post("/api/v1/restrooms", json: body), status: .unauthorized, code: "missing_token", field: "Authorization")
            let stored = try contribution(try await client.post("/api/v1/restrooms", token: token, json: body))
            #expect(stored["state"] as? String == "pending" && stored["kind"] as? String == "add")
            #expect(stored["fields"] as? [String: String] == [
                "name": "Beach WC", "street": "Avenue Princesse Grace", "city": "Monaco", "country": "MC", "wheelchair": "yes",
                "gender": "unisex", "changing_table": "no", "description": "Behind the kiosk\nFree",
            ])
            var nameless = body
            nameless["name"] = nil
            try ServerHarness.expectError(try await client.post("/api/v1/restrooms.json", token: token, json: nameless),
                                          status: .badRequest, code: "missing_parameter", field: "name")
        }
    }

    @Test("upvote and downvote in every Refuge answer are the safe / not-safe votes, each device's latest once")
    func votes() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first)
        let id = toilet.id.rawValue
        try await harness.run { client in
            let a = try await client.newDevice(), b = try await client.newDevice(), c = try await client.newDevice()
            for (token, safe) in [(a, true), (b, true), (c, false), (b, false)] {
                _ = try await client.post("/api/toilets/\(id)/votes", token: token, json: ["safe": safe])
            }
            try await harness.community.overlay.refresh(now: harness.clock.now)
            let near = "/api/v1/restrooms/by_location?lat=\(toilet.coordinate.latitude)&lng=\(toilet.coordinate.longitude)"
            for uri in [near, "/api/v1/restrooms?per_page=100"] {
                let restrooms = try ServerHarness.array(try await client.get(uri))
                let mine = try #require(restrooms.first { ($0["id"] as? Int).map(Int64.init) == id }, "\(uri)")
                #expect(mine["upvote"] as? Int == 1 && mine["downvote"] as? Int == 2, "\(uri)")
                #expect(restrooms.filter { ($0["id"] as? Int).map(Int64.init) != id }.allSatisfy { $0["upvote"] as? Int == 0 })
            }
        }
    }
}
