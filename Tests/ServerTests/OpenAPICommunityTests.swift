import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Store
import StoreSQLite
import Testing
import TestSupport
@testable import Server

/// The write API's requests and answers against the description: every body the tests send is
/// one the description allows, and every answer (good and bad) is documented.
extension OpenAPIDocumentTests {
    /// The documented request body schema of `method path`.
    static func requestSchema(_ lookup: OpenAPILookup, method: String, path: String) -> JSONValue? {
        guard let template = lookup.template(for: path) else { return nil }
        return lookup.dereference(lookup.document["paths"]?[template]?[method.lowercased()]?["requestBody"])?["content"]?["application/json"]?["schema"]
    }

    /// Sends the community samples, checking each request body and each answer; returns the problems.
    static func checkCommunity(_ lookup: OpenAPILookup) async throws -> [String] {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first)
        let near = ["latitude": toilet.coordinate.latitude, "longitude": toilet.coordinate.longitude]
        return try await harness.run { client in
            var problems: [String] = []
            func send(_ method: String, _ uri: String, token: String? = nil, json: [String: Any]? = nil,
                      valid: Bool = true) async throws -> TestResponse {
                let path = String(uri.prefix { $0 != "?" })
                if valid, let json, let schema = requestSchema(lookup, method: method, path: path) {
                    let value = try JSONValue.parse(try JSONSerialization.data(withJSONObject: json))
                    problems += lookup.checker.violations(of: value, against: schema, at: "request \(path)")
                }
                let response = method == "GET" ? try await client.get(uri, token: token) : try await client.post(uri, token: token, json: json)
                problems += lookup.violations(method: method, path: path, status: Int(response.status.code), headers: response.headers,
                                              body: Data(buffer: response.body))
                return response
            }
            let device = try #require((try ServerHarness.json(try await send("POST", "/api/devices")) as? [String: Any])?["token"] as? String)
            let id = toilet.id.rawValue
            let writes: [(String, [String: Any])] = [
                ("edits", ["changes": [["field": "wheelchair", "from": NSNull(), "to": "yes"]]]), ("closures", ["closure": "temporarily"]),
                ("confirmations", ["field": "opening_hours"]), ("visits", ["open": true]), ("ratings", ["rating": 4]),
                ("votes", ["safe": true]), ("comments", ["text": "Clean."]),
            ]
            for (path, body) in writes { _ = try await send("POST", "/api/toilets/\(id)/\(path)", token: device, json: body) }
            _ = try await send("POST", "/api/toilets/\(id)/ratings", token: device, json: ["rating": 9], valid: false)
            _ = try await send("POST", "/api/toilets/\(id)/ratings", json: ["rating": 3])
            var add: [String: Any] = near
            add["fields"] = ["name": "Kiosk WC", "wheelchair": "limited", "opening_hours": "Mo-Fr 08:00-18:00"]
            _ = try await send("POST", "/api/toilets", token: device, json: add)  // 409: possible duplicates
            add["confirm_new"] = true
            let added = try contribution(try await send("POST", "/api/toilets", token: device, json: add))
            _ = try await send("POST", "/api/v1/restrooms", token: device, json: [
                "name": "Beach WC", "accessible": true, "unisex": true, "changing_table": false, "latitude": 43.73, "longitude": 7.43])
            _ = try await send("GET", "/api/contributions/mine?per_page=5", token: device)
            _ = try await send("GET", "/api/achievements", token: device)
            _ = try await send("GET", "/api/achievements")
            _ = try await send("GET", "/api/moderation/queue", token: device)  // 403
            _ = try await send("GET", "/api/moderation/queue", token: harness.moderatorToken)
            let contributionID = try #require(added["id"] as? Int)
            let approved = try contribution(try await send("POST", "/api/moderation/contributions/\(contributionID)/approve",
                                                           token: harness.moderatorToken, json: [:]))
            let newToilet = try #require(approved["toilet_id"] as? Int)
            let created = try #require((try ServerHarness.json(try await send("GET", "/api/toilets/\(newToilet)/history")) as? [String: Any])?["revisions"]
                                       as? [[String: Any]])
            _ = try await send("POST", "/api/moderation/revisions/\(try #require(created.first?["revision"] as? Int))/revert",
                               token: harness.moderatorToken, json: ["reason": "A test"])
            _ = try await send("POST", "/api/moderation/contributions/\(contributionID)/reject", token: harness.moderatorToken,
                               json: ["reason": "Too late"])  // 409
            _ = try await send("POST", "/api/moderation/contributions/999/approve", token: harness.moderatorToken)  // 404
            _ = try await send("GET", "/api/toilets/\(id)")
            _ = try await send("GET", "/api/toilets/\(id)/history")
            _ = try await send("GET", "/api/updates?since=0&limit=1000")
            let revisions = try #require((try ServerHarness.json(try await client.get("/api/toilets/\(id)/history")) as? [String: Any])?["revisions"] as? [[String: Any]])
            let importRevision = try #require(revisions.first?["revision"] as? Int)
            _ = try await send("POST", "/api/moderation/revisions/\(importRevision)/revert", token: harness.moderatorToken, json: ["reason": "test"])  // 409
            for _ in 0..<20 { _ = try await send("POST", "/api/toilets/\(id)/votes", token: device, json: ["safe": false]) }  // 429 at last
            let other = try #require((try ServerHarness.json(try await client.post("/api/devices")) as? [String: Any])?["token"] as? String)
            let record = try #require(try await harness.repository.contributions.device(tokenHash: DeviceToken.hash(other)))
            _ = try await send("POST", "/api/moderation/devices/\(record.id)/ban", token: harness.moderatorToken)
            _ = try await send("POST", "/api/toilets/\(id)/votes", token: other, json: ["safe": true])  // 403 banned
            return problems
        }
    }

    @Test("the write API's requests and answers are as documented")
    func communityMatchesDocument() async throws {
        let problems = try await Self.checkCommunity(try OpenAPILookup(Self.documentData()))
        #expect(problems.isEmpty, "\(problems.prefix(8))")
    }
}

// The samples run one request at a time inside one test client closure.
extension OpenAPILookup: @unchecked Sendable {}
