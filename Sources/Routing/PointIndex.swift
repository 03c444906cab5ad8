import Foundation
import Geo

/// A static 2-d tree for straight-line k-nearest queries (snapping, the no-graph fallback).
///
/// The tree is *implicit*: points are permuted so that every subrange `lo..<hi` stores its
/// splitting point at the middle, the points left of the split before it and the rest after
/// (Bentley, "Multidimensional binary search trees used for associative searching", CACM
/// 18(9), 1975; with the bucket leaves and widest-spread splits of Friedman, Bentley &
/// Finkel, "An algorithm for finding best matches in logarithmic expected time", ACM TOMS
/// 3(3), 1977). No node objects, no pointers: three flat arrays and one byte per point.
///
/// Coordinates are projected to local metres around their mean latitude; planar points
/// can be indexed directly with ``init(x:y:)``.
public struct PointIndex: Sendable {
    /// One neighbour found by a query.
    public struct Neighbor: Sendable, Hashable {
        /// The point's index in the input.
        public var index: Int
        /// Its distance from the query: metres for coordinates, plane units for planar points.
        public var distance: Double
    }

    /// Leaves hold at most this many points; scanning a few points beats descending further.
    static let bucketSize = 8
    let xs: [Double]
    let ys: [Double]
    let originalIndex: [Int32]
    let splitAxis: [UInt8]
    let projection: LocalProjection?

    /// The number of indexed points.
    public var count: Int { xs.count }

    /// Indexes coordinates (projected to local metres; distances come back in metres).
    /// - Complexity: O(n log n).
    public init(coordinates: [Coordinate]) {
        let meanLatitude = coordinates.isEmpty ? 0 : coordinates.reduce(0) { $0 + $1.latitude } / Double(coordinates.count)
        let projection = LocalProjection(referenceLatitude: meanLatitude)
        let projected = coordinates.map { projection.project($0) }
        self.init(x: projected.map(\.x), y: projected.map(\.y), projection: projection)
    }

    /// Indexes planar points `(x[i], y[i])`; distances come back in the same units.
    /// - Precondition: `x.count == y.count`, values finite.
    /// - Complexity: O(n log n).
    public init(x: [Double], y: [Double]) {
        self.init(x: x, y: y, projection: nil)
    }

    private init(x: [Double], y: [Double], projection: LocalProjection?) {
        var builder = KDTreeBuilder(xs: x, ys: y)
        builder.build(0, min(x.count, y.count))
        xs = builder.xs
        ys = builder.ys
        originalIndex = builder.order
        splitAxis = builder.axis
        self.projection = projection
    }
}

/// Builds the implicit layout by recursive quickselect on the widest axis (Hoare's FIND).
struct KDTreeBuilder {
    var xs: [Double], ys: [Double], order: [Int32], axis: [UInt8]

    init(xs: [Double], ys: [Double]) {
        let n = min(xs.count, ys.count)
        self.xs = Array(xs.prefix(n))
        self.ys = Array(ys.prefix(n))
        order = (0..<Int32(n)).map { $0 }
        axis = [UInt8](repeating: 0, count: n)
    }

    mutating func build(_ lo: Int, _ hi: Int) {
        guard hi - lo > PointIndex.bucketSize else { return }
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for i in lo..<hi {
            minX = min(minX, xs[i]); maxX = max(maxX, xs[i]); minY = min(minY, ys[i]); maxY = max(maxY, ys[i])
        }
        let useY = maxY - minY > maxX - minX
        let mid = (lo + hi) / 2
        select(mid, lo, hi, useY: useY)
        axis[mid] = useY ? 1 : 0
        build(lo, mid)
        build(mid + 1, hi)
    }

    private func key(_ i: Int, _ useY: Bool) -> Double { useY ? ys[i] : xs[i] }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        xs.swapAt(i, j); ys.swapAt(i, j); order.swapAt(i, j)
    }

    /// Moves the k-th smallest of lo..<hi to k, smaller ones before, larger after.
    private mutating func select(_ k: Int, _ lo: Int, _ hi: Int, useY: Bool) {
        var lo = lo, hi = hi - 1
        while hi > lo {
            let pivotIndex = lo + (hi - lo) / 2
            let pivot = key(pivotIndex, useY)
            swapAt(pivotIndex, hi)
            var store = lo
            for i in lo..<hi where key(i, useY) < pivot {
                swapAt(i, store)
                store += 1
            }
            swapAt(store, hi)
            if store == k { return }
            if store < k { lo = store + 1 } else { hi = store - 1 }
        }
    }
}
