import Foundation

extension HierarchyBuilder {
    /// Contracts every vertex in priority order: lazily re-evaluated at the top of the queue,
    /// eagerly for the low-degree neighbours of each contracted vertex.
    /// - Complexity: O(V × d² × witness settle limit × log) for the degree d of the remaining
    ///   graph: small on real street networks, larger in the dense core of a perfect grid.
    mutating func contractAll() {
        let n = graph.vertexCount
        var queue = ContractionQueue(vertexCount: n)
        for v in 0..<n { queue.set(v, priority: priority(of: v)) }
        var next: Int32 = 0
        while let v = queue.popMin() {
            // Lazy update (Geisberger et al. 2008, §3.1): re-evaluate at the top; if it got worse
            // than the next candidate, put it back.
            let fresh = priority(of: v)
            if let top = queue.minPriority, fresh > top {
                queue.set(v, priority: fresh)
                continue
            }
            contract(v, rank: next)
            next += 1
            // The neighbours' levels rise; their quotients are re-evaluated when they reach the top.
            let raised = level[v] + 1
            for arc in upward[v] {
                let u = Int(arc.vertex)
                level[u] = max(level[u], raised)
                if neighbors[u].count <= Self.eagerDegree {
                    queue.set(u, priority: priority(of: u))
                } else {
                    queue.set(u, priority: quotientTerms[u] &+ 1000 * UInt32(level[u]))
                }
            }
        }
        witness.release()
    }

    /// Neighbours up to this degree are re-evaluated as soon as a neighbour is contracted, which
    /// keeps the order's quality where it is cheap; busier ones wait for the lazy update.
    static let eagerDegree = 10

    /// Contracts `v`: adds the shortcuts its witness searches call for, keeps its remaining
    /// arcs as its upward arcs.
    private mutating func contract(_ v: Int, rank r: Int32) {
        collectShortcuts(for: v, settleLimit: witnessSettleLimit)
        rank[v] = r
        upward[v] = neighbors[v]
        for arc in neighbors[v] {
            neighbors[Int(arc.vertex)].removeAll { $0.vertex == Int32(v) }
        }
        neighbors[v] = []
        for (u, w) in needed {
            let millis = u.millis &+ w.millis
            let meters = edgeMeters[Int(u.edge)] + edgeMeters[Int(w.edge)]
            let id = addEdge(u.vertex, w.vertex, millis: millis, meters: meters, original: -1, children: (u.edge, w.edge))
            link(u.vertex, w.vertex, Neighbor(vertex: w.vertex, millis: millis, edge: id, hops: u.hops &+ w.hops))
        }
    }

    /// The witness-search hierarchy of `graph` (see ``ContractionMethod/witness(settleLimit:)``).
    static func arrays(graph: WalkingGraph, witnessSettleLimit: Int, onPhase: (String) -> Void) -> HierarchyArrays {
        var builder = HierarchyBuilder(graph: graph, witnessSettleLimit: witnessSettleLimit)
        builder.contractAll()
        onPhase("contraction")
        var parts = HierarchyArrays(rank: builder.rank)
        (parts.upOffsets, parts.upTargets, parts.upMillis, parts.upEdges) = builder.upwardArcs()
        (parts.edgeEnds, parts.edgeMillis, parts.edgeMeters) = (builder.edgeEnds, builder.edgeMillis, builder.edgeMeters)
        (parts.edgeOriginal, parts.edgeChildren) = (builder.edgeOriginal, builder.edgeChildren)
        return parts
    }

    /// The upward arcs as CSR arrays: offsets, targets, times, hierarchy edges.
    func upwardArcs() -> ([Int32], [Int32], [UInt32], [Int32]) {
        var offsets: [Int32] = [0], targets: [Int32] = [], millis: [UInt32] = [], edges: [Int32] = []
        offsets.reserveCapacity(upward.count + 1)
        for arcs in upward {
            for arc in arcs {
                targets.append(arc.vertex)
                millis.append(arc.millis)
                edges.append(arc.edge)
            }
            offsets.append(Int32(targets.count))
        }
        return (offsets, targets, millis, edges)
    }
}

