import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// The `community` block of a toilet's record, and each attribute's source and freshness.
@Suite("Community API: a toilet's record")
struct ToiletCommunityTests {
    static func record(_ client: any TestClientProtocol, _ id: Int64) async throws -> [String: Any] {
        try #require(try ServerHarness.json(try await client.get("/api/toilets/\(id)")) as? [String: Any])
    }

    @Test("ratings, votes and approved comments show; a pending comment shows to nobody")
    func block() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first { $0.attributes.knownAttributeNames.contains("access") })
        let id = toilet.id.rawValue
        try await harness.run { client in
            let empty = try #require(try await Self.record(client, id)["community"] as? [String: Any])
            #expect(empty["rating"] is NSNull || empty["rating"] == nil)
            #expect((empty["reliability"] as? [String: Any])?["phrase"] as? String == "not confirmed yet")
            let a = try await client.newDevice(), b = try await client.newDevice()
            _ = try await client.post("/api/toilets/\(id)/ratings", token: a, json: ["rating": 5])
            _ = try await client.post("/api/toilets/\(id)/ratings", token: a, json: ["rating": 3])  // a's latest counts
            _ = try await client.post("/api/toilets/\(id)/ratings", token: b, json: ["rating": 4])
            _ = try await client.post("/api/toilets/\(id)/votes", token: a, json: ["safe": true])
            _ = try await client.post("/api/toilets/\(id)/votes", token: b, json: ["safe": false])
            let pending = try contribution(try await client.post("/api/toilets/\(id)/comments", token: a, json: ["text": "Clean today."]))
            _ = try await client.post("/api/toilets/\(id)/comments", token: b, json: ["text": "No soap."])
            _ = try await client.post("/api/moderation/contributions/\(try #require(pending["id"] as? Int))/approve", token: harness.moderatorToken)
            _ = try await client.post("/api/toilets/\(id)/visits", token: b, json: ["open": true])
            _ = try await client.post("/api/toilets/\(id)/confirmations", token: a, json: ["field": "access"])

            let record = try await Self.record(client, id)
            let community = try #require(record["community"] as? [String: Any])
            let rating = try #require(community["rating"] as? [String: Any])
            #expect(rating["average"] as? Double == 3.5 && rating["count"] as? Int == 2)
            #expect(community["votes"] as? [String: Int] == ["safe": 1, "unsafe": 1])
            #expect((community["comments"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["Clean today."])
            let reliability = try #require(community["reliability"] as? [String: Any])
            #expect(reliability["phrase"] as? String == "confirmed open today")
            #expect((reliability["score"] as? Double ?? 0) > 0.5)
            #expect((community["closure"] as? [String: Any])?["closed"] as? Bool == false)
            let access = try #require((record["attributes"] as? [String: Any])?["access"] as? [String: Any])
            #expect(access["origin"] as? String == "osm")
            #expect(access["confirmed_by"] as? Int == 1 && access["freshness"] as? String == "confirmed today by 1 person")
        }
    }
}
