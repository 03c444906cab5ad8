import Foundation
import Geo
import Model
import Store
import Finder
import Testing
import TestSupport
@testable import Server

/// The ToiletNow API: health, one toilet's record, nearest, and the error shape for the unexpected.
@Suite("ToiletNow API")
struct ToiletAPITests {
    @Test("healthz answers ok and ready, with every check passed, on a server that follows no database")
    func health() async throws {
        let response = try await ServerHarness.get("/healthz", repository: InMemoryToiletRepository())
        #expect(response.status == .ok)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect(body["status"] as? String == "ok" && body["ready"] as? Bool == true && body["dataVersion"] as? Int == 0)
        #expect(body["checks"] as? [String: Bool] == ["graph": true, "database": true, "feed": true])
    }

    @Test("a toilet's record has every attribute with its state, and sources with OSM links")
    func toiletRecord() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let nearest = try await repository.nearby(Coordinate(latitude: 43.73, longitude: 7.42), radiusMeters: 5_000, needs: .wheelchair, page: PageRequest(page: 1, perPage: 1))
        let toilet = try #require(nearest.items.first?.toilet)
        let response = try await ServerHarness.get("/api/toilets/\(toilet.id)", repository: repository)
        #expect(response.status == .ok)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect(body["id"] as? Int == Int(toilet.id.rawValue))
        let attributes = try #require(body["attributes"] as? [String: [String: Any]])
        #expect(attributes.count == 19)
        let wheelchair = try #require(attributes["wheelchair"])
        #expect(wheelchair["state"] as? String == "yes")
        #expect(["yes", "designated"].contains(wheelchair["value"] as? String ?? ""))
        let source = try #require(wheelchair["source"] as? [String: Any])
        #expect(source["dataset"] as? String == "osm")
        #expect((source["url"] as? String)?.hasPrefix("https://www.openstreetmap.org/") == true)
        // Unknown is unknown, never no.
        let unknown = try #require(attributes["shower"])
        #expect(unknown["state"] as? String == "unknown")
        #expect(unknown["value"] is NSNull || unknown["value"] == nil)
    }

    @Test("regions list Monaco with its time zone, toilet count, bounding box and centre")
    func regions() async throws {
        let response = try await ServerHarness.get("/api/regions", repository: try await ServerHarness.monacoRepository())
        let regions = try #require(try ServerHarness.json(response) as? [[String: Any]])
        #expect(regions.count == 1)
        let monaco = try #require(regions.first)
        #expect(monaco["name"] as? String == "monaco" && monaco["timeZone"] as? String == "Europe/Monaco" && monaco["toilets"] as? Int == 30)
        let box = try #require(monaco["bbox"] as? [Double])
        #expect(box.count == 4 && box[0] < box[2] && box[1] < box[3])
        #expect((7.40...7.45).contains(box[0]) && (43.72...43.76).contains(box[3]))
        let center = try #require(monaco["center"] as? [String: Double])
        #expect(abs((center["latitude"] ?? 0) - (box[1] + box[3]) / 2) < 1e-9)
    }

    @Test("an unknown toilet id is a 404 and a malformed one a 400, in the error shape")
    func toiletErrors() async throws {
        let repository = InMemoryToiletRepository()
        try ServerHarness.expectError(try await ServerHarness.get("/api/toilets/424242", repository: repository), status: .notFound, code: "not_found", field: "id")
        try ServerHarness.expectError(try await ServerHarness.get("/api/toilets/abc", repository: repository), status: .badRequest, code: "invalid_parameter", field: "id")
        try ServerHarness.expectError(try await ServerHarness.get("/api/nothing-here", repository: repository), status: .notFound, code: "not_found", field: nil)
    }

    @Test("nearest ranks by walking time over Monaco's paths, with a route and steps to the first, and applies needs")
    func nearest() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository, walking: true)
        let response = try await ServerHarness.get("/api/nearest?lat=43.7384&lon=7.4246", repository: repository, finder: finder)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect(body["ranking"] as? String == "walking")
        let results = try #require(body["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let seconds = results.compactMap { $0["walkSeconds"] as? Double }
        #expect(seconds.count == 3 && seconds == seconds.sorted())
        for result in results {
            // Walking is never shorter than the straight line.
            #expect((result["walkMeters"] as? Double ?? 0) + 1 >= (result["distanceMeters"] as? Double ?? .infinity))
            #expect((result["explanation"] as? String)?.contains("min walk") == true)
        }
        let route = try #require(results[0]["route"] as? [String: Any])
        let polyline = try #require(route["polyline"] as? String)
        let points = try #require(Polyline.decode(polyline))
        #expect(points.count >= 2)
        #expect(points[0].distanceMeters(to: Coordinate(latitude: 43.7384, longitude: 7.4246)) < 100)
        let steps = try #require(route["steps"] as? [[String: Any]])
        #expect(steps.count >= 2)
        // Each step carries its parts: the first sets off in a compass direction, the last arrives,
        // and the steps' metres and seconds add up to the route's.
        let maneuvers = steps.compactMap { $0["maneuver"] as? [String: Any] }
        #expect(maneuvers.count == steps.count)
        #expect(maneuvers.first?["type"] as? String == "depart" && maneuvers.last?["type"] as? String == "arrive")
        #expect(["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"].contains(maneuvers.first?["direction"] as? String ?? ""))
        #expect(maneuvers.dropFirst().dropLast().allSatisfy { $0["type"] as? String == "turn" && $0["direction"] is String })
        #expect(abs(steps.compactMap { $0["meters"] as? Double }.reduce(0, +) - (route["meters"] as? Double ?? 0)) <= Double(steps.count))
        #expect(abs(steps.compactMap { $0["seconds"] as? Double }.reduce(0, +) - (route["seconds"] as? Double ?? 0)) <= Double(steps.count))
        #expect(steps.allSatisfy { ($0["location"] as? [Double])?.count == 2 && $0["isSteps"] is Bool && $0.keys.contains("name") })
        #expect(results[1]["route"] == nil)
        let all = try #require(try ServerHarness.json(try await ServerHarness.get("/api/nearest?lat=43.7384&lon=7.4246&routes=all&limit=5&needs=gender_neutral",
                                                                                  repository: repository, finder: finder)) as? [String: Any])
        let neutral = try #require(all["results"] as? [[String: Any]])
        #expect(neutral.count == 5 && neutral.allSatisfy { $0["route"] != nil })
        #expect(neutral.allSatisfy { (($0["toilet"] as? [String: Any])?["attributes"] as? [String: [String: Any]])?["gender"]?["value"] as? String == "unisex" })
    }

    @Test("nearest far from any path falls back to straight-line distance and says so")
    func nearestFallback() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository, walking: true)
        // Out at sea, 3 km off Monaco: no walkable edge within 500 m.
        let body = try #require(try ServerHarness.json(try await ServerHarness.get("/api/nearest?lat=43.71&lon=7.46", repository: repository, finder: finder)) as? [String: Any])
        #expect(body["ranking"] as? String == "straight_line")
        #expect((body["fallback"] as? String)?.isEmpty == false)
        #expect((body["results"] as? [Any])?.count == 3)
    }

    @Test("nearest far from any toilet returns an empty list, not an error")
    func nearestNowhere() async throws {
        let response = try await ServerHarness.get("/api/nearest?lat=0&lon=-30", repository: try await ServerHarness.monacoRepository())
        #expect(response.status == .ok)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect((body["results"] as? [Any])?.isEmpty == true)
    }

    @Test("nearest rejects bad input naming the field",
          arguments: [("lon=7.42", "lat", "missing_parameter"), ("lat=43.7&lon=east", "lon", "invalid_parameter"),
                      ("lat=43.7&lon=200", "lon", "invalid_coordinate"), ("lat=43.7&lon=7.4&limit=0", "limit", "invalid_parameter"),
                      ("lat=43.7&lon=7.4&limit=500", "limit", "invalid_parameter"), ("lat=43.7&lon=7.4&needs=wheelchair,jetpack", "needs", "invalid_parameter"),
                      ("lat=43.7&lon=7.4&routes=some", "routes", "invalid_parameter"), ("lat=43.7&lon=7.4&at=noon", "at", "invalid_parameter")])
    func nearestErrors(query: String, field: String, code: String) async throws {
        let response = try await ServerHarness.get("/api/nearest?\(query)", repository: InMemoryToiletRepository())
        try ServerHarness.expectError(response, status: .badRequest, code: code, field: field)
    }

    @Test("an unexpected failure is a 500 with a request id and no internals")
    func unexpectedFailure() async throws {
        let response = try await ServerHarness.get("/api/toilets/1", repository: FailingRepository(),
                                                   finder: ToiletFinder(toilets: [], networks: [:]))
        let error = try ServerHarness.expectError(response, status: .internalServerError, code: "internal_error", field: nil)
        #expect((error["request_id"] as? String)?.isEmpty == false)
        #expect(!(error["message"] as? String ?? "").contains("secret"))
    }
}

