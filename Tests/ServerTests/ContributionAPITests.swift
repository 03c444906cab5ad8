import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// The write API's contract: each write, and each of its failure branches.
@Suite("Community API: writes")
struct ContributionAPITests {
    /// A point in the sea off Monaco: no toilet within 50 m.
    static let openWater = ["latitude": 43.7300, "longitude": 7.4300]

    /// Every per-toilet write with a valid body and a body with a bad field (and the field named).
    static var writes: [(path: String, good: [String: Any], bad: [String: Any], field: String)] { [
        ("edits", ["changes": [["field": "wheelchair", "from": NSNull(), "to": "yes"]]],
         ["changes": [["field": "wheelchair", "to": "sometimes"]]], "changes.wheelchair"),
        ("closures", ["closure": "temporarily"], ["closure": "shut"], "closure"),
        ("confirmations", ["field": "opening_hours"], ["field": "colour"], "field"),
        ("visits", ["open": true], ["open": "yes"], "open"),
        ("ratings", ["rating": 4], ["rating": 6], "rating"),
        ("votes", ["safe": true], ["safe": 1], "safe"),
        ("comments", ["text": "Clean, and the door locks."], ["text": "see www.spam.example"], "text"),
    ] }

    @Test("a device token is issued once and only its hash is stored")
    func devices() async throws {
        let harness = try await CommunityHarness()
        let token = try await harness.run { client in try await client.newDevice() }
        #expect(DeviceToken.isWellFormed(token))
        let stored = try #require(try await harness.repository.contributions.device(tokenHash: DeviceToken.hash(token)))
        #expect(stored.role == .device && stored.tokenHash != token)
    }

