import Foundation
import Geo

extension WalkingSearch {
    /// The route to `hit`, reconstructed from the last search's parent pointers.
    ///
    /// Call it after ``nearest(from:targets:limit:maxSeconds:shouldAccept:)`` and before the
    /// next search on this object; returns nil for a hit that the last search did not settle.
    ///
    /// ```
    ///  query ┄ ◆━━● ── ● ── ●━━◆ ┄ toilet       ┄ straight   ━ partial edge   ── whole edge
    /// ```
    /// - Complexity: O(points on the route).
    public func route(to hit: Hit) -> WalkingRoute? {
        guard let (start, targets) = last, hit.target >= 0, hit.target < targets.count,
              let goal = targets.attachments[hit.target] else { return nil }
        let node = graph.vertexCount + hit.target
        guard storage.isSettled(node) else { return nil }
        let assembler = RouteAssembler(graph: graph, profile: profile)
        let from = storage.parent(of: node)
        guard from != Self.direct else { return assembler.route(from: start, to: goal, path: .direct) }
        let isFromSource = targets.bucketFromSource[Int(from)]
        var v = Int(isFromSource ? graph.edgeSources[goal.edge] : graph.edgeTargets[goal.edge])
        var reversed: [(edge: Int, isForward: Bool)] = []
        while storage.parent(of: v) >= 0 {
            let edge = Int(graph.arcEdges[Int(storage.parent(of: v))])
            let isForward = Int(graph.edgeTargets[edge]) == v
            reversed.append((edge, isForward))
            v = isForward ? Int(graph.edgeSources[edge]) : Int(graph.edgeTargets[edge])
        }
        let path = RouteAssembler.Path.viaVertices(startTowardSource: storage.parent(of: v) == Self.seededFromSource,
                                                   edges: reversed.reversed(), goalFromSource: isFromSource)
        return assembler.route(from: start, to: goal, path: path)
    }
}

