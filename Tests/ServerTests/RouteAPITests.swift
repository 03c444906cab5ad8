import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport
@testable import Server

/// `/api/route` and the off-route check `/api/route/progress`.
@Suite("Route API")
struct RouteAPITests {
    static let start = Coordinate(latitude: 43.7384, longitude: 7.4246)

    static func route(to id: Int) async throws -> (response: [String: Any], status: Int) {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository, walking: true)
        let response = try await ServerHarness.get("/api/route?from=43.7384,7.4246&to=\(id)", repository: repository, finder: finder)
        return (try ServerHarness.json(response) as? [String: Any] ?? [:], Int(response.status.code))
    }

    @Test("a route to a toilet starts near the walker, ends near the toilet, and has steps")
    func route() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let toilet = try #require(try await repository.nearby(Self.start, radiusMeters: 2_000, needs: [], page: PageRequest(page: 1, perPage: 1)).items.first?.toilet)
        let (body, status) = try await Self.route(to: Int(toilet.id.rawValue))
        #expect(status == 200)
        let polyline = try #require(body["polyline"] as? String)
        let points = try #require(Polyline.decode(polyline))
        #expect(points.first.map { $0.distanceMeters(to: Self.start) } ?? .infinity < 100)
        #expect(points.last.map { $0.distanceMeters(to: toilet.coordinate) } ?? .infinity < 300)
        #expect((body["meters"] as? Double ?? 0) >= Self.start.distanceMeters(to: toilet.coordinate) - 1)
        #expect((body["geometry"] as? [String: Any])?["type"] as? String == "LineString")
    }

    @Test("nearest sends the route as a polyline, GeoJSON only when asked, and only the known attributes")
    func nearestShape() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository, walking: true)
        func first(_ query: String) async throws -> [String: Any] {
            let response = try await ServerHarness.get("/api/nearest?lat=43.7384&lon=7.4246&limit=1" + query,
                                                       repository: repository, finder: finder)
            #expect(response.status == .ok)
            let body = try #require(try ServerHarness.json(response) as? [String: Any])
            return try #require((body["results"] as? [[String: Any]])?.first)
        }
        let lean = try await first(""), full = try await first("&geometry=geojson"), named = try await first("&geometry=polyline")
        let route = try #require(lean["route"] as? [String: Any])
        #expect(route["geometry"] == nil && (route["steps"] as? [Any])?.isEmpty == false)
        let encoded = try #require(route["polyline"] as? String)
        let points = try #require(Polyline.decode(encoded))
        let geometry = try #require((full["route"] as? [String: Any])?["geometry"] as? [String: Any])
        let coordinates = try #require(geometry["coordinates"] as? [[Double]])
        #expect(coordinates.count == points.count)
        for (pair, point) in zip(coordinates, points) {
            #expect(abs(pair[0] - point.longitude) < 1e-5 && abs(pair[1] - point.latitude) < 1e-5)
        }
        #expect((named["route"] as? [String: Any])?["geometry"] == nil)
        // Every attribute listed is known; the record lists the rest as unknown.
        let toilet = try #require(lean["toilet"] as? [String: Any])
        let attributes = try #require(toilet["attributes"] as? [String: [String: Any]])
        #expect(attributes.values.allSatisfy { $0["state"] as? String != "unknown" && !($0["value"] is NSNull) })
        let id = try #require(toilet["id"] as? Int)
        let recordResponse = try await ServerHarness.get("/api/toilets/\(id)", repository: repository)
        let record = try #require(try ServerHarness.json(recordResponse) as? [String: Any])
        let all = try #require(record["attributes"] as? [String: [String: Any]])
        let known = all.filter { $0.value["state"] as? String != "unknown" }
        #expect(Set(known.keys) == Set(attributes.keys))
        for (name, attribute) in attributes { #expect(attribute["state"] as? String == known[name]?["state"] as? String) }
    }

    @Test("a geometry other than polyline or geojson is a 400 naming it")
    func badGeometry() async throws {
        let response = try await ServerHarness.get("/api/nearest?lat=43.7384&lon=7.4246&geometry=wkt", repository: InMemoryToiletRepository())
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: "geometry")
    }

    @Test("routing to a toilet that does not exist is a 404 naming to; a bad from is a 400")
    func errors() async throws {
        let (body, status) = try await Self.route(to: 999_999)
        #expect(status == 404 && (body["error"] as? [String: Any])?["field"] as? String == "to")
        let bad = try await ServerHarness.get("/api/route?from=43.7&to=1", repository: InMemoryToiletRepository())
        try ServerHarness.expectError(bad, status: .badRequest, code: "invalid_parameter", field: "from")
    }

    /// A 400 m line going east from the start.
    static let line = Polyline.encode([start, start.offset(meters: 200, bearingDegrees: 90), start.offset(meters: 400, bearingDegrees: 90)])

    static func progress(_ position: Coordinate, wasOff: Bool) async throws -> [String: Any] {
        let uri = "/api/route/progress?polyline=\(line.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            + "&lat=\(position.latitude)&lon=\(position.longitude)&wasOff=\(wasOff)&seconds=300"
        let response = try await ServerHarness.get(uri, repository: InMemoryToiletRepository())
        #expect(response.status == .ok)
        return try #require(try ServerHarness.json(response) as? [String: Any])
    }

    @Test("on the route: not off, metres and time left along it")
    func onRoute() async throws {
        let body = try await Self.progress(Self.start.offset(meters: 100, bearingDegrees: 90), wasOff: false)
        #expect(body["isOff"] as? Bool == false && body["shouldReroute"] as? Bool == false)
        #expect(abs((body["remainingMeters"] as? Double ?? 0) - 300) <= 2)
        #expect(abs((body["remainingSeconds"] as? Double ?? 0) - 225) <= 2)
    }

    @Test("more than 30 m off: off once is not yet a re-route; off twice in a row is")
    func offRoute() async throws {
        let off = Self.start.offset(meters: 100, bearingDegrees: 90).offset(meters: 50, bearingDegrees: 0)
        let first = try await Self.progress(off, wasOff: false)
        #expect(first["isOff"] as? Bool == true && first["shouldReroute"] as? Bool == false)
        #expect(abs((first["distanceFromRouteMeters"] as? Double ?? 0) - 50) < 1)
        let second = try await Self.progress(off, wasOff: true)
        #expect(second["shouldReroute"] as? Bool == true)
        let back = try await Self.progress(Self.start.offset(meters: 150, bearingDegrees: 90), wasOff: true)
        #expect(back["isOff"] as? Bool == false && back["shouldReroute"] as? Bool == false)
    }

    @Test("a broken polyline is a 400 naming polyline", arguments: ["", "_p~iF", "%01%02"])
    func badPolyline(polyline: String) async throws {
        let response = try await ServerHarness.get("/api/route/progress?polyline=\(polyline)&lat=43.7&lon=7.4", repository: InMemoryToiletRepository())
        #expect(response.status == .badRequest)
        #expect(((try ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any])?["field"] as? String == "polyline")
    }
}
