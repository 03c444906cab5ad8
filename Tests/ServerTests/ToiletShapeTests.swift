import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport
@testable import Server

/// One toilet shape: `/api/nearest` and `/api/toilets/{id}` write the same keys (one writer,
/// ``ToiletJSON``), with the derived place and its English label.
@Suite("Toilet shape")
struct ToiletShapeTests {
    static let here = Coordinate(latitude: 43.7384, longitude: 7.4246)

    @Test("a nearest result's toilet and the record have exactly the same top-level keys, the record adding only its provenance")
    func sameKeys() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let nearest = try await ServerHarness.get("/api/nearest?lat=\(Self.here.latitude)&lon=\(Self.here.longitude)&limit=3", repository: repository)
        let results = try #require((try ServerHarness.json(nearest) as? [String: Any])?["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let toilet = try #require(result["toilet"] as? [String: Any])
            let id = try #require(toilet["id"] as? Int)
            let record = try #require(try ServerHarness.json(try await ServerHarness.get("/api/toilets/\(id)", repository: repository)) as? [String: Any])
            #expect(Set(toilet.keys) == Set(ToiletJSON.keys))
            #expect(Set(record.keys) == Set(ToiletJSON.keys).union(["provenance"]))
            #expect(toilet["label"] as? String == record["label"] as? String)
        }
    }

    @Test("Monaco's unnamed toilets carry a derived place and label; the name stays what the source says")
    func labelled() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let nearest = try await ServerHarness.get("/api/nearest?lat=\(Self.here.latitude)&lon=\(Self.here.longitude)&limit=3", repository: repository)
        let results = try #require((try ServerHarness.json(nearest) as? [String: Any])?["results"] as? [[String: Any]])
        let toilets = results.compactMap { $0["toilet"] as? [String: Any] }
        let labels = toilets.compactMap { $0["label"] as? String }
        #expect(labels.count == 3 && Set(labels).count == 3, "\(labels)")
        // Monaco's toilets carry `addr:country` alone: the derived address names the nearest street.
        #expect(toilets.contains { (($0["place"] as? [String: Any])?["address"] as? String)?.hasPrefix("near ") == true })
        for toilet in toilets {
            #expect(toilet["name"] as? String == "Public toilet")
            let place = try #require(toilet["place"] as? [String: Any])
            #expect(place["derived"] as? Bool == true)
            #expect(["street", "park", "station", "venue"].contains(place["kind"] as? String ?? ""))
        }
    }

    @Test("search and the region pack carry the same place and label")
    func searchAndPack() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let pack = try #require(try ServerHarness.json(try await ServerHarness.get(
            "/api/region-pack?lat=\(Self.here.latitude)&lon=\(Self.here.longitude)&radiusMeters=3000", repository: repository)) as? [String: Any])
        let packed = try #require(pack["toilets"] as? [[String: Any]])
        #expect(packed.filter { $0["label"] is String }.count >= packed.count * 8 / 10)
        #expect(packed.contains { ($0["place"] as? [String: Any])?["derived"] as? Bool == true })
    }

    @Test("searching \"Port Hercule\" finds the marina first")
    func portHercule() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let body = try #require(try ServerHarness.json(try await ServerHarness.get("/api/search?q=Port%20Hercule", repository: repository)) as? [String: Any])
        let results = try #require(body["results"] as? [[String: Any]])
        #expect(results.first?["name"] as? String == "Port Hercule de Monaco", "\(results)")
    }
}
