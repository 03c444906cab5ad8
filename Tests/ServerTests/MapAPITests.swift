import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport
@testable import Server

/// Search, the offline base map and the region pack, over the real Monaco import.
@Suite("Map API")
struct MapAPITests {
    @Test("search finds streets and places by name, accent-free, nearest first among equals")
    func search() async throws {
        let store = try await ServerHarness.monacoRepository()
        let response = try await ServerHarness.get("/api/search?q=grimaldi&lat=43.7384&lon=7.4246", repository: store)
        #expect(response.status == .ok)
        let results = try #require((try ServerHarness.json(response) as? [String: Any])?["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { ($0["name"] as? String ?? "").localizedCaseInsensitiveContains("grimaldi") })
        #expect(results.contains { $0["kind"] as? String == "street" })
        let place = try #require((try ServerHarness.json(try await ServerHarness.get("/api/search?q=monte%20carlo", repository: store)) as? [String: Any])?["results"] as? [[String: Any]])
        #expect(place.contains { ($0["name"] as? String ?? "").hasPrefix("Monte") && $0["latitude"] is Double })
    }

    @Test("search rejects a missing query and a half position, naming the field",
          arguments: [("/api/search", "q"), ("/api/search?q=x&lat=43.7", "lon"), ("/api/search?q=x&limit=500", "limit")])
    func searchErrors(uri: String, field: String) async throws {
        let response = try await ServerHarness.get(uri, repository: InMemoryToiletRepository())
        #expect(response.status == .badRequest)
        #expect(((try ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any])?["field"] as? String == field)
    }

    @Test("the base map is GeoJSON with every kind of shape, closed polygons for areas")
    func basemap() async throws {
        let store = try await ServerHarness.monacoRepository()
        let response = try await ServerHarness.get("/api/basemap?bbox=7.41,43.72,7.44,43.75", repository: store)
        #expect(response.status == .ok)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        #expect(body["type"] as? String == "FeatureCollection")
        let features = try #require(body["features"] as? [[String: Any]])
        let kinds = Set(features.compactMap { ($0["properties"] as? [String: String])?["kind"] })
        #expect(kinds == ["street", "path", "park", "water", "building"])
        for feature in features.prefix(500) {
            let geometry = try #require(feature["geometry"] as? [String: Any])
            if geometry["type"] as? String == "Polygon" {
                let ring = try #require((geometry["coordinates"] as? [[[Double]]])?.first)
                #expect(ring.count >= 4 && ring.first == ring.last)
                #expect(ring.allSatisfy { (7.3...7.6).contains($0[0]) && (43.6...43.8).contains($0[1]) })
            }
        }
    }

    @Test("a bad bounding box is a 400 naming bbox",
          arguments: ["", "?bbox=7.41,43.72,7.44", "?bbox=7.44,43.72,7.41,43.75", "?bbox=7,43,8,44", "?bbox=a,b,c,d"])
    func badBox(query: String) async throws {
        let response = try await ServerHarness.get("/api/basemap\(query)", repository: InMemoryToiletRepository())
        #expect(response.status == .badRequest)
        #expect(((try ServerHarness.json(response) as? [String: Any])?["error"] as? [String: Any])?["field"] as? String == "bbox")
    }

    @Test("the region pack lists the toilets around with filters and a week of open intervals")
    func regionPack() async throws {
        let monaco = try await ServerHarness.get("/api/region-pack?lat=43.7384&lon=7.4246&radiusMeters=10000", repository: try await ServerHarness.monacoRepository())
        let pack = try #require(try ServerHarness.json(monaco) as? [String: Any])
        let toilets = try #require(pack["toilets"] as? [[String: Any]])
        #expect(toilets.count == 30)
        #expect(toilets.allSatisfy { $0["unknownHours"] as? Bool == true && ($0["open"] as? [Any])?.isEmpty == true })
        #expect(toilets.filter { $0["wheelchair"] as? Bool != nil }.count == 6)
        // Mo-Fr 08:00-18:00 in Monaco, from Monday noon for 7 days: the rest of Monday, Tuesday to
        // Friday, and next Monday morning up to noon, where the week ends.
        let response = try await ServerHarness.get("/api/region-pack?lat=43.7384&lon=7.4246", repository: try await HoursAPITests.repository(),
                                                   now: { HoursAPITests.noonMonday })
        let hours = try #require((try ServerHarness.json(response) as? [String: Any])?["toilets"] as? [[String: Any]])
        let weekday = try #require(hours.first { $0["id"] as? Int == 1 })
        let open = try #require(weekday["open"] as? [[String]])
        #expect(open.count == 6)
        #expect(open.first == ["2024-06-03T10:00:00.000Z", "2024-06-03T16:00:00.000Z"])
        #expect(open.last == ["2024-06-10T06:00:00.000Z", "2024-06-10T10:00:00.000Z"])
        #expect(weekday["unknownHours"] as? Bool == false)
        // Outside open and unknown it is closed; a toilet without hours is unknown all week; each
        // carries the zone its times are read in.
        #expect((weekday["unknown"] as? [[String]])?.isEmpty == true && weekday["timeZone"] as? String == "Europe/Monaco")
        let noHours = try #require(hours.first { $0["id"] as? Int == 2 })
        #expect(noHours["unknown"] as? [[String]] == [["2024-06-03T10:00:00.000Z", "2024-06-10T10:00:00.000Z"]])
    }

    @Test("a region pack wider than 20 km is a 400")
    func packTooWide() async throws {
        let response = try await ServerHarness.get("/api/region-pack?lat=43.7&lon=7.4&radiusMeters=50000", repository: InMemoryToiletRepository())
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: "radiusMeters")
    }
}
