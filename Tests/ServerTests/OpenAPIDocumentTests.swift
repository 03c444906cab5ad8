import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Finder
import Geo
import Model
import OpenAPIKit
import Store
import StoreSQLite
import Testing
import TestSupport
@testable import Server

/// `GET /api/openapi.json` is a valid OpenAPI 3.1 document that says what the server really does.
@Suite("OpenAPI description")
struct OpenAPIDocumentTests {
    /// Real requests against Monaco, covering every documented operation and response schema.
    static let samples = [
        "/healthz", "/metrics", "/api/openapi.json", "/api/config", "/api/regions",
        "/api/nearest?lat=43.7384&lon=7.4246", "/api/nearest?lat=43.7384&lon=7.4246&limit=5&routes=all&needs=wheelchair,free&at=2026-11-22T18:30:00Z",
        "/api/nearest?lat=10&lon=10&limit=1", "/api/route?from=43.7384,7.4246&to=1",
        "/api/route/progress?polyline=_p~iF~ps%7CU_ulLnnqC_mqNvxq%60@&lat=38.5&lon=-120.2&wasOff=true",
        "/api/toilets/1", "/api/toilets/2?at=2026-11-22T18:30:00Z",
        "/api/search?q=Casino", "/api/search?q=toilet&lat=43.73&lon=7.42&limit=3", "/api/search?q=Port",
        "/api/basemap?bbox=7.415,43.728,7.43,43.74", "/api/region-pack?lat=43.73&lon=7.42&radiusMeters=2000",
        "/api/v1/restrooms", "/api/v1/restrooms.json?page=2&per_page=5", "/api/v1/restrooms/search?query=toilet",
        "/api/v1/restrooms/search.json?query=casino&ada=true", "/api/v1/restrooms/by_location?lat=43.73&lng=7.42",
        "/api/v1/restrooms/by_location.json?lat=43.73&lng=7.42&unisex=false&per_page=200",
        "/api/v1/restrooms/by_date?day=1&month=1&year=2000", "/api/v1/restrooms/by_date.json?day=1&month=1&year=2000&updated=true",
        // Failures: each must be a documented status with the one error shape.
        "/api/nearest?lat=91&lon=0", "/api/nearest?lon=7.42", "/api/toilets/0", "/api/toilets/999999",
        "/api/route?from=43.7384,7.4246&to=999999", "/api/search?q=", "/api/basemap?bbox=1,2",
        "/api/region-pack?lat=43.73&lon=7.42&radiusMeters=0", "/api/v1/restrooms/by_date?day=31&month=2&year=2020",
        "/api/v1/restrooms?page=0", "/api/route/progress?polyline=x&lat=0&lon=0",
    ]


    static func documentData() throws -> Data {
        try Data(buffer: #require(OpenAPIController<AppRequestContext>.document))
    }

    @Test("the served document is the bundled one and OpenAPIKit reads and validates it as OpenAPI 3.1")
    func documentIsValid() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let response = try await ServerHarness.get("/api/openapi.json", repository: repository)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let served = Data(buffer: response.body)
        #expect(served == (try Self.documentData()))
        let document = try JSONDecoder().decode(OpenAPI.Document.self, from: served)
        #expect(document.openAPIVersion == .v3_1_0)
        let validator = Validator()
            .validating(\.documentContainsPaths, \.pathsContainOperations, \.schemaComponentsAreDefined,
                        \.pathParametersAreDefined, \.operationsContainResponses)
        try document.validate(using: validator)
    }

