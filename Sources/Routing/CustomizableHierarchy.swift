import Foundation

/// The metric of a ``ChordalGraph``: a time per arc, and how each arc's time arises, either from
/// an original graph edge or from a lower triangle (two arcs down to a common lower vertex).
///
/// *Basic customization* (Dibbelt, Strasser & Wagner, "Customizable Contraction Hierarchies",
/// JEA 2016, §5.1): in increasing rank of the lower end, every arc `x–y` gets the minimum of its
/// original edge's time and, over the lower triangles `w < x < y`, `t(w–x) + t(w–y)`. The arcs
/// with lower end `x` are final once every lower vertex has been handled, so one pass that
/// pushes each vertex's pairs of upward arcs onto the arc between their upper ends suffices.
/// Afterwards an arc's time is the shortest path between its ends through lower vertices only,
/// and its recorded origin unpacks it: this is exactly the hierarchy edge format of
/// ``ContractionHierarchy`` (a shortcut is two earlier edges meeting at a third vertex).
struct CustomizableHierarchy {
    /// No path: the arc is dropped from the hierarchy.
    static let unreachable = UInt32.max

    let chordal: ChordalGraph
    /// Each arc's time after basic customization.
    var millis: [UInt32]
    /// The original graph edge giving the arc's time, or -1 for a lower triangle.
    var original: [Int32]
    /// The two arcs of the lower triangle giving the arc's time, when `original` is -1.
    var children: [(Int32, Int32)]

    /// The original times of `graph`'s edges on the arcs of `chordal` (the fastest of parallel
    /// edges; ties to the first edge), every other arc unreachable.
    /// - Complexity: O(A + E log d).
    init(graph: WalkingGraph, rank: [Int32], chordal: ChordalGraph) {
        self.chordal = chordal
        millis = [UInt32](repeating: Self.unreachable, count: chordal.arcCount)
        original = [Int32](repeating: -1, count: chordal.arcCount)
        children = [(Int32, Int32)](repeating: (-1, -1), count: chordal.arcCount)
        for e in 0..<graph.edgeCount {
            let a = rank[Int(graph.edgeSources[e])], b = rank[Int(graph.edgeTargets[e])]
            guard a != b, let arc = chordal.arc(from: min(a, b), to: max(a, b)), graph.edgeMillis[e] < millis[arc] else { continue }
            millis[arc] = graph.edgeMillis[e]
            original[arc] = Int32(e)
        }
    }

    /// Basic customization by lower triangles (see the type's summary). Ties keep the first time
    /// found, so an original edge wins over an equally fast shortcut.
    /// - Complexity: O(Σ over arcs x–y of the row length of y), about the number of triangles.
    mutating func customize() {
        let offsets = chordal.offsets, targets = chordal.targets, n = chordal.vertexCount
        var millis = self.millis, original = self.original, children = self.children
        (self.millis, self.original, self.children) = ([], [], [])  // unshared: written in place below
        offsets.withUnsafeBufferPointer { off in
            targets.withUnsafeBufferPointer { up in
                millis.withUnsafeMutableBufferPointer { t in
                    original.withUnsafeMutableBufferPointer { via in
                        children.withUnsafeMutableBufferPointer { pair in
                            for x in 0..<n { Self.pushLowerTriangles(of: x, off, up, t, via, pair) }
                        }
                    }
                }
            }
        }
        (self.millis, self.original, self.children) = (millis, original, children)
    }

    /// Relaxes, for every pair of `x`'s upward arcs x–y, x–z, the arc y–z over x.
    @inline(__always)
    private static func pushLowerTriangles(of x: Int, _ off: UnsafeBufferPointer<Int32>, _ up: UnsafeBufferPointer<Int32>,
                                           _ t: UnsafeMutableBufferPointer<UInt32>, _ via: UnsafeMutableBufferPointer<Int32>,
                                           _ pair: UnsafeMutableBufferPointer<(Int32, Int32)>) {
        let end = Int(off[x + 1])
        for i in Int(off[x])..<end where t[i] != unreachable {
            // The arcs after i in x's row all reach into y's row (chordality), unless cut.
            let ti = UInt64(t[i]), rowEnd = Int(off[Int(up[i]) + 1])
            var k = Int(off[Int(up[i])])
            for j in (i + 1)..<end {
                k = seek(up[j], in: up, from: k, end: rowEnd)
                guard k < rowEnd else { break }  // a row cut to a horizon (ChordalGraph.keepingArcs)
                guard up[k] == up[j] else { continue }
                let sum = ti + UInt64(t[j])  // unreachable + anything never beats t[k]
                if sum < UInt64(t[k]) {
                    t[k] = UInt32(sum)
                    via[k] = -1
                    pair[k] = (Int32(i), Int32(j))
                }
            }
        }
    }

    /// The first position at or after `start` in a row ending before `end` whose entry is at
    /// least `target`, or `end` if none is: galloping search (Bentley & Yao, "An almost optimal
    /// algorithm for unbounded searching", IPL 1976), since a low vertex's few upward
    /// neighbours are spread over the long rows of separator vertices; O(log gap) instead of
    /// the gap. In a full chordal graph the entry found is `target` itself.
    @inline(__always)
    static func seek(_ target: Int32, in up: UnsafeBufferPointer<Int32>, from start: Int, end: Int) -> Int {
        guard start < end else { return end }
        if up[start] >= target { return start }
        var low = start, step = 1
        while low + step < end && up[low + step] < target {
            low += step
            step *= 2
        }
        var high = min(low + step, end)  // up[low] < target <= up[high], or high == end
        while high - low > 1 {
            let middle = (low + high) / 2
            if up[middle] < target { low = middle } else { high = middle }
        }
        return high
    }

    /// *Perfect customization* (ibid., §5.2): every arc's time becomes the shortest-path distance
    /// between its ends. In decreasing rank of the lower end `x`, every pair of upward arcs
    /// `x–y`, `x–z` (`y < z`) closes a triangle with `y–z`, which is already final; the triangle
    /// is an upper one for `x–y` and an intermediate one for `x–z`. One pass is exact: a
    /// shortest path from `x` leaves through lower vertices to some upward neighbour `y`, then
    /// costs at most the final `t(y–z)`.
    /// - Complexity: as ``customize()``.
    func perfectMillis() -> [UInt32] {
        var perfect = millis
        let offsets = chordal.offsets, targets = chordal.targets
        offsets.withUnsafeBufferPointer { off in
            targets.withUnsafeBufferPointer { up in
                perfect.withUnsafeMutableBufferPointer { t in
                    for x in stride(from: chordal.vertexCount - 1, through: 0, by: -1) {
                        let end = Int(off[x + 1])
                        for i in Int(off[x])..<end {
                            let rowEnd = Int(off[Int(up[i]) + 1])
                            var k = Int(off[Int(up[i])])
                            var ti = UInt64(t[i])  // t[i] lives here until the row is done
                            for j in (i + 1)..<end {
                                k = Self.seek(up[j], in: up, from: k, end: rowEnd)
                                guard k < rowEnd else { break }
                                guard up[k] == up[j] else { continue }
                                let across = UInt64(t[k]), tj = UInt64(t[j])
                                if tj + across < ti { ti = tj + across }
                                if ti + across < tj { t[j] = UInt32(ti + across) }
                            }
                            t[i] = UInt32(ti)
                        }
                    }
                }
            }
        }
        return perfect
    }
}