    @Test("each write is refused without a token, with an unknown token, with the honeypot filled, for an unknown toilet and with a bad field")
    func failureBranches() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first).id.rawValue
        try await harness.run { client in
            let token = try await client.newDevice()
            for write in Self.writes {
                let uri = "/api/toilets/\(toilet)/\(write.path)"
                try ServerHarness.expectError(try await client.post(uri, json: write.good), status: .unauthorized, code: "missing_token", field: "Authorization")
                try ServerHarness.expectError(try await client.post(uri, token: "not-a-token", json: write.good),
                                              status: .unauthorized, code: "unknown_token", field: "Authorization")
                var trapped = write.good
                trapped["website"] = "http://spam.example"
                try ServerHarness.expectError(try await client.post(uri, token: token, json: trapped), status: .badRequest, code: "spam_suspected", field: "website")
                try ServerHarness.expectError(try await client.post("/api/toilets/999999/\(write.path)", token: token, json: write.good),
                                              status: .notFound, code: "not_found", field: "id")
                let bad = try await client.post(uri, token: token, json: write.bad)
                #expect(bad.status == .badRequest, "\(write.path)")
                let error = try #require((try ServerHarness.json(bad) as? [String: Any])?["error"] as? [String: Any])
                #expect(error["field"] as? String == write.field, "\(write.path): \(error)")
                try ServerHarness.expectError(try await client.post(uri, token: token, raw: "{\"rating\": "), status: .badRequest, code: "invalid_body", field: "body")
                try ServerHarness.expectError(try await client.post(uri, token: token, json: ["surprise": 1]), status: .badRequest, code: "unknown_field", field: "surprise")
            }
        }
    }

    @Test("ratings, confirmations, visits, votes and closures for now count at once; edits, closures for good and comments wait")
    func moderationStates() async throws {
        let harness = try await CommunityHarness(limits: WriteLimits(perDevicePerMinute: 100, perAddressPerMinute: 100))
        let toilet = try #require(try await harness.repository.allToilets().first).id.rawValue
        let states = try await harness.run { client in
            let token = try await client.newDevice()
            var states: [String: String] = [:]
            for write in Self.writes {
                let response = try await client.post("/api/toilets/\(toilet)/\(write.path)", token: token, json: write.good)
                #expect(response.status == .created, "\(write.path)")
                let stored = try contribution(response)
                #expect(stored["toilet_id"] as? Int64 == toilet || (stored["toilet_id"] as? Int).map(Int64.init) == toilet)
                states[write.path] = stored["state"] as? String
            }
            return states
        }
        #expect(states == ["edits": "pending", "closures": "approved", "confirmations": "approved", "visits": "approved",
                           "ratings": "approved", "votes": "approved", "comments": "pending"])
    }

    @Test("the 21st write in a minute is refused with Retry-After, and allowed once the minute has passed")
    func rateLimit() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first).id.rawValue
        try await harness.run { client in
            let token = try await client.newDevice()
            for _ in 0..<20 {
                #expect(try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3]).status == .created)
            }
            let refused = try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3])
            try ServerHarness.expectError(refused, status: .tooManyRequests, code: "rate_limited", field: "Authorization")
            let wait = try #require(ServerHarness.header(refused, "Retry-After").flatMap(Int.init))
            #expect((1...60).contains(wait))
            harness.clock.advance(60)
            #expect(try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3]).status == .created)
        }
    }

    @Test("a new toilet near others is answered with them as possible duplicates, and saved when confirmed new")
    func duplicates() async throws {
        let harness = try await CommunityHarness()
        let existing = try #require(try await harness.repository.allToilets().first)
        try await harness.run { client in
            let token = try await client.newDevice()
            let near: [String: Any] = ["latitude": existing.coordinate.latitude + 0.0001, "longitude": existing.coordinate.longitude,
                                       "fields": ["name": "Kiosk WC"]]
            let warned = try await client.post("/api/toilets", token: token, json: near)
            try ServerHarness.expectError(warned, status: .conflict, code: "possible_duplicate", field: "latitude")
            let list = try #require((try ServerHarness.json(warned) as? [String: Any])?["duplicates"] as? [[String: Any]])
            #expect(list.contains { ($0["id"] as? Int).map(Int64.init) == existing.id.rawValue })
            #expect(list.allSatisfy { ($0["distance_meters"] as? Double ?? 99) <= 50 })
            var confirmed = near
            confirmed["confirm_new"] = true
            let saved = try contribution(try await client.post("/api/toilets", token: token, json: confirmed))
            #expect(saved["state"] as? String == "pending" && saved["kind"] as? String == "add")
            var alone = Self.openWater as [String: Any]
            alone["fields"] = ["name": "Beach WC", "wheelchair": "yes"]
            #expect(try await client.post("/api/toilets", token: token, json: alone).status == .created)
            alone["fields"] = ["wheelchair": "sometimes"]
            try ServerHarness.expectError(try await client.post("/api/toilets", token: token, json: alone),
                                          status: .badRequest, code: "invalid_field", field: "fields.wheelchair")
            try ServerHarness.expectError(try await client.post("/api/toilets", token: token, json: ["latitude": 91, "longitude": 7, "fields": ["name": "X"]]),
                                          status: .badRequest, code: "invalid_field", field: "latitude")
            try ServerHarness.expectError(try await client.post("/api/toilets", token: token, json: ["longitude": 7, "fields": ["name": "X"]]),
                                          status: .badRequest, code: "missing_parameter", field: "latitude")
        }
    }

    @Test("a device may add 10 toilets a day; the 11th waits for tomorrow")
    func newToiletsPerDay() async throws {
        let harness = try await CommunityHarness(limits: WriteLimits(perDevicePerMinute: 100, perAddressPerMinute: 100))
        try await harness.run { client in
            let token = try await client.newDevice()
            for index in 0..<11 {
                let body: [String: Any] = ["latitude": 43.70 + Double(index) * 0.001, "longitude": 7.45, "fields": ["name": "WC \(index)"]]
                let response = try await client.post("/api/toilets", token: token, json: body)
                if index < 10 { #expect(response.status == .created) } else {
                    try ServerHarness.expectError(response, status: .tooManyRequests, code: "rate_limited", field: "Authorization")
                }
            }
        }
    }

    @Test("a pending contribution is listed for its author only")
    func mine() async throws {
        let harness = try await CommunityHarness()
        try await harness.run { client in
            let author = try await client.newDevice(), other = try await client.newDevice()
            var body = Self.openWater as [String: Any]
            body["fields"] = ["name": "Beach WC"]
            _ = try await client.post("/api/toilets", token: author, json: body)
            let own = try #require(try ServerHarness.json(try await client.get("/api/contributions/mine", token: author)) as? [String: Any])
            #expect(own["total"] as? Int == 1)
            #expect((own["items"] as? [[String: Any]])?.first?["state"] as? String == "pending")
            let theirs = try #require(try ServerHarness.json(try await client.get("/api/contributions/mine", token: other)) as? [String: Any])
            #expect(theirs["total"] as? Int == 0)
            try ServerHarness.expectError(try await client.get("/api/contributions/mine"), status: .unauthorized, code: "missing_token", field: "Authorization")
        }
    }
}
