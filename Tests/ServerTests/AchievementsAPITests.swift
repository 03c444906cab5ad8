import Foundation
import HummingbirdTesting
import Server
import Testing
import TestSupport

@Suite("Achievements API")
struct AchievementsAPITests {
    @Test("every achievement comes with its rule, goal and texts in four languages; no token, no tally")
    func definitions() async throws {
        let harness = try await CommunityHarness()
        let response = try await harness.run { client in try await client.get("/api/achievements") }
        let body = try ServerHarness.json(response) as? [String: Any]
        let achievements = try #require(body?["achievements"] as? [[String: Any]])
        #expect(achievements.compactMap { $0["id"] as? String }.starts(with: ["first-flush", "speedy-pooper", "marathon", "halfway-there"]))
        #expect(achievements.allSatisfy { Set(($0["texts"] as? [String: Any])?.keys ?? [:].keys) == ["en", "es", "fr", "de"] })
        let speedy = try #require(achievements.first { $0["id"] as? String == "speedy-pooper" })
        #expect((speedy["rule"] as? [String: Any])?["seconds"] as? Double == 180 && speedy["confirmedBy"] as? String == "device")
        #expect(achievements.first { $0["id"] as? String == "local-guide" }?["confirmedBy"] as? String == "server")
        #expect(body?["tally"] is NSNull)
    }

    @Test("a device's tally holds its approved ratings, answers, confirmations and additions, never pending ones or others' ")
    func tally() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first).id.rawValue
        let responses = try await harness.run { client in
            let token = try await client.newDevice(), other = try await client.newDevice()
            _ = try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 4])
            _ = try await client.post("/api/toilets/\(toilet)/visits", token: token, json: ["open": true])
            _ = try await client.post("/api/toilets/\(toilet)/confirmations", token: token, json: [:] as [String: Any])
            _ = try await client.post("/api/toilets/\(toilet)/ratings", token: other, json: ["rating": 2])
            // A new toilet waits for a moderator: not counted until approved.
            let added = try await client.post("/api/toilets", token: token, json: ["latitude": 43.7301, "longitude": 7.4102,
                                                                                  "fields": ["name": "Kiosque du port"], "confirm_new": true])
            let pendingID = try #require(try contribution(added)["id"] as? Int)
            let before = try await client.get("/api/achievements", token: token)
            _ = try await client.post("/api/moderation/contributions/\(pendingID)/approve", token: harness.moderatorToken, json: [:] as [String: Any])
            let after = try await client.get("/api/achievements", token: token)
            try ServerHarness.expectError(try await client.get("/api/achievements", token: "not-a-token"), status: .unauthorized,
                                          code: "unknown_token", field: "Authorization")
            return (before, after)
        }
        func tallyOf(_ response: TestResponse) throws -> [String: [String]]? { (try ServerHarness.json(response) as? [String: Any])?["tally"] as? [String: [String]] }
        let tally = (try tallyOf(responses.0), try tallyOf(responses.1))
        #expect(tally.0?["ratings"]?.count == 1 && tally.0?["wasOpenAnswers"]?.count == 1)
        #expect(tally.0?["additionsAndConfirmations"]?.count == 1)
        #expect(tally.1?["additionsAndConfirmations"]?.count == 2)
        #expect(tally.1?["ratings"]?.first?.hasSuffix("Z") == true)
    }
}
