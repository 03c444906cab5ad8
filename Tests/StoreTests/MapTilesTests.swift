import Foundation
import Geo
import Model
import Testing
@testable import StoreSQLite

@Suite("Base-map vector tiles")
struct MapTilesTests {
    static let origin = Coordinate(latitude: 35.9, longitude: 14.5)

    @Test("every shape comes back from the cells it touches, to 1e-7 degrees, once per id")
    func roundTrip() throws {
        let square = [(0.0, 0.0), (0.0, 0.02), (0.02, 0.02), (0.02, 0.0), (0.0, 0.0)].map {
            Coordinate(latitude: Self.origin.latitude + $0.0, longitude: Self.origin.longitude + $0.1)
        }
        let park = MapFeature(kind: .park, name: "Ġnien", points: square)
        let street = MapFeature(kind: .street, name: "Triq il-Merkanti", points: [Self.origin, Self.origin.offset(meters: 300, bearingDegrees: 45)])
        let tiles = MapTiles.build([park, street])
        // The 0.02° park spans 3×3 cells (its edges sit on cell borders).
        #expect(tiles.count >= 9)
        var found: [UInt32: MapFeature] = [:]
        for (_, blob) in tiles {
            for (id, feature) in try #require(MapTiles.decode(blob)) {
                if let earlier = found[id] { #expect(earlier == feature) }
                found[id] = feature
            }
        }
        #expect(found.count == 2)
        let decodedPark = try #require(found.values.first { $0.kind == .park })
        #expect(decodedPark.name == "Ġnien" && decodedPark.isArea)
        for (a, b) in zip(decodedPark.points, square) {
            #expect(abs(a.latitude - b.latitude) <= 5e-8 && abs(a.longitude - b.longitude) <= 5e-8)
        }
    }

    @Test("a long line is cut into overlapping pieces that together keep every point")
    func longLine() throws {
        let points = (0..<100).map { Self.origin.offset(meters: Double($0) * 50, bearingDegrees: 90) }
        let tiles = MapTiles.build([MapFeature(kind: .water, name: nil, points: points)])
        let pieces = Dictionary(tiles.values.flatMap { MapTiles.decode($0) ?? [] }.map { ($0.id, $0.feature) }, uniquingKeysWith: { a, _ in a })
        #expect(pieces.count == 4)
        #expect(pieces.values.allSatisfy { $0.points.count <= MapTiles.maxLinePoints })
        #expect(pieces.values.map(\.points.count).reduce(0, +) == 100 + 3)
    }

    @Test("damaged bytes decode to nil, never crash")
    func damaged() {
        let blob = [UInt8](MapTiles.build([MapFeature(kind: .street, name: "X", points: [Self.origin, Self.origin.offset(meters: 10, bearingDegrees: 0)])]).values.first ?? Data())
        for cut in 1..<blob.count {
            #expect(MapTiles.decode(Data(blob.prefix(cut))) == nil)
        }
        var bad = blob
        bad[4] = 200  // no such kind
        #expect(MapTiles.decode(Data(bad)) == nil)
        var huge = blob
        huge.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0x7F])  // point count past the end
        #expect(MapTiles.decode(Data(huge)) == nil)
    }
}
