import Foundation

/// Contracts a graph into a ``ContractionHierarchy`` (see there for the method).
///
/// Order: a lazily updated priority queue on *edge difference* (shortcuts added minus
/// edges removed) plus the number of already contracted neighbours, which spreads the
/// contraction evenly (Geisberger et al. 2008, §3.1).
struct HierarchyBuilder {
    struct Neighbor {
        var vertex: Int32
        var millis: UInt32
        var edge: Int32
    }

    let graph: WalkingGraph
    let witnessSettleLimit: Int
    var rank: [Int32]
    var neighbors: [[Neighbor]]
    var upward: [[Neighbor]]
    var contractedNeighbors: [Int32]
    var edgeEnds: [(Int32, Int32)] = []
    var edgeMillis: [UInt32] = []
    var edgeMeters: [Float] = []
    var edgeOriginal: [Int32] = []
    var edgeChildren: [(Int32, Int32)] = []
    var witness: WitnessSearch

    init(graph: WalkingGraph, witnessSettleLimit: Int) {
        self.graph = graph
        self.witnessSettleLimit = witnessSettleLimit
        let n = graph.vertexCount
        rank = [Int32](repeating: -1, count: n)
        neighbors = [[Neighbor]](repeating: [], count: n)
        upward = [[Neighbor]](repeating: [], count: n)
        contractedNeighbors = [Int32](repeating: 0, count: n)
        witness = WitnessSearch(vertexCount: n)
        for e in 0..<graph.edgeCount {
            let a = graph.edgeSources[e], b = graph.edgeTargets[e]
            guard a != b else { continue }
            let id = addEdge(a, b, millis: graph.edgeMillis[e], meters: graph.edgeMeters[e], original: Int32(e), children: (-1, -1))
            link(a, b, millis: graph.edgeMillis[e], edge: id)
        }
    }

    /// Records a hierarchy edge and returns its id.
    mutating func addEdge(_ a: Int32, _ b: Int32, millis: UInt32, meters: Float, original: Int32,
                          children: (Int32, Int32)) -> Int32 {
        edgeEnds.append((a, b))
        edgeMillis.append(millis)
        edgeMeters.append(meters)
        edgeOriginal.append(original)
        edgeChildren.append(children)
        return Int32(edgeEnds.count - 1)
    }

    /// Connects a and b by `edge` unless they are already connected at least as fast.
    mutating func link(_ a: Int32, _ b: Int32, millis: UInt32, edge: Int32) {
        for (x, y) in [(a, b), (b, a)] {
            if let i = neighbors[Int(x)].firstIndex(where: { $0.vertex == y }) {
                if neighbors[Int(x)][i].millis > millis { neighbors[Int(x)][i] = Neighbor(vertex: y, millis: millis, edge: edge) }
            } else {
                neighbors[Int(x)].append(Neighbor(vertex: y, millis: millis, edge: edge))
            }
        }
    }

    /// The shortcuts contracting `v` would need: pairs of neighbours with no witness path
    /// found within `settleLimit` settled vertices.
    mutating func shortcuts(for v: Int, settleLimit: Int) -> [(Neighbor, Neighbor)] {
        let around = neighbors[v]
        guard around.count >= 2, let longest = around.map(\.millis).max() else { return [] }
        var needed: [(Neighbor, Neighbor)] = []
        for i in 0..<(around.count - 1) {
            let u = around[i]
            witness.run(from: Int(u.vertex), avoiding: v, maxMillis: u.millis &+ longest, settleLimit: settleLimit,
                        neighbors: neighbors)
            for w in around[(i + 1)...] where witness.distance(to: Int(w.vertex)) > u.millis &+ w.millis {
                needed.append((u, w))
            }
        }
        return needed
    }

    /// The contraction priority of `v` (smaller goes first), from a quick simulation with
    /// short witness searches: it only orders vertices, the contraction itself searches further.
    mutating func priority(of v: Int) -> Int {
        let needed = shortcuts(for: v, settleLimit: Self.simulationSettleLimit)
        return needed.count - neighbors[v].count + Int(contractedNeighbors[v])
    }

    /// Witness searches while computing priorities settle at most this many vertices.
    static let simulationSettleLimit = 5
}
