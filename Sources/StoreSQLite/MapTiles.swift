import Foundation
import Geo
import Model

/// The base map stored as vector tiles: each 0.01° cell (about 1 km) holds, in one BLOB, the
/// shapes that touch it. An import writes a few hundred rows instead of one per shape, and a
/// map view reads a handful.
///
/// How a shape is stored, so the tiles stay proportional to the data:
/// 1. Vertices outside −90…90 / −180…180 are dropped; a shape left with fewer than two distinct ones is skipped.
/// 2. The shape is clipped to the region's extent (``RegionMapData/extent``); one entirely
///    outside it is dropped.
/// 3. Lines are cut into overlapping pieces of at most ``maxLinePoints`` points.
/// 4. A piece whose box spans at most ``wholeShapeCells`` cells a side is stored whole, with one
///    id, in each cell it really touches (readers drop the repeats). A larger piece is cut at the
///    cell borders (``ShapeClipping``), and each cell gets only its
///    own part: a 1° park with 5,000 vertices costs about its vertices plus 4 points a cell, not
///    10,000 copies of itself.
/// 5. Hard caps (``Limits``) bound one shape and one import; a shape over a cap is skipped and
///    counted in ``Counts``, never a crash.
///
/// The cell format is in ``MapTileCodec``.
enum MapTiles {
    static let cellDegrees = 0.01
    static let maxLinePoints = 32
    static let wholeShapeCells = 2

    /// The caps on one import's tiles.
    struct Limits: Sendable {
        /// Distinct cells one import may fill: 50 square degrees, far more than a city or a small country.
        var maxCells = 500_000
        /// Points one import may store over all its cells (about 200 MB of BLOBs).
        var maxPoints = 25_000_000
        /// Cells one shape may cover once clipped (a 2°×2° area).
        var maxShapeCells = 40_000
        /// Vertices × cell columns one area may cost to cut.
        var maxShapeWork = 20_000_000
    }

    struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// The tiles and what went into them.
    struct Build {
        var tiles: [Cell: Data] = [:]
        var counts = MapTileCounts()
    }

    /// The cells a box touches. The box must be within −90…90 / −180…180.
    static func cells(touching box: BoundingBox) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        let x0 = index(box.minLongitude), x1 = index(box.maxLongitude)
        let y0 = index(box.minLatitude), y1 = index(box.maxLatitude)
        return (x0...max(x0, x1), y0...max(y0, y1))
    }

    /// The box of one cell.
    static func box(of cell: Cell) -> BoundingBox {
        BoundingBox(minLatitude: Double(cell.y) * cellDegrees, minLongitude: Double(cell.x) * cellDegrees,
                    maxLatitude: Double(cell.y + 1) * cellDegrees, maxLongitude: Double(cell.x + 1) * cellDegrees)
    }

    /// Every cell's BLOB for `features`, clipped to `extent` when given.
    static func build(_ features: [MapFeature], within extent: BoundingBox? = nil, limits: Limits = Limits()) -> Build {
        var build = Build()
        var nextID: UInt32 = 0
        var storedPoints = 0
        for feature in features {
            build.counts.shapes += 1
            guard let valid = validated(feature) else {
                build.counts.skippedShapes += 1
                continue
            }
            let parts = extent.map { clip(valid, to: $0) } ?? [valid]
            if parts.isEmpty { build.counts.outsideShapes += 1; continue }
            if parts != [valid] { build.counts.clippedShapes += 1 }
            guard let entries = MapTileCutter(limits: limits).entries(of: parts) else {
                build.counts.skippedShapes += 1
                continue
            }
            let newCells = Set(entries.flatMap(\.cells)).filter { build.tiles[$0] == nil }.count
            let points = entries.reduce(0) { $0 + $1.feature.points.count * $1.cells.count }
            guard build.tiles.count + newCells <= limits.maxCells, storedPoints + points <= limits.maxPoints,
                  Int(nextID) + entries.count <= Int(UInt32.max) else {
                build.counts.skippedShapes += 1
                continue
            }
            storedPoints += points
            for entry in entries {
                let encoded = MapTileCodec.encode(entry.feature, id: nextID)
                for cell in entry.cells { build.tiles[cell, default: Data()].append(encoded) }
                nextID += 1
            }
        }
        build.counts.tiles = build.tiles.count
        build.counts.storedPoints = storedPoints
        return build
    }

    /// The feature with its out-of-range vertices dropped (a ring stays closed), or nil when
    /// fewer than two distinct points are left.
    static func validated(_ feature: MapFeature) -> MapFeature? {
        let wasArea = feature.isArea
        var points = feature.points.filter { Coordinate(validatingLatitude: $0.latitude, longitude: $0.longitude) != nil }
        if wasArea, let first = points.first, points.last != first { points.append(first) }
        guard let first = points.first, points.contains(where: { $0 != first }) else { return nil }
        return MapFeature(kind: feature.kind, name: feature.name, points: points)
    }

    /// The parts of `feature` inside `extent`.
    static func clip(_ feature: MapFeature, to extent: BoundingBox) -> [MapFeature] {
        let box = feature.boundingBox
        if box.minLatitude >= extent.minLatitude, box.maxLatitude <= extent.maxLatitude,
           box.minLongitude >= extent.minLongitude, box.maxLongitude <= extent.maxLongitude {
            return [feature]
        }
        if feature.isArea {
            return ShapeClipping.clipRing(feature.points, to: extent).map { [MapFeature(kind: feature.kind, name: feature.name, points: $0)] } ?? []
        }
        return ShapeClipping.clipLine(feature.points, to: extent).map { MapFeature(kind: feature.kind, name: feature.name, points: $0) }
    }

    private static func index(_ degrees: Double) -> Int {
        Int((min(max(degrees, -360), 360) / cellDegrees).rounded(.down))
    }
}

/// How many shapes one import stored, clipped or skipped.
public struct MapTileCounts: Sendable, Equatable {
    /// Shapes read.
    public var shapes = 0
    /// Shapes cut to the region's extent.
    public var clippedShapes = 0
    /// Shapes entirely outside the region's extent, not stored.
    public var outsideShapes = 0
    /// Shapes not stored: no two valid vertices, or over a cap.
    public var skippedShapes = 0
    /// Cells written.
    public var tiles = 0
    /// Points written over all cells.
    public var storedPoints = 0

    public init() {}
}
