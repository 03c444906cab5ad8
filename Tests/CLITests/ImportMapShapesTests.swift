import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// Map shapes that used to crash the import or inflate the database (issue 8, finding 3).
@Suite("toiletnow import: map shapes stay proportional to the data", .serialized)
struct ImportMapShapesTests {
    static let toilet = Coordinate(latitude: 43.7384, longitude: 7.4246)

    /// Imports `xml` into a new database; returns the database and its size on disk (with its WAL).
    func importXML(_ xml: String) async throws -> (database: String, bytes: Int64, stdout: String) {
        let folder = try CLIRunner.temporaryFolder()
        let file = folder.appendingPathComponent("shapes.osm")
        try Data(xml.utf8).write(to: file)
        let database = folder.appendingPathComponent("db.sqlite").path
        let outcome = try CLIRunner.run(["import", file.path, "--region", "shapes", "--timezone", "Europe/Monaco", "--database", database])
        #expect(outcome.status == 0 && outcome.signal == nil, "\(outcome.stderr)")
        let bytes = ["", "-wal", "-shm"].reduce(Int64(0)) { sum, suffix in
            sum + ((try? FileManager.default.attributesOfItem(atPath: database + suffix)[.size] as? NSNumber)?.int64Value ?? 0)
        }
        return (database, bytes, outcome.stdout)
    }

    @Test("one toilet and a park spanning most of the globe: the import succeeds and the park is kept only around the data")
    func globePark() async throws {
        let corners = [(-80.0, -170.0), (-80.0, 170.0), (80.0, 170.0), (80.0, -170.0)]
        let xml = OSMShapesFixture.xml(
            nodes: [(1, Self.toilet, ["amenity": "toilets"])] + corners.enumerated().map { (Int64(10 + $0.offset), Coordinate(latitude: $0.element.0, longitude: $0.element.1), [:]) },
            ways: [(100, [10, 11, 12, 13, 10], ["leisure": "park"])])
        let (database, bytes, _) = try await importXML(xml)
        #expect(bytes < 1_000_000, "\(bytes) bytes")
        let repository = try SQLiteToiletRepository(path: database)
        let here = try await repository.mapFeatures(in: BoundingBox(around: Self.toilet, radiusMeters: 200), limit: 100)
        #expect(here.contains { $0.kind == .park && $0.isArea })
        let far = try await repository.mapFeatures(in: BoundingBox(around: Coordinate(latitude: 10, longitude: 10), radiusMeters: 20_000), limit: 100)
        #expect(far.isEmpty)
    }

    @Test("a street to longitude 150 and a building vertex at (200, 200): the import succeeds and drops the bad vertex")
    func farAndInvalidVertices() async throws {
        let xml = OSMShapesFixture.xml(
            nodes: [(1, Self.toilet, ["amenity": "toilets"]),
                    (10, Self.toilet, [:]), (11, Coordinate(latitude: 43.7384, longitude: 150), [:]),
                    (20, Coordinate(latitude: 43.7390, longitude: 7.4250), [:]), (21, Coordinate(latitude: 200, longitude: 200), [:]),
                    (22, Coordinate(latitude: 43.7395, longitude: 7.4255), [:]), (23, Coordinate(latitude: 43.7390, longitude: 7.4255), [:])],
            ways: [(100, [10, 11], ["highway": "residential", "name": "Long Street"]), (101, [20, 21, 22, 23, 20], ["building": "yes"])])
        let (database, bytes, _) = try await importXML(xml)
        #expect(bytes < 2_000_000, "\(bytes) bytes")
        let repository = try SQLiteToiletRepository(path: database)
        let features = try await repository.mapFeatures(in: BoundingBox(around: Self.toilet, radiusMeters: 500), limit: 100)
        let building = try #require(features.first { $0.kind == .building })
        #expect(building.isArea && building.points.count == 4)
        #expect(features.contains { $0.kind == .street })
        for feature in features {
            #expect(feature.points.allSatisfy { Coordinate(validatingLatitude: $0.latitude, longitude: $0.longitude) != nil })
        }
    }

    @Test("a 1°-wide park with 5,000 vertices inside the region gives a database of a few MB, not 424 MB")
    func bigPark() async throws {
        let center = Coordinate(latitude: 43.5, longitude: 7.5)
        let ring = (0..<5_000).map { i -> (Int64, Coordinate, [String: String]) in
            let angle = Double(i) / 5_000 * 2 * .pi
            return (Int64(1_000 + i), Coordinate(latitude: center.latitude + 0.5 * sin(angle), longitude: center.longitude + 0.5 * cos(angle)), [:])
        }
        // Two footways across the park make the region's extent the whole park.
        let paths: [(Int64, Coordinate, [String: String])] = [
            (10, Coordinate(latitude: 43.5, longitude: 7.0), [:]), (11, Coordinate(latitude: 43.5, longitude: 8.0), [:]),
            (12, Coordinate(latitude: 43.0, longitude: 7.5), [:]), (13, Coordinate(latitude: 44.0, longitude: 7.5), [:]),
        ]
        let xml = OSMShapesFixture.xml(
            nodes: [(1, center, ["amenity": "toilets"])] + paths + ring,
            ways: [(100, (1_000..<6_000).map(Int64.init) + [1_000], ["leisure": "park", "name": "Big Park"]),
                   (101, [10, 11], ["highway": "footway"]), (102, [12, 13], ["highway": "footway"])])
        let (database, bytes, _) = try await importXML(xml)
        #expect(bytes < 5_000_000, "\(bytes) bytes")
        let repository = try SQLiteToiletRepository(path: database)
        // Deep inside the park, the park is still drawn.
        let inside = try await repository.mapFeatures(in: BoundingBox(around: center.offset(meters: 20_000, bearingDegrees: 45), radiusMeters: 300), limit: 100)
        #expect(inside.contains { $0.kind == .park })
    }
}

/// Writes small OSM XML files of nodes and ways.
enum OSMShapesFixture {
    static func xml(nodes: [(Int64, Coordinate, [String: String])], ways: [(Int64, [Int64], [String: String])],
                    timestamp: String = "2024-01-01T00:00:00Z") -> String {
        func tags(_ tags: [String: String]) -> String {
            tags.sorted { $0.key < $1.key }.map { "<tag k=\"\($0.key)\" v=\"\($0.value)\"/>" }.joined()
        }
        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"ToiletNow tests\" timestamp=\"\(timestamp)\">\n"
        for (id, point, nodeTags) in nodes {
            xml += "<node id=\"\(id)\" version=\"1\" timestamp=\"\(timestamp)\" lat=\"\(point.latitude)\" lon=\"\(point.longitude)\">\(tags(nodeTags))</node>\n"
        }
        for (id, refs, wayTags) in ways {
            xml += "<way id=\"\(id)\" version=\"1\" timestamp=\"\(timestamp)\">" + refs.map { "<nd ref=\"\($0)\"/>" }.joined() + tags(wayTags) + "</way>\n"
        }
        return xml + "</osm>\n"
    }
}
