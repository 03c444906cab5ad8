import Foundation
import Geo
import Model

/// Decides which cells each piece of one shape goes into (see ``MapTiles``), within the
/// per-shape caps.
struct MapTileCutter {
    /// One stored piece: the same id in every cell listed.
    struct Entry {
        var cells: [MapTiles.Cell]
        var feature: MapFeature
    }

    var limits: MapTiles.Limits

    /// The entries of a shape's clipped parts, or nil when the shape is over a per-shape cap.
    func entries(of parts: [MapFeature]) -> [Entry]? {
        var entries: [Entry] = []
        var cellCount = 0
        for part in parts {
            for piece in pieces(of: part) {
                let range = MapTiles.cells(touching: piece.boundingBox)
                let columns = range.x.count, rows = range.y.count
                if columns <= MapTiles.wholeShapeCells, rows <= MapTiles.wholeShapeCells {
                    let all = range.x.flatMap { x in range.y.map { MapTiles.Cell(x: x, y: $0) } }
                    // A connected shape spanning two cells touches both; of four, it may miss one.
                    let cells = all.count <= 2 ? all : all.filter { touches(piece, $0) }
                    if !cells.isEmpty { entries.append(Entry(cells: cells, feature: piece)) }
                    cellCount += cells.count
                } else if piece.isArea {
                    guard columns * rows <= limits.maxShapeCells, piece.points.count * columns <= limits.maxShapeWork else { return nil }
                    let cut = cutRing(piece, columns: range.x)
                    cellCount += cut.count
                    entries += cut
                } else {
                    guard crossings(piece.points) <= limits.maxShapeCells else { return nil }
                    let cut = cutLine(piece)
                    cellCount += cut.count
                    entries += cut
                }
                if cellCount > limits.maxShapeCells { return nil }
            }
        }
        return entries
    }

    /// Lines longer than ``MapTiles/maxLinePoints`` as overlapping pieces; areas whole.
    func pieces(of feature: MapFeature) -> [MapFeature] {
        let size = MapTiles.maxLinePoints
        guard !feature.isArea, feature.points.count > size else { return [feature] }
        return stride(from: 0, to: feature.points.count - 1, by: size - 1).map { start in
            let end = min(start + size, feature.points.count)
            return MapFeature(kind: feature.kind, name: feature.name, points: Array(feature.points[start..<end]))
        }
    }

    /// Whether the piece has a part of positive length or area in the cell.
    private func touches(_ piece: MapFeature, _ cell: MapTiles.Cell) -> Bool {
        let box = MapTiles.box(of: cell)
        if piece.isArea { return ShapeClipping.clipRing(piece.points, to: box) != nil }
        return !ShapeClipping.clipLine(piece.points, to: box).isEmpty
    }

    /// The ring cut into one part per cell: a column strip first, then each row of the strip.
    private func cutRing(_ piece: MapFeature, columns: ClosedRange<Int>) -> [Entry] {
        var entries: [Entry] = []
        for x in columns {
            let column = MapTiles.box(of: MapTiles.Cell(x: x, y: 0))
            let strip = BoundingBox(minLatitude: -90, minLongitude: column.minLongitude, maxLatitude: 90, maxLongitude: column.maxLongitude)
            guard let stripRing = ShapeClipping.clipRing(piece.points, to: strip) else { continue }
            let stripBox = MapFeature(kind: piece.kind, name: nil, points: stripRing).boundingBox
            for y in MapTiles.cells(touching: stripBox).y {
                let cell = MapTiles.Cell(x: x, y: y)
                guard let part = ShapeClipping.clipRing(stripRing, to: MapTiles.box(of: cell)) else { continue }
                entries.append(Entry(cells: [cell], feature: MapFeature(kind: piece.kind, name: piece.name, points: part)))
            }
        }
        return entries
    }

    /// The line split where it crosses cell borders, consecutive parts in one cell joined.
    private func cutLine(_ piece: MapFeature) -> [Entry] {
        var entries: [Entry] = []
        var cell: MapTiles.Cell?
        var current: [Coordinate] = []
        func flush() {
            if let cell, current.count >= 2 { entries.append(Entry(cells: [cell], feature: MapFeature(kind: piece.kind, name: piece.name, points: current))) }
            current = []
        }
        for (a, b) in zip(piece.points, piece.points.dropFirst()) {
            let ts = ([0.0, 1.0] + Self.borders(a.longitude, b.longitude) + Self.borders(a.latitude, b.latitude)).sorted()
            for (t0, t1) in zip(ts, ts.dropFirst()) where t1 > t0 {
                let p = Self.point(a, b, t0), q = Self.point(a, b, t1), middle = Self.point(a, b, (t0 + t1) / 2)
                let range = MapTiles.cells(touching: BoundingBox(minLatitude: middle.latitude, minLongitude: middle.longitude,
                                                                 maxLatitude: middle.latitude, maxLongitude: middle.longitude))
                let here = MapTiles.Cell(x: range.x.lowerBound, y: range.y.lowerBound)
                if here != cell || current.last != p {
                    flush()
                    cell = here
                    current = [p]
                }
                current.append(q)
            }
        }
        flush()
        return entries
    }

    /// How many cell borders the line crosses, plus one: an upper bound on its cells.
    private func crossings(_ points: [Coordinate]) -> Int {
        zip(points, points.dropFirst()).reduce(1) { sum, pair in
            let (a, b) = pair
            let dx = abs((b.longitude / MapTiles.cellDegrees).rounded(.down) - (a.longitude / MapTiles.cellDegrees).rounded(.down))
            let dy = abs((b.latitude / MapTiles.cellDegrees).rounded(.down) - (a.latitude / MapTiles.cellDegrees).rounded(.down))
            return sum + Int(dx + dy)
        }
    }

    /// The fractions along `from`…`to` where it crosses a cell border.
    private static func borders(_ from: Double, _ to: Double) -> [Double] {
        let low = min(from, to) / MapTiles.cellDegrees, high = max(from, to) / MapTiles.cellDegrees
        let first = low.rounded(.down) + 1, last = high.rounded(.up) - 1
        guard first <= last, to != from else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * MapTiles.cellDegrees - from) / (to - from) }
    }

    private static func point(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        t == 0 ? a : t == 1 ? b : Coordinate(latitude: a.latitude + t * (b.latitude - a.latitude), longitude: a.longitude + t * (b.longitude - a.longitude))
    }
}
