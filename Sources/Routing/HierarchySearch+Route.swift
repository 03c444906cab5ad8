import Foundation

extension HierarchySearch {
    /// The route to `hit` from the last search: the upward half from the user's search, the
    /// downward half from the target's anchor (one bounded upward search from it), both
    /// unpacked from shortcuts into original edges; past the cover, the plain search's route.
    ///
    /// Call it after ``nearest(from:targets:limit:maxSeconds:shouldAccept:)`` and before the
    /// next search; nil for a target the last search did not reach. The route's time equals
    /// the hit's to the millisecond.
    /// - Complexity: O(one bounded upward search + edges on the route); past the cover,
    ///   O(points on the route).
    public func route(to hit: WalkingSearch.Hit) -> WalkingRoute? {
        guard let (start, buckets, exact, wentPastCover) = last, hit.target >= 0, hit.target < buckets.targets.count,
              let goal = buckets.targets.attachments[hit.target] else { return nil }
        if wentPastCover, hit.millis > exact { return pastCover?.route(to: hit) }
        let assembler = RouteAssembler(graph: hierarchy.graph, profile: profile)
        if query.isFinal(hit.target) {
            let state = query.targets[hit.target]
            guard state.via >= 0 else { return assembler.route(from: start, to: goal, path: .direct) }
            let anchor = Int(state.anchor), u = Int(query.vertices[anchor].anchorMeet)
            let (up, startSeed) = chain(from: u) { self.query.vertices[$0].forwardParent }
            // The anchor's upward time to the meeting vertex is known: stop the search there
            // rather than at the cover (it settled the anchor's whole bucket search before).
            let upTime = query.vertices[anchor].anchorMillis &- query.vertices[u].forwardMillis
            downward.run(seeds: [(anchor, 0, 0)], limit: min(upTime, buckets.coverMillis))
            guard downward.isSettled(u) else { return nil }
            let (down, _) = chain(from: u) { self.downward.parent($0) }
            let goalFromSource = buckets.targets.bucketFromSource[Int(state.via)]
            return assemble(assembler, start, goal, up: up, startSeed: startSeed, down: down, goalFromSource: goalFromSource)
        }
        return nil
    }

    /// Unpacks `up` (meeting vertex back to the start's seed) then `down` (meeting vertex to the goal's end).
    private func assemble(_ assembler: RouteAssembler, _ start: SnappedPoint, _ goal: SnappedPoint, up: [Int],
                          startSeed: (vertex: Int, index: Int), down: [Int], goalFromSource: Bool) -> WalkingRoute? {
        guard startSeed.index >= 0 else { return nil }
        var edges: [(edge: Int, isForward: Bool)] = []
        edges.reserveCapacity(4 * (up.count + down.count))
        // One work stack for every shortcut: a stack per shortcut was an allocation per
        // hierarchy edge on the route (a profile of `/api/nearest`).
        var stack: [(edge: Int, from: Int)] = []
        var x = startSeed.vertex
        for h in up.reversed() {
            unpack(h, from: x, into: &edges, stack: &stack)
            x = otherEnd(of: h, from: x)
        }
        for h in down {
            unpack(h, from: x, into: &edges, stack: &stack)
            x = otherEnd(of: h, from: x)
        }
        let path = RouteAssembler.Path.viaVertices(startTowardSource: startSeed.index == 0, edges: edges,
                                                   goalFromSource: goalFromSource)
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

    /// Appends the original edges of hierarchy edge `h`, walked from its end `x`; `stack` is
    /// scratch space, empty on entry and on return.
    private func unpack(_ h: Int, from x: Int, into result: inout [(edge: Int, isForward: Bool)],
                        stack: inout [(edge: Int, from: Int)]) {
        stack.append((h, x))
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
