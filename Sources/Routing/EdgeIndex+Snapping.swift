import Foundation
import Geo

extension EdgeIndex {
    /// The nearest point on the nearest edge to `coordinate`, or nil when no edge lies within
    /// `maxMeters` (or the graph is empty).
    ///
    /// ```swift
    /// let index = EdgeIndex(graph: graph)
    /// if let start = index.snap(Coordinate(latitude: 35.8989, longitude: 14.5146), maxMeters: 500) { … }
    /// ```
    /// - Complexity: O(segments in the cells within the answer's distance); about O(1) on a street grid.
    public func snap(_ coordinate: Coordinate, maxMeters: Double = 1000) -> SnappedPoint? {
        guard graph.edgeCount > 0, coordinate.latitude.isFinite, coordinate.longitude.isFinite else { return nil }
        let p = projection.project(coordinate)
        let gridX = ((p.x - originX) / cellMeters).clamped(-1e9, 1e9), gridY = ((p.y - originY) / cellMeters).clamped(-1e9, 1e9)
        let column = Int(gridX.rounded(.down)), row = Int(gridY.rounded(.down))
        // How far the point lies inside its own cell from the cell's nearest side, in metres: the
        // scanned square reaches that much farther than `ring` whole cells.
        let inset = min(gridX - Double(column), Double(column + 1) - gridX, gridY - Double(row), Double(row + 1) - gridY)
            .clamped(0, 1) * cellMeters
        var best: (distance2: Double, edge: Int, segment: Int, t: Double) = (.infinity, -1, -1, 0)
        let farthestCell = max(abs(column), abs(column - columns + 1), abs(row), abs(row - rows + 1))
        let maxRing = Int(min(Double(farthestCell), (maxMeters / cellMeters + 2).clamped(0, 1e9)))
        var ring = 0
        while ring <= maxRing {
            scanRing(ring, column: column, row: row, point: p, best: &best)
            // Every segment that crosses the scanned square is listed in one of its cells, so
            // nothing unscanned is nearer than the square's nearest side. (Rings alone, without
            // the inset, scanned the eight cells around a point in every query.)
            let reach = Double(ring) * cellMeters + inset
            if best.edge >= 0, best.distance2 <= reach * reach { break }
            ring += 1
        }
        guard best.edge >= 0, best.distance2.squareRoot() <= maxMeters else { return nil }
        return makeSnappedPoint(edge: best.edge, segment: best.segment, t: best.t, query: coordinate)
    }

    /// Scans the cells on the square ring at Chebyshev distance `ring` around (column, row).
    private func scanRing(_ ring: Int, column: Int, row: Int, point p: (x: Double, y: Double),
                          best: inout (distance2: Double, edge: Int, segment: Int, t: Double)) {
        let low = max(row - ring, 0), high = min(row + ring, rows - 1)
        guard low <= high else { return }
        for r in low...high {
            let isEdgeRow = r == row - ring || r == row + ring
            let step = isEdgeRow || ring == 0 ? 1 : 2 * ring
            var c = column - ring
            while c <= column + ring {
                if c >= 0 && c < columns { scanCell(r * columns + c, point: p, best: &best) }
                c += step
            }
        }
    }

    private func scanCell(_ cell: Int, point p: (x: Double, y: Double),
                          best: inout (distance2: Double, edge: Int, segment: Int, t: Double)) {
        for slot in Int(cellOffsets[cell])..<Int(cellOffsets[cell + 1]) {
            let e = Int(cellEdges[slot]), k = Int(cellSegments[slot])
            let a = graph.pointE7(edge: e, index: k), b = graph.pointE7(edge: e, index: k + 1)
            let pa = projection.project(latitudeE7: a.latitude, longitudeE7: a.longitude)
            let pb = projection.project(latitudeE7: b.latitude, longitudeE7: b.longitude)
            let dx = pb.x - pa.x, dy = pb.y - pa.y
            let length2 = dx * dx + dy * dy
            let t = length2 > 0 ? (((p.x - pa.x) * dx + (p.y - pa.y) * dy) / length2).clamped(0, 1) : 0
            let qx = pa.x + t * dx - p.x, qy = pa.y + t * dy - p.y
            let d2 = qx * qx + qy * qy
            if d2 < best.distance2 || (d2 == best.distance2 && (e, k) < (best.edge, best.segment)) {
                best = (d2, e, k, t)
            }
        }
    }

    /// Turns "segment k of edge e at t" into a ``SnappedPoint`` with partial lengths and times.
    func makeSnappedPoint(edge e: Int, segment k: Int, t: Double, query: Coordinate) -> SnappedPoint {
        var before = 0.0, total = 0.0
        var a = graph.pointE7(edge: e, index: 0)
        for i in 1..<graph.pointCount(ofEdge: e) {
            let b = graph.pointE7(edge: e, index: i)
            let pa = projection.project(latitudeE7: a.latitude, longitudeE7: a.longitude)
            let pb = projection.project(latitudeE7: b.latitude, longitudeE7: b.longitude)
            let length = ((pb.x - pa.x) * (pb.x - pa.x) + (pb.y - pa.y) * (pb.y - pa.y)).squareRoot()
            if i - 1 < k { before += length } else if i - 1 == k { before += t * length }
            total += length
            a = b
        }
        let fraction = total > 0 ? (before / total).clamped(0, 1) : 0
        let a0 = graph.pointE7(edge: e, index: k), b0 = graph.pointE7(edge: e, index: k + 1)
        let pa = projection.project(latitudeE7: a0.latitude, longitudeE7: a0.longitude)
        let pb = projection.project(latitudeE7: b0.latitude, longitudeE7: b0.longitude)
        let onEdge = projection.unproject(x: pa.x + t * (pb.x - pa.x), y: pa.y + t * (pb.y - pa.y))
        let millis = graph.edgeMillis[e], meters = Double(graph.edgeMeters[e])
        let fromSource = UInt32((Double(millis) * fraction).rounded()).clamped(0, millis)
        return SnappedPoint(edge: e, segment: k, fraction: fraction, coordinate: onEdge, query: query,
                            distanceMeters: query.distanceMeters(to: onEdge),
                            millisFromSource: fromSource, millisToTarget: millis - fromSource,
                            metersFromSource: meters * fraction, metersToTarget: meters * (1 - fraction))
    }
}

extension Comparable {
    /// The value limited to `low...high`.
    @inline(__always)
    func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) }
}
