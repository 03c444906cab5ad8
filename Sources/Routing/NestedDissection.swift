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
        cutBest(lo, hi, middle)
        let (lowerCount, upperCount) = arrangeAroundSeparator(lo, hi, middle)
        dissect(lo, lo + lowerCount)
        dissect(lo + lowerCount, lo + lowerCount + upperCount)
    }

    /// The four cut directions: across east, north and the two diagonals.
    static let directions = [(1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (1.0, -1.0)]

    /// Leaves `order[lo..<hi]` split at `middle` along the direction whose cut needs the fewest
    /// separator vertices; returns that number and the direction's index.
    @discardableResult
    mutating func cutBest(_ lo: Int, _ hi: Int, _ middle: Int) -> (cost: Int, direction: Int) {
        var best: [Int32] = [], bestCost = Int.max, bestDirection = 0
        for (index, direction) in Self.directions.enumerated() {
            select(lo, hi, middle, direction)
            let cost = separatorSize(lo, hi, middle).cost
            if cost < bestCost { (best, bestCost, bestDirection) = (Array(order[lo..<hi]), cost, index) }
            if cost == 0 { break }
        }
        order.replaceSubrange(lo..<hi, with: best)
        return (bestCost, bestDirection)
    }

    /// The first separator of `graph`'s dissection against that of a street grid of the same
    /// junctions and outline: a W × H grid cut across its length W needs H = √(V · H / W)
    /// vertices, so the ratio is the separator over √(V × extent across the cut / extent along
    /// it). About 1 on street grids, far less on real street networks, whose cuts follow
    /// rivers, railways and main roads.
    /// - Complexity: O(V + E), a small part of the whole order.
    static func firstSeparatorRatio(of graph: WalkingGraph) -> Double {
        guard graph.vertexCount > leafSize else { return 0 }
        var dissection = NestedDissection(graph: graph)
        let (size, index) = dissection.cutBest(0, graph.vertexCount, graph.vertexCount / 2)
        let (dx, dy) = directions[index]
        func extent(_ a: Double, _ b: Double) -> Double {
            var low = Double.infinity, high = -Double.infinity
            for v in 0..<graph.vertexCount {
                let p = a * dissection.east[v] + b * dissection.north[v]
                (low, high) = (min(low, p), max(high, p))
            }
            return max(high - low, 1)
        }
        let along = extent(dx, dy), across = extent(-dy, dx)
        return Double(size) / (Double(graph.vertexCount) * across / along).squareRoot()
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
