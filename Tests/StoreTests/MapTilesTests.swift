import Foundation
import Geo
import Model
import Testing
import TestSupport
@testable import StoreSQLite

@Suite("Base-map vector tiles")
struct MapTilesTests {
    static let origin = Coordinate(latitude: 35.9, longitude: 14.5)

    static func square(at corner: Coordinate, sideDegrees: Double) -> [Coordinate] {
        [(0.0, 0.0), (0.0, sideDegrees), (sideDegrees, sideDegrees), (sideDegrees, 0.0), (0.0, 0.0)].map {
            Coordinate(latitude: corner.latitude + $0.0, longitude: corner.longitude + $0.1)
        }
    }

    static func decodeAll(_ tiles: [MapTiles.Cell: Data]) throws -> [(cell: MapTiles.Cell, id: UInt32, feature: MapFeature)] {
        try tiles.flatMap { cell, blob in try MapTileCodec.decode(blob).map { (cell, $0.id, $0.feature) } }
    }

    @Test("a small shape comes back whole from each cell it touches, to 1e-7 degrees, once per id")
    func roundTrip() throws {
        // 0.004° across the corner where four cells meet.
        let corner = Coordinate(latitude: 35.898, longitude: 14.498)
        let square = Self.square(at: corner, sideDegrees: 0.004)
        let park = MapFeature(kind: .park, name: "Ġnien", points: square)
        let street = MapFeature(kind: .street, name: "Triq il-Merkanti", points: [Self.origin, Self.origin.offset(meters: 300, bearingDegrees: 45)])
        let tiles = MapTiles.build([park, street]).tiles
        var found: [UInt32: MapFeature] = [:]
        var parkCells = 0
        for (_, id, feature) in try Self.decodeAll(tiles) {
            if let earlier = found[id] { #expect(earlier == feature) }
            found[id] = feature
            if feature.kind == .park { parkCells += 1 }
        }
        #expect(found.count == 2)
        #expect(parkCells == 4)
        let decodedPark = try #require(found.values.first { $0.kind == .park })
        #expect(decodedPark.name == "Ġnien" && decodedPark.isArea)
        for (a, b) in zip(decodedPark.points, square) {
            #expect(abs(a.latitude - b.latitude) <= 5e-8 && abs(a.longitude - b.longitude) <= 5e-8)
        }
    }

    @Test("an L-shaped line is stored only in the cells it passes, not every cell of its box")
    func onlyTouchedCells() throws {
        let a = Coordinate(latitude: 35.901, longitude: 14.501)
        let line = MapFeature(kind: .street, name: nil, points: [a, Coordinate(latitude: 35.901, longitude: 14.519), Coordinate(latitude: 35.919, longitude: 14.519)])
        let cells = Set(MapTiles.build([line]).tiles.keys)
        #expect(cells == [MapTiles.Cell(x: 1450, y: 3590), MapTiles.Cell(x: 1451, y: 3590), MapTiles.Cell(x: 1451, y: 3591)])
    }

    @Test("a long line is cut into overlapping pieces that together keep every point")
    func longLine() throws {
        let points = (0..<100).map { Self.origin.offset(meters: Double($0) * 20, bearingDegrees: 90) }
        let tiles = MapTiles.build([MapFeature(kind: .water, name: nil, points: points)]).tiles
        let pieces = Dictionary(try Self.decodeAll(tiles).map { ($0.id, $0.feature) }, uniquingKeysWith: { a, _ in a })
        #expect(pieces.count == 4)
        #expect(pieces.values.allSatisfy { $0.points.count <= MapTiles.maxLinePoints })
        #expect(pieces.values.map(\.points.count).reduce(0, +) == 100 + 3)
    }

    @Test("a 1° park with 5,000 vertices costs its vertices plus a few points a cell, not a copy per cell")
    func bigPark() throws {
        let center = Coordinate(latitude: 43.5, longitude: 7.5)
        let ring = (0...5_000).map { i -> Coordinate in
            let angle = Double(i % 5_000) / 5_000 * 2 * .pi
            return Coordinate(latitude: center.latitude + 0.5 * sin(angle), longitude: center.longitude + 0.5 * cos(angle))
        }
        let build = MapTiles.build([MapFeature(kind: .park, name: "Big", points: ring)])
        let bytes = build.tiles.values.reduce(0) { $0 + $1.count }
        // About π/4 of the 100×100 cells; before, each held all 5,000 vertices (424 MB).
        #expect((7_800...8_300).contains(build.tiles.count), "\(build.tiles.count) cells")
        #expect(bytes < 1_500_000, "\(bytes) bytes")
        #expect(build.counts.skippedShapes == 0)
        // The parts tile the park: their areas add up to the ring's (to the 1e-7° grid of the codec).
        let parts = try Self.decodeAll(build.tiles)
        let area = parts.reduce(0.0) { $0 + abs(ShapeClipping.signedArea(Array($1.feature.points.dropLast()))) }
        let ringArea = abs(ShapeClipping.signedArea(Array(ring.dropLast())))
        #expect(abs(area - ringArea) < ringArea * 1e-6)
        // Each part lies in its own cell.
        for (cell, _, feature) in parts {
            let box = MapTiles.box(of: cell), b = feature.boundingBox
            #expect(b.minLatitude >= box.minLatitude - 1e-7 && b.maxLatitude <= box.maxLatitude + 1e-7)
            #expect(b.minLongitude >= box.minLongitude - 1e-7 && b.maxLongitude <= box.maxLongitude + 1e-7)
        }
    }

    @Test("a park spanning most of the globe is stored only within the region's extent")
    func globePark() throws {
        let ring = [(-80.0, -170.0), (-80.0, 170.0), (80.0, 170.0), (80.0, -170.0), (-80.0, -170.0)].map { Coordinate(latitude: $0.0, longitude: $0.1) }
        let extent = BoundingBox(minLatitude: 43.725, minLongitude: 7.405, maxLatitude: 43.765, maxLongitude: 7.445)
        let build = MapTiles.build([MapFeature(kind: .park, name: nil, points: ring)], within: extent)
        #expect(build.tiles.count == 25)
        #expect(build.counts.clippedShapes == 1)
        // Without an extent it is over the per-shape cap: skipped and counted, never a crash.
        let unclipped = MapTiles.build([MapFeature(kind: .park, name: nil, points: ring)])
        #expect(unclipped.tiles.isEmpty && unclipped.counts.skippedShapes == 1)
    }

    @Test("vertices out of range are dropped; a shape left with fewer than two is skipped")
    func outOfRange() throws {
        let street = MapFeature(kind: .street, name: nil, points: [Self.origin, Coordinate(latitude: 35.9, longitude: 150)])
        let building = MapFeature(kind: .building, name: nil, points: [Self.origin, Coordinate(latitude: 200, longitude: 200), Self.origin])
        let extent = BoundingBox(minLatitude: 35.88, minLongitude: 14.48, maxLatitude: 35.92, maxLongitude: 14.52)
        let build = MapTiles.build([street, building], within: extent)
        #expect(build.counts.skippedShapes == 1 && build.counts.clippedShapes == 1)
        let parts = try Self.decodeAll(build.tiles)
        #expect(parts.allSatisfy { $0.feature.kind == .street && $0.feature.boundingBox.maxLongitude <= 14.52 + 1e-9 })
        #expect(!parts.isEmpty)
    }

    @Test("the import's caps skip and count the shapes over them")
    func caps() throws {
        // Ten 0.001° squares, each well inside its own cell.
        let squares = (0..<10).map { i in
            MapFeature(kind: .building, name: nil, points: Self.square(at: Coordinate(latitude: 35.9031, longitude: 14.5031 + Double(i) * 0.02), sideDegrees: 0.001))
        }
        var limits = MapTiles.Limits()
        limits.maxCells = 5
        let build = MapTiles.build(squares, limits: limits)
        #expect(build.tiles.count == 5 && build.counts.skippedShapes == 5)
        limits = MapTiles.Limits()
        limits.maxPoints = 12
        #expect(MapTiles.build(squares, limits: limits).counts.skippedShapes == 8)
    }

    @Test("damaged bytes decode to a typed error naming the offset, never a crash")
    func damaged() throws {
        let blob = [UInt8](MapTiles.build([MapFeature(kind: .street, name: "X", points: [Self.origin, Self.origin.offset(meters: 10, bearingDegrees: 0)])]).tiles.values.first ?? Data())
        for cut in 1..<blob.count {
            #expect(throws: MapTileDecodingError.self) { try MapTileCodec.decode(Data(blob.prefix(cut))) }
        }
        var bad = blob
        bad[4] = 200  // no such kind
        #expect(throws: MapTileDecodingError.unknownKind(offset: 4, 200)) { try MapTileCodec.decode(Data(bad)) }
        var huge = blob
        huge.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0x7F])  // point count past the end
        #expect(throws: MapTileDecodingError.badPointCount(offset: 8, count: 0x7FFF_FFFF, bytesLeft: 16)) { try MapTileCodec.decode(Data(huge)) }
        var farAway = blob
        farAway.replaceSubrange(12..<16, with: [0xFF, 0xFF, 0xFF, 0x7F])  // latitude 214.7°
        #expect(throws: MapTileDecodingError.self) { try MapTileCodec.decode(Data(farAway)) }
    }
}
