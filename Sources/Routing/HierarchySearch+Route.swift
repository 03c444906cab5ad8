import Foundation

extension HierarchySearch {
    /// The route to `hit` from the last search: the upward half from the user's search,
    /// the downward half from the target's bucket entries, both unpacked from shortcuts into
    /// original edges.
    ///
    /// Call it after ``nearest(from:targets:limit:maxSeconds:shouldAccept:)`` and before the
    /// next search; nil for a hit the last search did not reach.
    /// - Complexity: O(edges on the route × log bucket size).
    public func route(to hit: WalkingSearch.Hit) -> WalkingRoute? {
        guard let (start, buckets) = last, hit.target >= 0, hit.target < buckets.targets.count,
              targetStamp[hit.target] == generation, let goal = buckets.targets.attachments[hit.target] else { return nil }
        let graph = hierarchy.graph, assembler = RouteAssembler(graph: graph, profile: profile)
        let u = Int(meet[hit.target])
        guard u >= 0 else { return assembler.route(from: start, to: goal, path: .direct) }
        let (up, startSeed) = chain(from: u, parent: { self.forward.parent($0) })
        let (down, goalSeed) = chain(from: u, parent: { v in
            buckets.slot(vertex: v, target: hit.target).map { buckets.bucketParents[$0] } ?? Int32.min
        })
        guard startSeed.index >= 0, goalSeed.index >= 0 else { return nil }
        var edges: [(edge: Int, isForward: Bool)] = []
        var x = startSeed.vertex
        for h in up.reversed() {
            unpack(h, from: x, into: &edges)
            x = otherEnd(of: h, from: x)
        }
        for h in down {
            unpack(h, from: x, into: &edges)
            x = otherEnd(of: h, from: x)
        }
        let path = RouteAssembler.Path.viaVertices(startTowardSource: startSeed.index == 0, edges: edges,
                                                   goalFromSource: goalSeed.index == 0)
        return assembler.route(from: start, to: goal, path: path)
    }

    /// The hierarchy edges from `u` back to a search's seed (in that order), and the seed
    /// (index −1 if the chain is broken, which a consistent search never produces).
    private func chain(from u: Int, parent: (Int) -> Int32) -> ([Int], (vertex: Int, index: Int)) {
        var edges: [Int] = [], v = u
        var code = parent(v)
        while code >= 0 && edges.count <= hierarchy.graph.vertexCount {
            let h = Int(hierarchy.upEdges[Int(code)])
            edges.append(h)
            v = otherEnd(of: h, from: v)
            code = parent(v)
        }
        return (edges, (v, code < 0 && code >= -2 ? Int(-1 - code) : -1))
    }

    private func otherEnd(of h: Int, from x: Int) -> Int {
        let (a, b) = hierarchy.edgeEnds[h]
        return Int(a) == x ? Int(b) : Int(a)
    }

    /// Appends the original edges of hierarchy edge `h`, walked from its end `x`.
    private func unpack(_ h: Int, from x: Int, into result: inout [(edge: Int, isForward: Bool)]) {
        var stack = [(h, x)]
        while let (edge, from) = stack.popLast() {
            let original = Int(hierarchy.edgeOriginal[edge])
            if original >= 0 {
                result.append((original, Int(hierarchy.graph.edgeSources[original]) == from))
                continue
            }
            let (c1, c2) = hierarchy.edgeChildren[edge]
            let (a, b) = hierarchy.edgeEnds[Int(c1)]
            let firstChild = (Int(a) == from || Int(b) == from) ? Int(c1) : Int(c2)
            let secondChild = firstChild == Int(c1) ? Int(c2) : Int(c1)
            let middle = otherEnd(of: firstChild, from: from)
            stack.append((secondChild, middle))
            stack.append((firstChild, from))
        }
    }
}
