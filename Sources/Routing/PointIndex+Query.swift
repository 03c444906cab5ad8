import Foundation
import Geo

extension PointIndex {
    /// The `k` indexed coordinates nearest to `coordinate`, nearest first, with distances in metres.
    ///
    /// ```swift
    /// let index = PointIndex(coordinates: toilets.map(\.coordinate))
    /// let three = index.nearest(to: position, k: 3)
    /// ```
    /// - Complexity: O(log n + k) expected for well-spread points.
    public func nearest(to coordinate: Coordinate, k: Int) -> [Neighbor] {
        let p = (projection ?? LocalProjection(referenceLatitude: 0)).project(coordinate)
        return nearest(x: p.x, y: p.y, k: k)
    }

    /// The `k` planar points nearest to `(x, y)`, nearest first.
    /// - Complexity: O(log n + k) expected for well-spread points.
    public func nearest(x: Double, y: Double, k: Int) -> [Neighbor] {
        let k = min(k, count)
        guard k > 0, x.isFinite, y.isFinite else { return [] }
        return withUnsafeTemporaryAllocation(of: (Double, Int32).self, capacity: k) { best in
            var found = 0
            search(0, count, x, y, best, k, &found)
            return (0..<found).map { Neighbor(index: Int(originalIndex[Int(best[$0].1)]), distance: best[$0].0.squareRoot()) }
        }
    }

    /// Recursive descent: the near side first, the far side only if the split is closer than the k-th best.
    private func search(_ lo: Int, _ hi: Int, _ x: Double, _ y: Double,
                        _ best: UnsafeMutableBufferPointer<(Double, Int32)>, _ k: Int, _ found: inout Int) {
        if hi - lo <= Self.bucketSize {
            for i in lo..<hi { offer(i, x, y, best, k, &found) }
            return
        }
        let mid = (lo + hi) >> 1
        let delta = splitAxis[mid] == 0 ? x - xs[mid] : y - ys[mid]
        if delta < 0 {
            search(lo, mid, x, y, best, k, &found)
        } else {
            search(mid + 1, hi, x, y, best, k, &found)
        }
        offer(mid, x, y, best, k, &found)
        if found < k || delta * delta < best[k - 1].0 {
            if delta < 0 { search(mid + 1, hi, x, y, best, k, &found) } else { search(lo, mid, x, y, best, k, &found) }
        }
    }

    /// Inserts point `i` into the sorted k-best list if it belongs there.
    @inline(__always)
    private func offer(_ i: Int, _ x: Double, _ y: Double,
                       _ best: UnsafeMutableBufferPointer<(Double, Int32)>, _ k: Int, _ found: inout Int) {
        let dx = xs[i] - x, dy = ys[i] - y
        let d2 = dx * dx + dy * dy
        if found == k && d2 >= best[k - 1].0 { return }
        var j = found < k ? found : k - 1
        if found < k { found += 1 }
        while j > 0 && best[j - 1].0 > d2 {
            best[j] = best[j - 1]
            j -= 1
        }
        best[j] = (d2, Int32(i))
    }

    /// Checks the tree's ordering invariant: in every subrange, points left of the split are
    /// not beyond it on its axis and points right of it are not before it.
    /// - Returns: the first violating position, or nil when the tree is sound.
    /// - Complexity: O(n log n).
    public func checkInvariants() -> Int? {
        guard xs.count == ys.count, originalIndex.count == xs.count,
              Set(originalIndex).count == xs.count else { return 0 }
        return check(0, count)
    }

    private func check(_ lo: Int, _ hi: Int) -> Int? {
        guard hi - lo > Self.bucketSize else { return nil }
        let mid = (lo + hi) >> 1
        let useY = splitAxis[mid] == 1
        let split = useY ? ys[mid] : xs[mid]
        for i in lo..<mid where (useY ? ys[i] : xs[i]) > split { return i }
        for i in (mid + 1)..<hi where (useY ? ys[i] : xs[i]) < split { return i }
        return check(lo, mid) ?? check(mid + 1, hi)
    }
}
