import Foundation
import Hummingbird
import HummingbirdTesting
import Model
import Server
import Testing
import TestSupport

/// `/api/nearest?rank=…`, `weights`, `minRating` and the new needs, through the real router
/// over Monaco, with ratings and "Was it open?" answers sent through the write API.
@Suite("Best pick API: rank, weights, minRating")
struct BestPickAPITests {
    static func answer(_ client: any TestClientProtocol, _ uri: String) async throws -> (rank: String?, results: [[String: Any]]) {
        let response = try await client.get(uri)
        #expect(response.status == .ok, "\(uri): \(String(buffer: response.body))")
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        return (body["rank"] as? String, try #require(body["results"] as? [[String: Any]]))
    }

    static func ids(_ results: [[String: Any]]) -> [Int] {
        results.compactMap { ($0["toilet"] as? [String: Any])?["id"] as? Int }
    }

    @Test("the second nearest, rated clean by three devices and found open, becomes the best pick; walk order stays")
    func cleanerSecond() async throws {
        let harness = try await CommunityHarness()
        let origin = try #require(try await harness.repository.allToilets().first).coordinate
        let overlay = harness.community.overlay, clock = harness.clock
        try await harness.run { client in
            let base = "/api/nearest?lat=\(origin.latitude)&lon=\(origin.longitude)&limit=3"
            let walk = try await Self.answer(client, base)
            #expect(walk.rank == "walk")
            #expect(walk.results.allSatisfy { $0["bestPick"] == nil && $0["rating"] == nil })
            let order = Self.ids(walk.results)
            #expect(order.count == 3)
            let second = order[1]
            for _ in 0..<3 {
                let device = try await client.newDevice()
                #expect(try await client.post("/api/toilets/\(second)/ratings", token: device, json: ["rating": 5]).status == .created)
            }
            _ = try await client.post("/api/toilets/\(second)/visits", token: try await client.newDevice(), json: ["open": true])
            try await overlay.refresh(now: clock.now)

            #expect(Self.ids(try await Self.answer(client, base).results) == order, "rank=walk is unchanged")
            let best = try await Self.answer(client, base + "&rank=best")
            #expect(best.rank == "best")
            #expect(Self.ids(best.results).first == second)
            let pick = try #require(best.results.first?["bestPick"] as? [String: Any])
            let sentence = try #require(pick["sentence"] as? String)
            let parts = try #require(pick["parts"] as? [String: Double]), signals = try #require(pick["signals"] as? [String: Double])
            #expect(sentence.contains("further than the nearest, but rated 5.0 for cleanliness by 3 people and confirmed open today"), "\(sentence)")
            let rating = try #require(best.results.first?["rating"] as? [String: Any])
            #expect(rating["average"] as? Double == 5 && rating["count"] as? Int == 3)
            // Factors with no signal are left out: here no closure reports, no hours known, no needs asked.
            #expect(Set(parts.keys) == ["walk", "reliability", "cleanliness", "confirmation"] && Set(signals.keys) == Set(parts.keys))
            #expect(abs(parts.values.reduce(0, +) - (pick["score"] as? Double ?? .nan)) < 0.05)
            #expect(abs((parts["cleanliness"] ?? 0) - 3 * (signals["cleanliness"] ?? 0)) < 0.01)  // standard weight 3
            #expect((signals["reliability"] ?? 0) > 0, "an open answer makes it more reliable")
            // Weights that care for nothing but the walk give the walking order back.
            let zero = "reliability:0,cleanliness:0,confirmation:0,closureReports:0,knownHours:0,needsCertainty:0"
            #expect(Self.ids(try await Self.answer(client, base + "&rank=best&weights=\(zero)").results) == order)
            // Only the rated toilet has a rating of at least 4.5; by rating it comes first.
            #expect(Self.ids(try await Self.answer(client, base + "&minRating=4.5").results) == [second])
            #expect(Self.ids(try await Self.answer(client, base + "&rank=rating").results).first == second)
            #expect(Self.ids(try await Self.answer(client, base + "&rank=cleanliness").results).first == second)
            // In Spanish, with the decimal comma.
            let spanish = try await Self.answer(client, base + "&rank=best&lang=es")
            let said = (spanish.results.first?["bestPick"] as? [String: Any])?["sentence"] as? String ?? ""
            #expect(said.contains("con una limpieza valorada en 5,0 por 3 personas"), "\(said)")
        }
    }

    @Test("bad rank, weights and minRating are 400s naming the field", arguments: [
        ("rank=nearest", "rank"), ("rank=", "rank"), ("weights=cleanliness", "weights"), ("weights=cleanliness:11", "weights"),
        ("weights=walk:2", "weights"), ("weights=dirt:2", "weights"), ("weights=cleanliness:-1", "weights"),
        ("weights=cleanliness:2,", "weights"), ("minRating=0", "minRating"), ("minRating=5.5", "minRating"),
        ("minRating=four", "minRating"), ("needs=no_keys", "needs"),
    ])
    func badInput(query: String, field: String) async throws {
        let harness = try await CommunityHarness()
        try await harness.run { client in
            let response = try await client.get("/api/nearest?lat=43.7384&lon=7.4246&\(query)")
            #expect(response.status == .badRequest)
            let error = (try ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any]
            #expect(error?["field"] as? String == field, "\(String(buffer: response.body))")
        }
    }

    @Test("a factor given twice counts once, the later; the config gives the standard weights and the rule's numbers")
    func weightsAndConfig() async throws {
        let harness = try await CommunityHarness()
        try await harness.run { client in
            // Asking for free toilets, one whose fee is unknown loses needsCertainty × 1.
            let base = "/api/nearest?lat=43.7384&lon=7.4246&rank=best&needs=free&weights="
            let twice = try await client.get(base + "needsCertainty:9,needsCertainty:0"), once = try await client.get(base + "needsCertainty:0")
            let other = try await client.get(base + "needsCertainty:9")
            #expect(twice.status == .ok && String(buffer: twice.body) == String(buffer: once.body))
            #expect(String(buffer: twice.body) != String(buffer: other.body))
            let config = try #require(try ServerHarness.json(try await client.get("/api/config")) as? [String: Any])
            let bestPick = try #require(config["bestPick"] as? [String: Any])
            #expect(bestPick["standard"] as? [String: Double] == ["reliability": 2, "cleanliness": 3, "confirmation": 1.5,
                                                                  "closureReports": 4, "knownHours": 2, "needsCertainty": 2])
            #expect(bestPick["bounds"] as? [Double] == [0, 10] && bestPick["learningRate"] as? Double == 1)
        }
    }
}
