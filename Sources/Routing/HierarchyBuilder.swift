import Foundation

/// Contracts a graph into a ``ContractionHierarchy`` (see there for the method).
///
/// Order: an addressable priority queue on
///
///     1000 × level + 1000 × added arcs / removed arcs + 1000 × added hops / removed hops
///
/// where *level* is one more than the highest level of an already contracted neighbour, the
/// arcs are the shortcuts contracting the vertex would add against the arcs it removes, and
/// hops count the original edges those arcs stand for. After each contraction only the
/// neighbours' priorities change: low-degree ones are recomputed at once, busier ones get
/// their new level now and their quotients when they reach the top (a lazy update). The
/// quotients, unlike Geisberger et al.'s edge *difference*, do not favour the many low-degree
/// vertices of a street grid in a sweep that fills the remaining core with shortcuts, and the
/// level term spreads the contraction evenly, so degrees stay small and the work per vertex
/// bounded: near-linear on walking networks (the priority of RoutingKit's
/// `contraction_hierarchy.cpp`, Dibbelt, Strasser & Wagner, "Customizable Contraction
/// Hierarchies", JEA 2016, §6; Geisberger et al., "Exact Routing in Large Road Networks
/// using Contraction Hierarchies", Transportation Science 2012, §3.2).
struct HierarchyBuilder {
    /// One arc of the remaining (not yet contracted) graph.
    struct Neighbor {
        var vertex: Int32
        var millis: UInt32
        var edge: Int32
        /// The number of original edges the arc stands for.
        var hops: UInt32
    }

    /// The settle limit ``ContractionHierarchy/init(graph:witnessSettleLimit:)`` uses by default
    /// (RoutingKit's; 60 made twice the work on a grid through the extra shortcuts it misses).
    static let defaultWitnessSettleLimit = 500

    /// Witness searches that only estimate a priority settle at most this many vertices: the
    /// estimate is made two or three times per vertex, the contraction itself once.
    static let simulationSettleLimit = 40

    let graph: WalkingGraph
    /// The most vertices a witness search from one neighbour may settle.
    let witnessSettleLimit: Int
    var rank: [Int32]
    var neighbors: [[Neighbor]]
    var upward: [[Neighbor]]
    var level: [Int32]
    /// Each vertex's priority without its level term, from its last evaluation.
    var quotientTerms: [UInt32]
    var edgeEnds: [(Int32, Int32)] = []
    var edgeMillis: [UInt32] = []
    var edgeMeters: [Float] = []
    var edgeOriginal: [Int32] = []
    var edgeChildren: [(Int32, Int32)] = []
    var witness: ContractionWitnessSearch
    /// The pairs of neighbours that need a shortcut, from the last ``collectShortcuts(for:settleLimit:)``.
    var needed: [(Neighbor, Neighbor)] = []

    init(graph: WalkingGraph, witnessSettleLimit: Int) {
        self.graph = graph
        self.witnessSettleLimit = max(1, witnessSettleLimit)
        let n = graph.vertexCount
        rank = [Int32](repeating: -1, count: n)
        neighbors = [[Neighbor]](repeating: [], count: n)
        upward = [[Neighbor]](repeating: [], count: n)
        level = [Int32](repeating: 0, count: n)
        quotientTerms = [UInt32](repeating: 0, count: n)
        witness = ContractionWitnessSearch(vertexCount: n)
        for e in 0..<graph.edgeCount {
            let a = graph.edgeSources[e], b = graph.edgeTargets[e]
            guard a != b else { continue }
            let id = addEdge(a, b, millis: graph.edgeMillis[e], meters: graph.edgeMeters[e], original: Int32(e), children: (-1, -1))
            link(a, b, Neighbor(vertex: b, millis: graph.edgeMillis[e], edge: id, hops: 1))
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

    /// Connects `a` to `arc.vertex` (both ways) unless they are already connected at least as fast.
    /// Neighbour lists stay sorted by time, so witness searches can stop scanning at their radius.
    /// - Complexity: O(degree of both ends); degrees stay small under this order.
    mutating func link(_ a: Int32, _ b: Int32, _ arc: Neighbor) {
        var back = arc
        back.vertex = a
        insert(arc, at: a)
        insert(back, at: b)
    }

    private mutating func insert(_ item: Neighbor, at x: Int32) {
        if let i = neighbors[Int(x)].firstIndex(where: { $0.vertex == item.vertex }) {
            guard neighbors[Int(x)][i].millis > item.millis else { return }
            neighbors[Int(x)].remove(at: i)
        }
        let position = neighbors[Int(x)].firstIndex { ($0.millis, $0.vertex) > (item.millis, item.vertex) }
        neighbors[Int(x)].insert(item, at: position ?? neighbors[Int(x)].count)
    }

    /// Fills ``needed`` with the pairs of `v`'s neighbours whose shortest connection runs
    /// through `v`: those with no witness path of at most the same time found within the
    /// settle limit (a missed witness only costs an unneeded shortcut, never a wrong answer).
    ///
    /// One witness search per neighbour, resumed for each farther neighbour in time order,
    /// so the pairs cost one bounded search per neighbour rather than one per pair.
    mutating func collectShortcuts(for v: Int, settleLimit: Int) {
        needed.removeAll(keepingCapacity: true)
        guard neighbors[v].count >= 2 else { return }
        let around = neighbors[v]  // sorted by time, see link
        for i in 0..<(around.count - 1) {
            let u = around[i]
            witness.pin(source: u.vertex, avoiding: Int32(v), radius: u.millis &+ around[around.count - 1].millis)
            for w in around[(i + 1)...] where !witness.hasPath(to: w.vertex, within: u.millis &+ w.millis,
                                                                settleLimit: settleLimit, neighbors: neighbors) {
                needed.append((u, w))
            }
        }
    }

    /// The contraction priority of `v` (smaller goes first); see the type's summary.
    /// Arcs and hops count both directions, as in a directed graph, plus one against division by zero.
    mutating func priority(of v: Int) -> UInt32 {
        collectShortcuts(for: v, settleLimit: min(witnessSettleLimit, Self.simulationSettleLimit))
        var removedHops = 1, addedHops = 0
        for arc in neighbors[v] { removedHops += 2 * Int(arc.hops) }
        for (u, w) in needed { addedHops += 2 * Int(u.hops + w.hops) }
        let removedArcs = 1 + 2 * neighbors[v].count, addedArcs = 2 * needed.count
        let quotients = UInt32(clamping: 1000 * addedArcs / removedArcs + 1000 * addedHops / removedHops)
        quotientTerms[v] = quotients
        return UInt32(clamping: 1000 * Int(level[v]) + Int(quotients))
    }
}