    @Test("every routed method and path is documented, and every documented operation is routed")
    func routesMatchDocument() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let community = CommunityService(store: try #require(repository as? SQLiteToiletRepository).contributions, toilets: repository)
        let router = buildRouter(repository: repository, live: LiveSnapshot(ServingSnapshot(version: 0, finder: try await ServerHarness.finder(repository))),
                                 community: community)
        let routed = Set(router.routes.map { "\($0.method.rawValue) \($0.path.description)" })
        let documented = try OpenAPILookup(Self.documentData()).operations
        // A routed method the document does not list must be one of the 405 answers with `Allow`.
        let refused = routed.subtracting(documented)
        let app = buildApplication(ServerConfiguration(), repository: repository,
                                   live: LiveSnapshot(ServingSnapshot(version: 0, finder: try await ServerHarness.finder(repository))), community: community)
        let notRefused = try await app.test(.router) { client in
            var wrong: [String] = []
            for route in refused.sorted() {
                let parts = route.split(separator: " ", maxSplits: 1).map(String.init)
                let response = try await client.execute(uri: parts[1].replacingOccurrences(of: "{id}", with: "1"),
                                                        method: HTTPRequest.Method(parts[0]) ?? .get) { $0 }
                let allow = response.headers[.allow] ?? ""
                if response.status != .methodNotAllowed || !allow.contains("GET") { wrong.append("\(route) → \(response.status.code) Allow: \(allow)") }
            }
            return wrong
        }
        #expect(notRefused.isEmpty, "routed but neither documented nor a 405 with Allow: \(notRefused.prefix(5))")
        // CORS preflights may be answered by a middleware rather than a route: those need a documented GET.
        let missing = documented.subtracting(routed).filter { !$0.hasPrefix("OPTIONS ") }
        #expect(missing.isEmpty, "documented but not routed: \(missing.sorted())")
        for preflight in documented where preflight.hasPrefix("OPTIONS ") {
            let path = preflight.dropFirst("OPTIONS ".count)
            #expect(path.hasPrefix("/api/") && (documented.contains("GET \(path)") || documented.contains("POST \(path)")),
                    "\(preflight) has no GET or POST beside it")
        }
    }

    /// Toilets with opening hours (Monaco's have none), for the week table and hours states.
    static let hoursSamples = [
        "/api/toilets/1", "/api/toilets/3?at=2024-06-03T12:10:00Z", "/api/nearest?lat=43.7384&lon=7.4246&limit=3",
        "/api/region-pack?lat=43.7384&lon=7.4246&radiusMeters=500", "/api/v1/restrooms",
    ]

    /// One toilet with a central key and positions, the attributes no other sample knows
    /// (`/api/nearest` lists only known attributes).
    static func keyedRepository() async throws -> any ToiletRepository & MapDataRepository {
        let repository: any ToiletRepository & MapDataRepository = InMemoryToiletRepository()
        let draft = Fixtures.draft(node: 1, at: Coordinate(latitude: 43.7384, longitude: 7.4246)) {
            $0.centralKey = Attribute(.radar, source: 0, field: "central_key")
            $0.positions = Attribute(["seated", "urinal"], source: 0, field: "toilets:position")
        }
        _ = try await repository.apply(Fixtures.snapshot([draft], region: "monaco", timeZone: "Europe/Monaco"), at: Fixtures.monday)
        return repository
    }

    @Test("real answers, good and bad, have documented statuses, headers and bodies, and reach every schema")
    func answersMatchSchemas() async throws {
        let lookup = try OpenAPILookup(Self.documentData())
        let monaco = try await ServerHarness.monacoRepository()
        var missingCORS = try await Self.check(Self.samples, lookup: lookup, repository: monaco,
                                               finder: try await ServerHarness.finder(monaco, walking: true))
        let hours = try await HoursAPITests.repository()
        missingCORS += try await Self.check(Self.hoursSamples, lookup: lookup, repository: hours,
                                            finder: try await ServerHarness.finder(hours))
        let keyed = try await Self.keyedRepository()
        missingCORS += try await Self.check(["/api/nearest?lat=43.7384&lon=7.4246&limit=1"], lookup: lookup, repository: keyed,
                                            finder: try await ServerHarness.finder(keyed))
        _ = try await Self.checkCommunity(lookup)  // reaches the write API's schemas (checked in communityMatchesDocument)
        let schemas = Set(lookup.document["components"]?["schemas"]?.object?.keys.map { "#/components/schemas/\($0)" } ?? [])
        #expect(schemas.subtracting(lookup.checker.reached).isEmpty, "never reached: \(schemas.subtracting(lookup.checker.reached).sorted())")
        #expect(missingCORS.isEmpty, "no CORS header: \(missingCORS.prefix(3))")
    }

    /// Sends each GET and expects its answer to match the document; returns the /api/ URIs answered without CORS.
    static func check(_ uris: [String], lookup: OpenAPILookup, repository: any ToiletRepository & MapDataRepository,
                      finder: ToiletFinder) async throws -> [String] {
        let app = buildApplication(ServerConfiguration(), repository: repository, finder: finder, now: { Fixtures.monday })
        let responses = try await app.test(.router) { client in
            var responses: [(String, TestResponse)] = []
            for uri in uris { responses.append((uri, try await client.execute(uri: uri, method: .get) { $0 })) }
            return responses
        }
        var missingCORS: [String] = []
        for (uri, response) in responses {
            let path = String(uri.prefix { $0 != "?" })
            let problems = lookup.violations(method: "GET", path: path, status: Int(response.status.code), headers: response.headers,
                                             body: Data(buffer: response.body))
            #expect(problems.isEmpty, "\(uri) → \(response.status.code): \(problems.prefix(5))")
            if path.hasPrefix("/api/"), response.headers[.accessControlAllowOrigin] != "*" { missingCORS.append(uri) }
        }
        return missingCORS
    }

    @Test("an OPTIONS preflight on an API path answers 204 as documented")
    func preflight() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let lookup = try OpenAPILookup(Self.documentData())
        let app = buildApplication(ServerConfiguration(), repository: repository, finder: try await ServerHarness.finder(repository))
        let response = try await app.test(.router) { client in
            try await client.execute(uri: "/api/nearest", method: .options, headers: [.origin: "https://example.org"]) { $0 }
        }
        let problems = lookup.violations(method: "OPTIONS", path: "/api/nearest", status: Int(response.status.code),
                                         headers: response.headers, body: Data(buffer: response.body))
        #expect(problems.isEmpty, "\(problems)")
    }
}
