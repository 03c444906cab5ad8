import Foundation

/// The chordal supergraph of a walking graph under a contraction order, in rank space: vertex
/// `r` is the vertex of rank `r`, and its row lists its *upward* neighbours (higher ranks) in
/// increasing rank, as CSR arrays.
///
/// Built by elimination without witness searches: contracting a vertex joins all its higher
/// neighbours into a clique. It suffices to hand the higher neighbours to the *lowest* of them,
/// which is contracted next among them and passes them on in turn, so the work is the size of
/// the result plus sorting each row (Dibbelt, Strasser & Wagner, "Customizable Contraction
/// Hierarchies", JEA 2016, §4.2; the elimination game of Rose, Tarjan & Lueker, "Algorithmic
/// aspects of vertex elimination on graphs", SIAM J. Comput. 1976).
///
/// Every triangle of a chordal graph under its elimination order has its lowest vertex `x`
/// below two upward neighbours `y < z` of `x`, and then `y–z` is an arc of `y`'s row. A graph
/// cut to a walking horizon (``keepingArcs(within:graph:rank:)``) may lack `y–z`; the
/// customization then skips that triangle.
struct ChordalGraph {
    /// Row offsets, one per rank plus one.
    let offsets: [Int32]
    /// Upper ends of the arcs, row by row, increasing within a row.
    let targets: [Int32]

    var vertexCount: Int { offsets.count - 1 }
    var arcCount: Int { targets.count }

    init(offsets: [Int32], targets: [Int32]) {
        self.offsets = offsets
        self.targets = targets
    }

    /// The chordal supergraph of `graph` under `rank`.
    /// - Precondition: `rank` is a permutation of `0..<graph.vertexCount`.
    /// - Complexity: O(A log d) for the A arcs of the result and its largest row d.
    init(graph: WalkingGraph, rank: [Int32]) {
        let n = graph.vertexCount
        var pending = [[Int32]](repeating: [], count: n)
        for e in 0..<graph.edgeCount {
            let a = rank[Int(graph.edgeSources[e])], b = rank[Int(graph.edgeTargets[e])]
            if a != b { pending[Int(min(a, b))].append(max(a, b)) }
        }
        var offsets: [Int32] = [0], targets: [Int32] = []
        offsets.reserveCapacity(n + 1)
        targets.reserveCapacity(2 * graph.edgeCount)
        for x in 0..<n {
            var row = pending[x]
            pending[x] = []
            row.sort()
            var unique = 0
            for item in row where unique == 0 || row[unique - 1] != item {
                row[unique] = item
                unique += 1
            }
            row.removeLast(row.count - unique)
            targets.append(contentsOf: row)
            offsets.append(Int32(targets.count))
            if let lowest = row.first, row.count > 1 { pending[Int(lowest)].append(contentsOf: row[1...]) }
        }
        self.offsets = offsets
        self.targets = targets
    }

    /// The arc from `lower` up to `upper`, if any.
    /// - Complexity: O(log d) for the row's length d.
    func arc(from lower: Int32, to upper: Int32) -> Int? {
        var lo = Int(offsets[Int(lower)]), hi = Int(offsets[Int(lower) + 1])
        while lo < hi {
            let m = (lo + hi) / 2
            if targets[m] < upper { lo = m + 1 } else { hi = m }
        }
        return lo < Int(offsets[Int(lower) + 1]) && targets[lo] == upper ? lo : nil
    }

    /// The number of triangles: the work of one customization pass.
    var triangleCount: Int {
        (0..<vertexCount).reduce(0) { sum, x in
            let d = Int(offsets[x + 1] - offsets[x])
            return sum + d * (d - 1) / 2
        }
    }
}