/// A store whose every call fails with an error that carries internals nobody may see.
struct FailingRepository: ToiletRepository, MapDataRepository {
    func places(matching text: String, near: Coordinate?, limit: Int) async throws -> [Place] { throw Boom() }
    func mapFeatures(in box: BoundingBox, limit: Int) async throws -> [MapFeature] { throw Boom() }
    struct Boom: Error { var detail = "secret connection string" }
    func toilet(id: Toilet.ID) async throws -> Toilet? { throw Boom() }
    func nearby(_ center: Coordinate, radiusMeters: Double, needs: NeedsProfile, page: PageRequest) async throws -> Page<NearbyToilet> { throw Boom() }
    func list(needs: NeedsProfile, since: DateFilter?, page: PageRequest) async throws -> Page<Toilet> { throw Boom() }
    func search(_ text: String, needs: NeedsProfile, page: PageRequest) async throws -> Page<Toilet> { throw Boom() }
    func apply(_ snapshot: RegionSnapshot, at now: Date) async throws -> ImportReport { throw Boom() }
    func regions() async throws -> [RegionInfo] { throw Boom() }
    func history(of id: Toilet.ID) async throws -> [ToiletRevision] { throw Boom() }
    func dataVersion() async throws -> Int64 { throw Boom() }
}
