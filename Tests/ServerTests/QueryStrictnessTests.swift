import Foundation
import Store
import Testing
import TestSupport
@testable import Server

/// Query parameters are read strictly: plain decimal numbers, real ISO 8601 instants, exact
/// pairs and boxes, one value per name, bounded lengths. Every refusal is a 400 naming the field.
@Suite("Strict query parameters")
struct QueryStrictnessTests {
    static let origin = "lat=43.7384&lon=7.4246"

    @Test("a malformed value is a 400 naming its parameter", arguments: [
        ("/api/nearest?\(origin)&at=2026-11-22T11:00:00Zgarbage", "at"),
        ("/api/route?from=43.7384,7.4246&to=%2B5", "to"),
        ("/api/route?from=43.7384,7.4246&to=0x10", "to"),
        ("/api/nearest?\(origin)&at=2026-11-22T25:00:00Z", "at"),
        ("/api/nearest?\(origin)&at=2026-02-30T10:00:00Z", "at"),
        ("/api/nearest?\(origin)&at=2025-02-29T10:00:00Z", "at"),
        ("/api/nearest?\(origin)&at=2026-11-22T10:60:00Z", "at"),
        ("/api/nearest?\(origin)&at=2026-11-22T10:00:60Z", "at"),
        ("/api/nearest?\(origin)&at=2026-13-01T10:00:00Z", "at"),
        ("/api/nearest?\(origin)&at=2026-11-22T10:00:00", "at"),
        ("/api/nearest?\(origin)&at=2026-11-22T10:00:00%2B24:00", "at"),
        ("/api/nearest?\(origin)&at=%202026-11-22T10:00:00Z", "at"),
        ("/api/nearest?\(origin)&at=2026-11-22", "at"),
        ("/api/nearest?lat=0x1p3&lon=7.4", "lat"),
        ("/api/nearest?lat=43.7%00&lon=7.4", "lat"),
        ("/api/nearest?lat=43.7%00garbage&lon=7.4", "lat"),
        ("/api/nearest?lat=%2043.7&lon=7.4", "lat"),
        ("/api/nearest?lat=43.7%20&lon=7.4", "lat"),
        ("/api/nearest?lat=inf&lon=7.4", "lat"),
        ("/api/nearest?lat=nan&lon=7.4", "lat"),
        ("/api/nearest?lat=1e999&lon=7.4", "lat"),
        ("/api/nearest?lat=%2B43.7&lon=7.4", "lat"),
        ("/api/nearest?lat=43.&lon=7.4", "lat"),
        ("/api/nearest?lat=.5&lon=7.4", "lat"),
        ("/api/nearest?lat=43,7&lon=7.4", "lat"),
        ("/api/nearest?lat=43.7&lon=7.4%ZZ", "lon"),
        ("/api/nearest?lat=0.\(String(repeating: "0", count: 70))1&lon=7.4", "lat"),
        ("/api/nearest?lat=43.7&lat=43.8&lon=7.4", "lat"),
        ("/api/nearest?\(origin)&limit=%2B3", "limit"),
        ("/api/nearest?\(origin)&limit=3.0", "limit"),
        ("/api/nearest?\(origin)&routes=first&routes=all", "routes"),
        ("/api/nearest?\(origin)&needs=\(String(repeating: "free,", count: 40))", "needs"),
        ("/api/route?from=43.7,abc,7.4&to=1", "from"),
        ("/api/route?from=43.7,7.4,&to=1", "from"),
        ("/api/route?from=,43.7,7.4&to=1", "from"),
        ("/api/route?from=43.7%20,7.4&to=1", "from"),
        ("/api/basemap?bbox=7.41,43.72,7.44,43.75,1", "bbox"),
        ("/api/basemap?bbox=7.41,43.72,,7.44,43.75", "bbox"),
        ("/api/basemap?bbox=0x7,43.72,7.44,43.75", "bbox"),
        ("/api/v1/restrooms?per_page=99999999999999999999", "per_page"),
        ("/api/v1/restrooms?page=1&page=2", "page"),
        ("/api/v1/restrooms/by_location?lat=43.7&lng=7.4e", "lng"),
        ("/api/toilets/0x10", "id"),
        ("/api/toilets/%2B5", "id"),
    ])
    func rejected(uri: String, field: String) async throws {
        let response = try await EdgeHarness.send(uri)
        #expect(response.status == .badRequest, "\(uri)")
        let error = try #require((try ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any])
        #expect(error["field"] as? String == field, "\(uri)")
        #expect(error["code"] as? String == "invalid_parameter" || error["code"] as? String == "invalid_coordinate", "\(uri)")
        #expect((error["message"] as? String)?.contains(field) == true)
    }

    @Test("well-formed values are accepted", arguments: [
        "/api/nearest?\(origin)&at=2026-11-22T11:00:00Z",
        "/api/nearest?\(origin)&at=2026-11-22T12:00:00+01:00",
        "/api/nearest?\(origin)&at=2026-11-22T12:00:00%2B01:00",
        "/api/nearest?\(origin)&at=2026-11-22T06:00:00.125-05:00",
        "/api/nearest?\(origin)&at=2024-02-29T23:59:59Z",
        "/api/nearest?lat=-0.0000001&lon=1e-7",
        "/api/nearest?lat=43&lon=-7.4246&limit=20",
        "/api/nearest?lat=43.7384&lon=7.4246&unknown=%ZZ&unknown=2",
        "/api/basemap?bbox=7.41,43.72,7.44,43.75",
        "/api/v1/restrooms?per_page=100000&page=2",
    ])
    func accepted(uri: String) async throws {
        let response = try await EdgeHarness.send(uri)
        #expect(response.status == .ok, "\(uri): \(String(decoding: Data(buffer: response.body), as: UTF8.self))")
    }

    /// Random queries against every endpoint: never a 5xx, every 4xx in the error shape.
    @Test("seeded fuzz: random queries never fail the server and always answer in the error shape")
    func fuzz() async throws {
        var random = SeededRandom(seed: 0xED6E)
        let paths = ["/api/nearest", "/api/route", "/api/route/progress", "/api/search", "/api/basemap", "/api/region-pack",
                     "/api/toilets/1", "/api/v1/restrooms", "/api/v1/restrooms/search", "/api/v1/restrooms/by_location",
                     "/api/v1/restrooms/by_date"]
        let names = Array(QueryParameters.knownNames) + ["x"]
        let pieces = ["0", "43.7", "-7.4", "1e3", "0x1p3", ",", "%00", "%FF", "%ZZ", "%2B", "+", "T", ":", "Z", "2026-11-22T11:00:00Z",
                      "a", "é", "%C3%A9", "true", "first", "free", "&", "=", "%20", "99999999999999999999"]
        let uris: [String] = (0..<400).map { _ in
            let parameters = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                let value = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                return "\(names.randomElement(using: &random)!)=\(value)"
            }
            return "\(paths.randomElement(using: &random)!)?\(parameters.joined(separator: "&"))"
        }
        let repository = InMemoryToiletRepository()
        let app = buildApplication(ServerConfiguration(), repository: repository, finder: try await ServerHarness.finder(repository))
        try await app.test(.router) { client in
            for uri in uris {
                let response = try await client.execute(uri: uri, method: .get) { $0 }
                #expect(response.status.code < 500, "\(uri)")
                if response.status.code >= 400 {
                    let error = (try? ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any]
                    #expect(error?["code"] is String && error?["message"] is String, "\(uri)")
                }
            }
        }
    }
}
