import Foundation

extension ContractionHierarchy {
    /// A hierarchy from its arrays, as decoded; call ``checkInvariants()`` before searching it.
    init(graph: WalkingGraph, rank: [Int32], upOffsets: [Int32], upTargets: [Int32], upMillis: [UInt32], upEdges: [Int32],
         edgeEnds: [(Int32, Int32)], edgeMillis: [UInt32], edgeMeters: [Float], edgeOriginal: [Int32],
         edgeChildren: [(Int32, Int32)], horizonMillis: UInt32) {
        self.graph = graph
        self.horizonMillis = horizonMillis
        self.rank = rank
        self.upOffsets = upOffsets
        self.upTargets = upTargets
        self.upMillis = upMillis
        self.upEdges = upEdges
        self.edgeEnds = edgeEnds
        self.edgeMillis = edgeMillis
        self.edgeMeters = edgeMeters
        self.edgeOriginal = edgeOriginal
        self.edgeChildren = edgeChildren
    }

    /// Checks everything a search relies on, so that a hierarchy that passes can be searched
    /// and its routes unpacked without a trap or an endless loop:
    /// - the ranks are a permutation of the vertices;
    /// - the upward arcs are CSR arrays whose every arc goes to a higher rank along a
    ///   hierarchy edge joining its two ends, with that edge's time;
    /// - every hierarchy edge joins two different vertices and is either an original graph
    ///   edge (same ends and time) or a shortcut over two *earlier* edges that meet at a third
    ///   vertex, with their summed time (earlier: unpacking always ends).
    /// - Throws: ``WalkingGraphError/corrupt(section:reason:)`` at the first broken rule.
    /// - Complexity: O(V + upward arcs + hierarchy edges).
    public func checkInvariants() throws(WalkingGraphError) {
        try checkRanks()
        try checkEdges()
        try checkArcs()
    }

    private func fail(_ section: String, _ reason: String) -> WalkingGraphError {
        .corrupt(section: section, reason: reason)
    }

    private func checkRanks() throws(WalkingGraphError) {
        let n = graph.vertexCount
        guard rank.count == n else { throw fail("ranks", "expected \(n) ranks, found \(rank.count)") }
        var seen = [Bool](repeating: false, count: n)
        for v in 0..<n {
            let r = Int(rank[v])
            guard r >= 0, r < n, !seen[r] else { throw fail("ranks", "ranks are not a permutation of the vertices (vertex \(v))") }
            seen[r] = true
        }
    }

    private func checkEdges() throws(WalkingGraphError) {
        let count = edgeEnds.count, n = Int32(graph.vertexCount)
        guard edgeMillis.count == count, edgeMeters.count == count, edgeOriginal.count == count, edgeChildren.count == count else {
            throw fail("hierarchy edges", "the edge columns differ in length")
        }
        for h in 0..<count {
            let (a, b) = edgeEnds[h]
            guard a >= 0, a < n, b >= 0, b < n, a != b else { throw fail("hierarchy edges", "edge \(h) has ends \(a), \(b)") }
            let original = Int(edgeOriginal[h])
            if original >= 0 {
                guard original < graph.edgeCount else { throw fail("hierarchy edges", "edge \(h) names graph edge \(original)") }
                let (s, t) = (graph.edgeSources[original], graph.edgeTargets[original])
                guard (s, t) == (a, b) || (s, t) == (b, a), graph.edgeMillis[original] == edgeMillis[h] else {
                    throw fail("hierarchy edges", "edge \(h) does not match graph edge \(original)")
                }
            } else {
                guard original == -1 else { throw fail("hierarchy edges", "edge \(h) has original \(original)") }
                try checkShortcut(h)
            }
        }
    }

    private func checkShortcut(_ h: Int) throws(WalkingGraphError) {
        let (c1, c2) = edgeChildren[h]
        guard c1 >= 0, Int(c1) < h, c2 >= 0, Int(c2) < h else {
            throw fail("hierarchy edges", "shortcut \(h) has children \(c1), \(c2); expected earlier edges")
        }
        // One child leaves one end for a middle vertex, the other goes on to the other end.
        let (a, b) = edgeEnds[h], first = edgeEnds[Int(c1)], second = edgeEnds[Int(c2)]
        func other(_ edge: (Int32, Int32), _ x: Int32) -> Int32? { edge.0 == x ? edge.1 : edge.1 == x ? edge.0 : nil }
        let fromA = other(first, a).map { $0 != b && other(second, $0) == b } ?? false
        let fromB = other(first, b).map { $0 != a && other(second, $0) == a } ?? false
        guard fromA || fromB else {
            throw fail("hierarchy edges", "shortcut \(h): its children do not form a path between its ends")
        }
        let (sum, overflow) = edgeMillis[Int(c1)].addingReportingOverflow(edgeMillis[Int(c2)])
        guard !overflow, sum == edgeMillis[h] else {
            throw fail("hierarchy edges", "shortcut \(h) time is not the sum of its children")
        }
    }

    private func checkArcs() throws(WalkingGraphError) {
        let n = graph.vertexCount, arcCount = upTargets.count
        guard upOffsets.count == n + 1, upOffsets.first == 0, upOffsets.last.map(Int.init) == arcCount,
              upMillis.count == arcCount, upEdges.count == arcCount else {
            throw fail("upward arcs", "expected \(n + 1) offsets from 0 to \(arcCount) and \(arcCount) arcs in every column")
        }
        for v in 0..<n {
            guard upOffsets[v] <= upOffsets[v + 1] else { throw fail("upward arcs", "offset \(v + 1) decreases") }
            for arc in Int(upOffsets[v])..<Int(upOffsets[v + 1]) {
                let w = upTargets[arc], h = Int(upEdges[arc])
                guard w >= 0, Int(w) < n, rank[Int(w)] > rank[v] else { throw fail("upward arcs", "arc \(arc) from \(v) does not go up") }
                // The edge joins v and w, either way round (v != w: w ranks above v). No sets:
                // two per arc were a fifth of a 30 M region's start.
                guard h >= 0, h < edgeEnds.count, edgeEnds[h] == (Int32(v), w) || edgeEnds[h] == (w, Int32(v)),
                      edgeMillis[h] == upMillis[arc] else {
                    throw fail("upward arcs", "arc \(arc) from \(v) does not follow its hierarchy edge")
                }
            }
        }
    }
}
