import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Localization
import Server
import Testing
import TestSupport

/// Real requests in each language on every endpoint family: the texts people read are not the
/// English ones, `code` and `field` never change, and the headers say which language it is.
@Suite("API: languages")
struct LanguageAPITests {
    struct Call: Sendable {
        var uri: String
        var method: HTTPRequest.Method = .get
        var headers: HTTPFields = [:]
    }

    /// Sends `calls` in order to one application over Monaco (so they share its caches).
    static func send(_ calls: [Call], walking: Bool = false) async throws -> [TestResponse] {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository, walking: walking)
        let app = buildApplication(ServerConfiguration(), repository: repository, finder: finder, now: { Fixtures.monday })
        return try await app.test(.router) { client in
            var responses: [TestResponse] = []
            for call in calls {
                responses.append(try await client.execute(uri: call.uri, method: call.method, headers: call.headers) { $0 })
            }
            return responses
        }
    }

    static func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try ServerHarness.json(response) as? [String: Any])
    }

    /// The sentences of a nearest answer: per hit, its explanation, arrival summary, hours summary and step instructions.
    static func sentences(_ response: TestResponse) throws -> [String] {
        let results = try #require(try object(response)["results"] as? [[String: Any]])
        return results.flatMap { hit -> [String] in
            let toilet = hit["toilet"] as? [String: Any], hours = toilet?["hours"] as? [String: Any]
            let arrival = hit["arrival"] as? [String: Any], route = hit["route"] as? [String: Any]
            let steps = (route?["steps"] as? [[String: Any]] ?? []).compactMap { $0["instruction"] as? String }
            return [hit["explanation"] as? String, arrival?["summary"] as? String, hours?["summary"] as? String].compactMap { $0 } + steps
        }
    }

    static let nearest = "/api/nearest?lat=43.7384&lon=7.4246&limit=3&routes=all"

    @Test("nearest: every sentence is translated, by lang= and by Accept-Language", arguments: ["es", "fr", "de"])
    func nearestSentences(code: String) async throws {
        let responses = try await Self.send([
            Call(uri: Self.nearest),
            Call(uri: Self.nearest + "&lang=\(code)"),
            Call(uri: Self.nearest, headers: [.acceptLanguage: "it;q=1, \(code)-XX;q=0.9, en;q=0.5"]),
        ], walking: true)
        let english = try Self.sentences(responses[0])
        #expect(english.count >= 6)
        #expect(english.contains { $0.contains("min walk") })
        for response in responses.dropFirst() {
            #expect(response.status == .ok)
            let translated = try Self.sentences(response)
            #expect(translated.count == english.count)
            for (ours, theirs) in zip(translated, english) { #expect(ours != theirs, "\"\(ours)\" is still English") }
            #expect(ServerHarness.header(response, "Content-Language") == code)
            #expect(ServerHarness.header(response, "Vary")?.contains("Accept-Language") == true)
        }
        #expect(ServerHarness.header(responses[0], "Content-Language") == "en")
    }

    @Test("route and toilet record: instructions and the hours summary follow the language")
    func routeAndRecord() async throws {
        let first = try await Self.send([Call(uri: Self.nearest)], walking: true)
        let hit = try #require((try Self.object(first[0])["results"] as? [[String: Any]])?.first)
        let id = try #require((hit["toilet"] as? [String: Any])?["id"] as? Int)
        let route = "/api/route?from=43.7384,7.4246&to=\(id)"
        let record = "/api/toilets/\(id)"
        let responses = try await Self.send([
            Call(uri: route), Call(uri: route + "&lang=es"),
            Call(uri: record), Call(uri: record, headers: [.acceptLanguage: "de"]),
        ], walking: true)
        let steps = try responses[0 ..< 2].map { response in
            try #require(try Self.object(response)["steps"] as? [[String: Any]]).compactMap { $0["instruction"] as? String }
        }
        #expect(!steps[0].isEmpty && steps[0].count == steps[1].count)
        for (spanish, english) in zip(steps[1], steps[0]) { #expect(spanish != english) }
        let summaries = try responses[2...].map { try #require((try Self.object($0)["hours"] as? [String: Any])?["summary"] as? String) }
        #expect(summaries[0] != summaries[1])
        #expect(ServerHarness.header(responses[3], "Content-Language") == "de")
    }

    /// One failing request per endpoint family.
    static let failures: [Call] = [
        Call(uri: "/api/nearest?lat=abc&lon=7.4"),
        Call(uri: "/api/nearest?lat=43.7&lon=7.4&lat=43.8"),
        Call(uri: "/api/nearest?lat=43.7&lon=7.4&needs=jetpack"),
        Call(uri: "/api/route?from=x&to=1"),
        Call(uri: "/api/route?from=43.7,7.4&to=999999"),
        Call(uri: "/api/route/progress?lat=43.7&lon=7.4"),
        Call(uri: "/api/toilets/abc"),
        Call(uri: "/api/toilets/999999"),
        Call(uri: "/api/toilets/999999/history"),
        Call(uri: "/api/search?q=x&limit=500"),
        Call(uri: "/api/basemap?bbox=1"),
        Call(uri: "/api/v1/restrooms/by_location?lat=abc&lng=7.4"),
        Call(uri: "/api/v1/restrooms/by_date?day=31&month=2&year=2024"),
        Call(uri: "/api/no-such-thing"),
        Call(uri: "/api/nearest", method: .post),
    ]

    @Test("errors of every endpoint family keep code and field and change only the message", arguments: ["es", "fr", "de"])
    func errors(code: String) async throws {
        var calls: [Call] = []
        for failure in Self.failures {
            let separator = failure.uri.contains("?") ? "&" : "?"
            calls += [failure, Call(uri: failure.uri + separator + "lang=\(code)", method: failure.method),
                      Call(uri: failure.uri, method: failure.method, headers: [.acceptLanguage: code])]
        }
        let responses = try await Self.send(calls)
        for (index, failure) in Self.failures.enumerated() {
            let english = responses[3 * index]
            let englishError = try #require(try Self.object(english)["error"] as? [String: Any], "\(failure.uri)")
            #expect(english.status.code >= 400, "\(failure.uri)")
            for translated in responses[(3 * index + 1)...(3 * index + 2)] {
                let error = try #require(try Self.object(translated)["error"] as? [String: Any], "\(failure.uri)")
                #expect(translated.status == english.status, "\(failure.uri)")
                #expect(error["code"] as? String == englishError["code"] as? String, "\(failure.uri)")
                #expect(error["field"] as? String == englishError["field"] as? String, "\(failure.uri)")
                #expect(error["message"] as? String != englishError["message"] as? String, "\(failure.uri): \(error["message"] ?? "")")
                #expect(ServerHarness.header(translated, "Content-Language") == code, "\(failure.uri)")
            }
        }
    }

    @Test("lang must be en, es, fr or de: anything else is a 400 naming lang and listing them",
          arguments: ["it", "FR", "fr-CH", "", "*"])
    func unknownLanguage(value: String) async throws {
        let responses = try await Self.send([
            Call(uri: "/api/nearest?lat=43.7&lon=7.4&lang=\(value)"),
            Call(uri: "/api/regions?lang=\(value)", headers: [.acceptLanguage: "fr"]),
        ])
        let error = try ServerHarness.expectError(responses[0], status: .badRequest, code: "invalid_parameter", field: "lang")
        #expect((error["message"] as? String)?.contains("en, es, fr, de") == true)
        let french = try ServerHarness.expectError(responses[1], status: .badRequest, code: "invalid_parameter", field: "lang")
        #expect((french["message"] as? String)?.contains("doit être") == true)
    }

    @Test("a cached toilet object never answers another language's request")
    func cacheKeyedByLanguage() async throws {
        let responses = try await Self.send([
            Call(uri: Self.nearest + "&lang=fr"), Call(uri: Self.nearest), Call(uri: Self.nearest + "&lang=de"), Call(uri: Self.nearest + "&lang=fr"),
        ])
        func hoursSummaries(_ response: TestResponse) throws -> [String] {
            try #require(try Self.object(response)["results"] as? [[String: Any]]).compactMap {
                (($0["toilet"] as? [String: Any])?["hours"] as? [String: Any])?["summary"] as? String
            }
        }
        let (french, english, german, frenchAgain) = try (hoursSummaries(responses[0]), hoursSummaries(responses[1]),
                                                         hoursSummaries(responses[2]), hoursSummaries(responses[3]))
        #expect(!english.isEmpty)
        for (index, text) in english.enumerated() {
            #expect(text != french[index] && text != german[index] && french[index] != german[index])
        }
        #expect(frenchAgain == french)
    }

    @Test("Refuge's restrooms hold no text of ours: their bytes are the same in every language")
    func refugeUnchanged() async throws {
        let uri = "/api/v1/restrooms/by_location?lat=43.73&lng=7.42"
        let responses = try await Self.send([Call(uri: uri), Call(uri: uri + "&lang=de"), Call(uri: uri)])
        #expect(Data(buffer: responses[0].body) == Data(buffer: responses[1].body))
        #expect(Data(buffer: responses[0].body) == Data(buffer: responses[2].body))
        #expect(ServerHarness.header(responses[1], "Content-Language") == "de")
    }
}

@Suite("API: languages of the community's phrases")
struct CommunityLanguageTests {
    @Test("closure reasons, reliability and freshness follow the language")
    func phrases() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first)
        let id = toilet.id.rawValue
        let overlay = harness.community.overlay, clock = harness.clock
        let nearest = "/api/nearest?lat=\(toilet.coordinate.latitude)&lon=\(toilet.coordinate.longitude)&limit=3"
        try await harness.run { client in
            let record = try #require(try ServerHarness.json(try await client.get("/api/toilets/\(id)?lang=de")) as? [String: Any])
            let reliability = (record["community"] as? [String: Any])?["reliability"] as? [String: Any]
            #expect(reliability?["phrase"] as? String == "noch nicht bestätigt")
            let a = try await client.newDevice(), b = try await client.newDevice()
            _ = try await client.post("/api/toilets/\(id)/closures", token: a, json: ["closure": "temporarily"])
            _ = try await client.post("/api/toilets/\(id)/closures", token: b, json: ["closure": "temporarily"])
            try await overlay.refresh(now: clock.now)
            let body = try #require(try ServerHarness.json(try await client.get(nearest + "&lang=fr")) as? [String: Any])
            let closed = try #require((body["closed_nearby"] as? [[String: Any]])?.first)
            #expect(closed["reason"] as? String == "signalé fermé par 2 personnes dans la dernière journée")
            let english = try #require(try ServerHarness.json(try await client.get(nearest)) as? [String: Any])
            #expect((english["closed_nearby"] as? [[String: Any]])?.first?["reason"] as? String == "reported closed by 2 people in the last day")
        }
    }

    @Test("the write API's field checks and the moderation refusals follow the language")
    func writeErrors() async throws {
        let harness = try await CommunityHarness()
        let id = try #require(try await harness.repository.allToilets().first).id.rawValue
        try await harness.run { client in
            let token = try await client.newDevice()
            func message(_ response: TestResponse) throws -> String? {
                ((try ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any])?["message"] as? String
            }
            let link = try await client.post("/api/toilets/\(id)/comments?lang=es", token: token, json: ["text": "Clean, see http://spam.example"])
            let spanish = try message(link) ?? ""
            #expect(spanish == "text debe ser un texto sin enlaces", "\(spanish)")
            let edit = try await client.post("/api/toilets/\(id)/edits?lang=de", token: token,
                                             json: ["changes": [["field": "wheelchair", "from": NSNull(), "to": "maybe"]]])
            let german = try message(edit) ?? ""
            #expect(german.contains("muss einer der Werte yes, limited, no"), "\(german)")
            let missing = try await client.post("/api/moderation/contributions/424242/approve?lang=fr", token: harness.moderatorToken, json: [:])
            #expect(missing.status == .notFound)
            #expect(try message(missing) == "aucune contribution n'a l'id 424242")
            let english = try await client.post("/api/toilets/\(id)/comments", token: token, json: ["text": "Clean, see http://spam.example"])
            #expect(try message(english) == "text must be text without links")
        }
    }

    @Test("the demo's note on the first screen follows the language")
    func demoNote() async throws {
        var configuration = ServerConfiguration()
        configuration.demoNote = LocalizedText { $0 == .french ? "Données de démonstration" : "Demo data" }
        let repository = try await ServerHarness.monacoRepository()
        let app = buildApplication(configuration, repository: repository, finder: try await ServerHarness.finder(repository), now: { Fixtures.monday })
        let notes = try await app.test(.router) { client in
            [try await client.execute(uri: "/api/config?lang=fr", method: .get) { $0 }, try await client.execute(uri: "/api/config", method: .get) { $0 }]
        }
        #expect(try notes.map { (try ServerHarness.json($0) as? [String: Any])?["demoNote"] as? String } == ["Données de démonstration", "Demo data"])
    }
}
