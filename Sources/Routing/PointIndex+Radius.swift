import Foundation
import Geo

extension PointIndex {
    /// Every indexed coordinate within `meters` of `coordinate` (in the index's local projection),
    /// in no particular order, with distances in metres.
    ///
    /// ```swift
    /// let near = index.within(meters: 500, of: position)   // every toilet within 500 m
    /// ```
    /// The distances are planar in the index's projection (good to about 0.1 % across a region);
    /// a caller that reports great-circle distances recomputes them for the points it keeps.
    /// - Complexity: O(√n + k) for n points and k found (a range search in a 2-d tree).
    public func within(meters: Double, of coordinate: Coordinate) -> [Neighbor] {
        let p = (projection ?? LocalProjection(referenceLatitude: 0)).project(coordinate)
        return within(radius: meters, x: p.x, y: p.y)
    }

    /// Every planar point within `radius` of `(x, y)`, in no particular order.
    /// - Complexity: O(√n + k).
    public func within(radius: Double, x: Double, y: Double) -> [Neighbor] {
        guard radius >= 0, radius.isFinite, x.isFinite, y.isFinite, count > 0 else { return [] }
        var found: [Neighbor] = []
        collect(0, count, x, y, radius * radius, &found)
        return found
    }

    /// Recursive descent: a side is visited only if the splitting line is within the radius.
    private func collect(_ lo: Int, _ hi: Int, _ x: Double, _ y: Double, _ r2: Double, _ found: inout [Neighbor]) {
        if hi - lo <= Self.bucketSize {
            for i in lo..<hi { take(i, x, y, r2, &found) }
            return
        }
        let mid = (lo + hi) >> 1
        let delta = splitAxis[mid] == 0 ? x - xs[mid] : y - ys[mid]
        take(mid, x, y, r2, &found)
        // Points left of the split are not beyond it on its axis, the rest not before it.
        if delta < 0 || delta * delta <= r2 { collect(lo, mid, x, y, r2, &found) }
        if delta >= 0 || delta * delta <= r2 { collect(mid + 1, hi, x, y, r2, &found) }
    }

    @inline(__always)
    private func take(_ i: Int, _ x: Double, _ y: Double, _ r2: Double, _ found: inout [Neighbor]) {
        let dx = xs[i] - x, dy = ys[i] - y
        let d2 = dx * dx + dy * dy
        if d2 <= r2 { found.append(Neighbor(index: Int(originalIndex[i]), distance: d2.squareRoot())) }
    }
}
