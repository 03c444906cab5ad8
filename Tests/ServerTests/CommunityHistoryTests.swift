import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// An approved toilet reaches nearest, its history and the change feed; a revert undoes it.
@Suite("Community API: history, change feed and revert")
struct CommunityHistoryTests {
    static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try ServerHarness.json(response) as? [String: Any])
    }

    @Test("a new toilet approved by agreement and a moderator is served, listed in the feed and in its history, and a revert removes it")
    func lifecycle() async throws {
        let harness = try await CommunityHarness()
        try await harness.run { client in
            let start = try Self.json(try await client.get("/api/updates?since=0&limit=1000"))
            let cursor = try #require(start["next"] as? String)
            let latest = try Self.json(try await client.get("/api/updates?since=latest"))
            #expect(latest["next"] as? String == cursor && (latest["changes"] as? [[String: Any]])?.isEmpty == true)
            let a = try await client.newDevice(), b = try await client.newDevice()
            let spot: [String: Any] = ["latitude": 43.7300, "longitude": 7.4300, "confirm_new": true,
                                       "fields": ["name": "Beach WC", "wheelchair": "yes", "opening_hours": "24/7"]]
            let added = try contribution(try await client.post("/api/toilets", token: a, json: spot))
            #expect(added["state"] as? String == "pending")
            // A second device reporting the same toilet a few metres away agrees with it; still pending.
            var again = spot
            again["latitude"] = 43.73002
            #expect(try contribution(try await client.post("/api/toilets", token: b, json: again))["state"] as? String == "pending")
            try await harness.reload()
            let hidden = try Self.json(try await client.get("/api/nearest?lat=43.7300&lon=7.4300&limit=1"))
            let firstName = ((hidden["results"] as? [[String: Any]])?.first?["toilet"] as? [String: Any])?["name"] as? String
            #expect(firstName != "Beach WC", "nothing pending reaches anyone")
            #expect((try Self.json(try await client.get("/api/updates?since=\(cursor)"))["changes"] as? [[String: Any]])?.isEmpty == true)

            let approved = try contribution(try await client.post("/api/moderation/contributions/\(try #require(added["id"] as? Int))/approve",
                                                                  token: harness.moderatorToken))
            let toiletID = try #require(approved["toilet_id"] as? Int)
            // Not in the feed before nearest serves it: a client that follows the feed finds what it read.
            let early = try Self.json(try await client.get("/api/updates?since=\(cursor)"))
            #expect((early["changes"] as? [[String: Any]])?.isEmpty == true && early["next"] as? String == cursor && early["more"] as? Bool == false)
            try await harness.reload()
            let served = try Self.json(try await client.get("/api/nearest?lat=43.7300&lon=7.4300&limit=1"))
            let first = try #require((served["results"] as? [[String: Any]])?.first?["toilet"] as? [String: Any])
            #expect(first["id"] as? Int == toiletID && first["name"] as? String == "Beach WC")
            let record = try Self.json(try await client.get("/api/toilets/\(toiletID)"))
            let wheelchair = try #require((record["attributes"] as? [String: Any])?["wheelchair"] as? [String: Any])
            #expect(wheelchair["origin"] as? String == "community")

            let feed = try Self.json(try await client.get("/api/updates?since=\(cursor)"))
            let changes = try #require(feed["changes"] as? [[String: Any]])
            #expect(changes.count == 1 && changes.first?["id"] as? Int == toiletID && changes.first?["change"] as? String == "added")
            #expect((changes.first?["toilet"] as? [String: Any])?["name"] as? String == "Beach WC")
            let next = try #require(feed["next"] as? String)

            let history = try #require(try Self.json(try await client.get("/api/toilets/\(toiletID)/history"))["revisions"] as? [[String: Any]])
            #expect(history.count == 1)
            let creation = try #require(history.first)
            #expect(creation["change"] as? String == "added" && creation["source"] as? String == "community")
            #expect((creation["author"] as? String)?.count == 12 && creation["contribution_id"] as? Int == added["id"] as? Int)
            let fields = (creation["changes"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
            #expect(Set(fields) == ["position", "name", "wheelchair", "opening_hours"], "\(fields)")

            let revision = try #require(creation["revision"] as? Int)
            try ServerHarness.expectError(try await client.post("/api/moderation/revisions/\(revision)/revert", token: a, json: ["reason": "x"]),
                                          status: .forbidden, code: "not_moderator", field: "Authorization")
            let reverted = try await client.post("/api/moderation/revisions/\(revision)/revert", token: harness.moderatorToken,
                                                 json: ["reason": "A shower, not a toilet"])
            #expect(reverted.status == .created)
            #expect((try Self.json(reverted)["revision"] as? [String: Any])?["source"] as? String == "moderator")
            try ServerHarness.expectError(try await client.post("/api/moderation/revisions/\(revision)/revert", token: harness.moderatorToken,
                                                                json: ["reason": "again"]),
                                          status: .conflict, code: "not_revertible", field: "id")
            try await harness.reload()
            let after = try Self.json(try await client.get("/api/nearest?lat=43.7300&lon=7.4300&limit=3"))
            #expect(!((after["results"] as? [[String: Any]]) ?? []).contains { ($0["toilet"] as? [String: Any])?["id"] as? Int == toiletID })
            let gone = try ServerHarness.expectError(try await client.get("/api/toilets/\(toiletID)"), status: .notFound, code: "removed", field: "id")
            #expect((gone["message"] as? String)?.contains("moderator") == true)
            let removal = try #require(try Self.json(try await client.get("/api/updates?since=\(next)"))["changes"] as? [[String: Any]])
            #expect(removal.count == 1 && removal.first?["change"] as? String == "removed" && removal.first?["toilet"] is NSNull)
        }
    }

    @Test("an edit shows in the history as the fields it changed, with each author a pseudonym that differs from toilet to toilet")
    func editDiff() async throws {
        let harness = try await CommunityHarness()
        let toilets = try await harness.repository.allToilets()
        let first = try #require(toilets.first), second = try #require(toilets.dropFirst().first)
        try await harness.run { client in
            let a = try await client.newDevice()
            var authors: [String] = []
            for toilet in [first, second] {
                let edit = try contribution(try await client.post("/api/toilets/\(toilet.id.rawValue)/edits", token: a,
                                                                  json: ["changes": [["field": "fee", "from": NSNull(), "to": "no"]]]))
                _ = try await client.post("/api/moderation/contributions/\(try #require(edit["id"] as? Int))/approve", token: harness.moderatorToken)
                let history = try #require(try Self.json(try await client.get("/api/toilets/\(toilet.id.rawValue)/history"))["revisions"] as? [[String: Any]])
                let last = try #require(history.last)
                #expect(last["change"] as? String == "updated" && last["source"] as? String == "community")
                let changes = try #require(last["changes"] as? [[String: Any]])
                #expect(changes.count == 1 && changes.first?["field"] as? String == "fee" && changes.first?["to"] as? String == "no")
                authors.append(try #require(last["author"] as? String))
            }
            #expect(authors[0] != authors[1])
            try ServerHarness.expectError(try await client.get("/api/toilets/999999/history"), status: .notFound, code: "not_found", field: "id")
            try ServerHarness.expectError(try await client.get("/api/updates?since=-1"), status: .badRequest, code: "invalid_parameter", field: "since")
        }
    }
}
