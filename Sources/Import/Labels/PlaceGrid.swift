import Foundation
import Geo

/// A uniform grid of cells over latitude and longitude, each holding the indices of the items
/// whose bounding box touches it: the spatial index of the place labeler.
///
/// A cell is ``cellDegrees`` on a side (about 220 m north–south), so the 3×3 cells around a
/// point cover every item within ``reachMeters`` of it anywhere below 60° latitude (a degree
/// of longitude shrinks with the cosine of the latitude). An item whose box covers more than
/// ``maxCellsPerItem`` cells (a huge forest, a motorway segment across a country) goes to a list
/// every query checks instead, so one item cannot fill the grid.
/// - Complexity: insertion O(c) for the c cells an item covers; a query O(k) in the items of
///   the 9 cells around the point plus the oversized list.
struct PlaceGrid {
    static let cellDegrees = 0.002
    static let reachMeters = 100.0
    static let maxCellsPerItem = 64

    private var cells: [Int64: [Int32]] = [:]
    private(set) var oversized: [Int32] = []

    /// Files `item` under every cell its box touches.
    mutating func insert(_ item: Int32, box: BoundingBox) {
        let (x0, y0) = Self.cell(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
        let (x1, y1) = Self.cell(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Int64(Self.maxCellsPerItem) else {
            oversized.append(item)
            return
        }
        for x in x0...x1 {
            for y in y0...y1 { cells[Self.key(x, y), default: []].append(item) }
        }
    }

    /// Calls `body` with every item filed in the 3×3 cells around `point` (an item may come
    /// more than once) and every oversized item.
    func forEachNear(_ point: Coordinate, _ body: (Int32) -> Void) {
        let (x, y) = Self.cell(point)
        for dx: Int64 in -1...1 {
            for dy: Int64 in -1...1 { cells[Self.key(x + dx, y + dy)]?.forEach(body) }
        }
        oversized.forEach(body)
    }

    private static func cell(_ point: Coordinate) -> (Int64, Int64) {
        (Int64((point.longitude / cellDegrees).rounded(.down)), Int64((point.latitude / cellDegrees).rounded(.down)))
    }

    private static func key(_ x: Int64, _ y: Int64) -> Int64 { (x << 20) ^ (y & 0xF_FFFF) }
}
