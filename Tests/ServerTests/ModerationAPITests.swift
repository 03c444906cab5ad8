import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// The moderator's API: only moderator tokens, the queue, approve, reject with a reason, ban.
@Suite("Community API: moderation")
struct ModerationAPITests {
    @Test("a device token cannot moderate; a moderator sees the queue, approves once and rejects with a reason")
    func queue() async throws {
        let harness = try await CommunityHarness()
        let moderator = harness.moderatorToken
        try await harness.run { client in
            let device = try await client.newDevice()
            var body = ContributionAPITests.openWater as [String: Any]
            body["fields"] = ["name": "Beach WC"]
            let added = try contribution(try await client.post("/api/toilets", token: device, json: body))
            let id = try #require(added["id"] as? Int)
            body["latitude"] = 43.7310
            let second = try #require(try contribution(try await client.post("/api/toilets", token: device, json: body))["id"] as? Int)

            try ServerHarness.expectError(try await client.get("/api/moderation/queue", token: device), status: .forbidden, code: "not_moderator", field: "Authorization")
            try ServerHarness.expectError(try await client.post("/api/moderation/contributions/\(id)/approve", token: device),
                                          status: .forbidden, code: "not_moderator", field: "Authorization")
            let queue = try #require(try ServerHarness.json(try await client.get("/api/moderation/queue", token: moderator)) as? [String: Any])
            let items = try #require(queue["items"] as? [[String: Any]])
            #expect(items.compactMap { $0["id"] as? Int } == [id, second])
            #expect(items.allSatisfy { $0["author"] is Int })

            let approved = try contribution(try await client.post("/api/moderation/contributions/\(id)/approve", token: moderator))
            #expect(approved["state"] as? String == "approved" && approved["approval"] as? String == "moderator")
            try ServerHarness.expectError(try await client.post("/api/moderation/contributions/\(id)/approve", token: moderator),
                                          status: .conflict, code: "already_decided", field: "id")
            try ServerHarness.expectError(try await client.post("/api/moderation/contributions/\(second)/reject", token: moderator, json: [:]),
                                          status: .badRequest, code: "missing_parameter", field: "reason")
            let rejected = try contribution(try await client.post("/api/moderation/contributions/\(second)/reject", token: moderator,
                                                                  json: ["reason": "This is a beach shower, not a toilet"]))
            #expect(rejected["state"] as? String == "rejected" && rejected["reason"] as? String == "This is a beach shower, not a toilet")
            try ServerHarness.expectError(try await client.post("/api/moderation/contributions/999999/approve", token: moderator),
                                          status: .notFound, code: "not_found", field: "id")
            let after = try #require(try ServerHarness.json(try await client.get("/api/moderation/queue", token: moderator)) as? [String: Any])
            #expect(after["total"] as? Int == 0)
        }
    }

    @Test("a banned device's pending contributions are rejected and its token stops working")
    func ban() async throws {
        let harness = try await CommunityHarness()
        try await harness.run { client in
            let device = try await client.newDevice()
            var body = ContributionAPITests.openWater as [String: Any]
            body["fields"] = ["name": "Beach WC"]
            _ = try await client.post("/api/toilets", token: device, json: body)
            let record = try #require(try await harness.repository.contributions.device(tokenHash: DeviceToken.hash(device)))
            let banned = try await client.post("/api/moderation/devices/\(record.id)/ban", token: harness.moderatorToken)
            #expect(banned.status == .ok)
            #expect((try ServerHarness.json(banned) as? [String: Any])?["rejected"] as? Int == 1)
            try ServerHarness.expectError(try await client.post("/api/toilets", token: device, json: body), status: .forbidden, code: "banned", field: "Authorization")
        }
    }
}
