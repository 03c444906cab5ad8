import Foundation
import Geo
import Model
import OSMReader
import Testing
@testable import Import

/// The map shapes the importer keeps from outside data.
@Suite("Map data collector")
struct MapDataCollectorTests {
    static let here = Coordinate(latitude: 43.7384, longitude: 7.4246)

    @Test("a vertex out of range is dropped and counted; a ring stays closed")
    func outOfRange() {
        var collector = MapDataCollector()
        let ring = [Self.here, Coordinate(latitude: 200, longitude: 200), Coordinate(latitude: 43.7390, longitude: 7.4250),
                    Coordinate(latitude: 43.7390, longitude: 7.4240), Self.here]
        collector.add(way: OSMWay(id: 1, nodeIDs: [1, 2, 3, 4, 1], tags: ["building": "yes"]), points: ring)
        collector.add(way: OSMWay(id: 2, nodeIDs: [5, 6], tags: ["highway": "footway"]),
                      points: [Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: 91, longitude: 0)])
        let data = collector.mapData
        #expect(data.features.count == 1 && data.features[0].isArea && data.features[0].points.count == 4)
        #expect(data.droppedVertexCount == 3 && data.droppedShapeCount == 1)
    }

    @Test("the extent is the box around the streets and paths, grown by the margin")
    func extent() throws {
        var collector = MapDataCollector()
        let far = Coordinate(latitude: 43.75, longitude: 7.44)
        collector.add(way: OSMWay(id: 1, nodeIDs: [1, 2], tags: ["highway": "residential"]), points: [Self.here, far])
        collector.add(way: OSMWay(id: 2, nodeIDs: [3, 4], tags: ["leisure": "park"]),
                      points: [Coordinate(latitude: -80, longitude: -170), Coordinate(latitude: 80, longitude: 170)])
        let extent = try #require(collector.mapData.extent)
        let margin = RegionMapData.extentMarginDegrees
        #expect(abs(extent.minLatitude - (Self.here.latitude - margin)) < 1e-9 && abs(extent.maxLongitude - (far.longitude + margin)) < 1e-9)
    }
}
