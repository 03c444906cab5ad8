import Foundation
import Finder
import Geo
import Model
import Store
import Testing
import TestSupport

/// Refuge's `by_location` is answered from the served snapshot (issue 8, finding 10: it read the
/// database and encoded every object with `JSONEncoder`, 9× slower than nearest), and says
/// exactly what the database's radius query says.
@Suite("Refuge by_location from the snapshot")
struct RefugeByLocationSnapshotTests {
    @Test("by_location never reads the database")
    func noDatabase() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository)
        let response = try await ServerHarness.get("/api/v1/restrooms/by_location?lat=43.7384&lng=7.4246",
                                                   repository: FailingRepository(), finder: finder)
        #expect(response.status == .ok)
        #expect(try ServerHarness.array(response).count == 10)
        #expect(ServerHarness.header(response, "X-Total") == "30")
    }

    @Test("200 seeded queries: the same restrooms, order, distances, bearings and totals as the database's radius query")
    func sameAsDatabase() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository)
        var random = SeededRandom(seed: 8_010)
        for _ in 0..<200 {
            // Around Monaco, sometimes far out (beyond 20 miles nothing is found).
            let spread = Bool.random(using: &random) ? 0.05 : 0.6
            let lat = 43.7384 + Double.random(in: -spread...spread, using: &random)
            let lng = 7.4246 + Double.random(in: -spread...spread, using: &random)
            let page = Int.random(in: 1...4, using: &random), perPage = Int.random(in: 1...12, using: &random)
            var needs = NeedsProfile()
            var query = "lat=\(lat)&lng=\(lng)&page=\(page)&per_page=\(perPage)"
            if Int.random(in: 0..<4, using: &random) == 0 { needs.insert(.wheelchair); query += "&ada=true" }
            if Int.random(in: 0..<4, using: &random) == 0 { needs.insert(.genderNeutral); query += "&unisex=true" }
            let expected = try await repository.nearby(Coordinate(latitude: lat, longitude: lng), radiusMeters: 20 * metersPerMile,
                                                       needs: needs, page: PageRequest(page: page, perPage: perPage))
            let response = try await ServerHarness.get("/api/v1/restrooms/by_location?\(query)", repository: repository, finder: finder)
            let got = try ServerHarness.array(response)
            #expect(ServerHarness.header(response, "X-Total") == String(expected.total), "\(query)")
            #expect(got.map { ($0["edit_id"] as? NSNumber)?.int64Value } == expected.items.map { $0.toilet.id.rawValue }, "\(query)")
            for (object, item) in zip(got, expected.items) {
                let miles = try #require(object["distance"] as? Double)
                #expect(abs(miles - item.distanceMeters / metersPerMile) < 1e-9, "\(query)")
                #expect(object["bearing"] as? String == String(item.bearingDegrees), "\(query)")
            }
        }
    }
}
