import Foundation
import Geo

/// A uniform grid of cells over latitude and longitude, each holding the indices of the items
/// whose bounding box touches it: the spatial index of the place labeler.
///
/// Each labeler index picks its own cell size (``PlaceLabeler`` uses about 110 m for streets and
/// points, 220 m for areas), and a query visits only the cells that overlap the box of its reach
/// around the point: one to four cells, where visiting a fixed 3×3 block of 220 m cells made a
/// 50 m street lookup read about twenty times the segments it could use. An item whose box covers
/// more than ``maxCellsPerItem`` cells (a huge forest, a motorway segment across a country) goes
/// to a list every query checks instead, so one item cannot fill the grid. The street index, with
/// cells half as wide, allows four times as many, so a segment filed whole is still one of up to
/// about 1.8 km, as before: the list stays short on long rural roads.
/// - Complexity: insertion O(c) for the c cells an item covers; a query O(k) in the items of the
///   cells the reach box overlaps plus the oversized list.
struct PlaceGrid: Sendable {
    /// The side of a cell in degrees of latitude and of longitude.
    let cellDegrees: Double
    /// The most cells one item is filed under; a larger one goes to ``oversized``.
    let maxCellsPerItem: Int
    private var cells: [Int64: [Int32]] = [:]
    private(set) var oversized: [Int32] = []

    init(cellDegrees: Double, maxCellsPerItem: Int = 64) {
        self.cellDegrees = cellDegrees
        self.maxCellsPerItem = maxCellsPerItem
    }

    /// Files `item` under every cell its box touches.
    mutating func insert(_ item: Int32, box: BoundingBox) {
        let (x0, y0) = cell(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
        let (x1, y1) = cell(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Int64(maxCellsPerItem) else {
            oversized.append(item)
            return
        }
        for x in x0...x1 {
            for y in y0...y1 { cells[Self.key(x, y), default: []].append(item) }
        }
    }

    /// Calls `body` with every item filed in the cells that overlap the box of `latitudeDegrees`
    /// and `longitudeDegrees` either side of `point` (an item may come more than once), and every
    /// oversized item. Any item whose box reaches into that box is among them.
    func forEachNear(_ point: Coordinate, latitudeDegrees: Double, longitudeDegrees: Double, _ body: (Int32) -> Void) {
        let (x0, y0) = cell(Coordinate(latitude: point.latitude - latitudeDegrees, longitude: point.longitude - longitudeDegrees))
        let (x1, y1) = cell(Coordinate(latitude: point.latitude + latitudeDegrees, longitude: point.longitude + longitudeDegrees))
        // Near a pole a few metres span most of the longitudes: a window of more cells than the
        // grid has filled reads every filled cell instead (the caller tests each item anyway).
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Int64(cells.count) else {
            for items in cells.values { items.forEach(body) }
            return oversized.forEach(body)
        }
        for x in x0...x1 {
            for y in y0...y1 { cells[Self.key(x, y)]?.forEach(body) }
        }
        oversized.forEach(body)
    }

    private func cell(_ point: Coordinate) -> (Int64, Int64) {
        (Int64((point.longitude / cellDegrees).rounded(.down)), Int64((point.latitude / cellDegrees).rounded(.down)))
    }

    private static func key(_ x: Int64, _ y: Int64) -> Int64 { (x << 20) ^ (y & 0xF_FFFF) }
}
