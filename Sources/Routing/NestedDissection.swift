import Foundation

/// A metric-independent contraction order by recursive geometric bisection, for the
/// customizable contraction hierarchy (``ContractionHierarchy/init(graph:method:onPhase:)``).
///
/// A piece of the graph is cut at the median of its vertices' positions along the one of four
/// directions (east, north and the two diagonals) whose cut needs the fewest separator
/// vertices; the separator is the smaller of the two sets of vertices incident to cut edges.
/// The separator is ranked above both halves, and the halves are ordered recursively down to
/// pieces of ``leafSize`` vertices, which are ordered by degree. Any order gives exact
/// shortest paths; the order only decides the size of the chordal supergraph, and small
/// balanced separators keep it near-linear on street networks (nested dissection: George,
/// "Nested dissection of a regular finite element mesh", SIAM J. Numer. Anal. 1973; its use for
/// routing: Dibbelt, Strasser & Wagner, "Customizable Contraction Hierarchies", JEA 2016, §4).
/// Disconnected pieces need no separator: a cut between them has no edges. Deterministic:
/// ties in position are broken by vertex number.
struct NestedDissection {
    /// Pieces this small are not cut any further.
    static let leafSize = 8

    let offsets: [Int32]
    let targets: [Int32]
    /// Projected positions: east and north, in units of 1e-7 degrees of latitude.
    let east: [Double]
    let north: [Double]
    /// The vertices, rearranged so that a vertex's final position is its rank.
    var order: [Int32]
    /// Scratch: 0 outside the piece being cut, 1 in its lower half, 2 in its upper half.
    var side: [UInt8]

    /// The rank of every vertex of `graph` (0 = lowest).
    /// - Complexity: O((V + E) log V): every level of the recursion selects medians in linear time.
    static func ranks(of graph: WalkingGraph) -> [Int32] {
        var dissection = NestedDissection(graph: graph)
        dissection.dissect(0, graph.vertexCount)
        var rank = [Int32](repeating: 0, count: graph.vertexCount)
        for (position, v) in dissection.order.enumerated() { rank[Int(v)] = Int32(position) }
        return rank
    }

    init(graph: WalkingGraph) {
        let n = graph.vertexCount
        offsets = graph.arcOffsets
        targets = graph.arcTargets
        let meanLatitude = n == 0 ? 0 : graph.vertexLatitudesE7.reduce(0.0) { $0 + Double($1) } / Double(n)
        let shrink = cos(meanLatitude * 1e-7 * Double.pi / 180)
        east = graph.vertexLongitudesE7.map { Double($0) * shrink }
        north = graph.vertexLatitudesE7.map { Double($0) }
        order = (0..<Int32(n)).map { $0 }
        side = [UInt8](repeating: 0, count: n)
    }

    /// Orders `order[lo..<hi]`: lower half, upper half, then the separator at the top.
    mutating func dissect(_ lo: Int, _ hi: Int) {
        guard hi - lo > Self.leafSize else { return orderLeaf(lo, hi) }
        let middle = lo + (hi - lo) / 2
        var best: [Int32] = [], bestCost = Int.max
        for direction in [(1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (1.0, -1.0)] {
            select(lo, hi, middle, direction)
            let cost = separatorSize(lo, hi, middle).cost
            if cost < bestCost { (best, bestCost) = (Array(order[lo..<hi]), cost) }
            if cost == 0 { break }
        }
        order.replaceSubrange(lo..<hi, with: best)
        let (lowerCount, upperCount) = arrangeAroundSeparator(lo, hi, middle)
        dissect(lo, lo + lowerCount)
        dissect(lo + lowerCount, lo + lowerCount + upperCount)
    }

    /// Small pieces: lowest degree first, so the leaves' own fill stays small.
    private mutating func orderLeaf(_ lo: Int, _ hi: Int) {
        guard hi - lo > 1 else { return }
        let offsets = self.offsets
        order[lo..<hi].sort { a, b in
            let da = offsets[Int(a) + 1] - offsets[Int(a)], db = offsets[Int(b) + 1] - offsets[Int(b)]
            return (da, a) < (db, b)
        }
    }
}
