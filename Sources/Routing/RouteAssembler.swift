import Foundation
import Geo

/// Turns a path found by a search (start edge, whole edges, goal edge) into a ``WalkingRoute``
/// with its partial first and last edges and the straight stretches off the graph. Shared by
/// ``WalkingSearch`` and ``HierarchySearch`` so both draw routes the same way.
struct RouteAssembler {
    /// How the walker gets from the start's edge to the goal's edge.
    enum Path {
        /// Along the one edge both lie on.
        case direct
        /// Off the start edge at its source (or target) end, along `edges` in order, onto the
        /// goal edge at its source (or target) end.
        case viaVertices(startTowardSource: Bool, edges: [(edge: Int, isForward: Bool)], goalFromSource: Bool)
    }

    let graph: WalkingGraph
    let profile: WalkingProfile

    /// The route for `path`; its legs add up to the search's time to the millisecond.
    func route(from start: SnappedPoint, to goal: SnappedPoint, path: Path) -> WalkingRoute {
        var legs: [WalkingRoute.Leg] = []
        switch path {
        case .direct:
            legs.append(partialLeg(edge: start.edge, from: start, to: goal))
        case .viaVertices(let towardSource, let edges, let goalFromSource):
            legs.append(partialLeg(edge: start.edge, from: start, towardSource: towardSource))
            legs += edges.map { wholeLeg(edge: $0.edge, isForward: $0.isForward) }
            legs.append(partialLeg(edge: goal.edge, fromVertexAtSource: goalFromSource, to: goal))
        }
        if start.distanceMeters >= Self.minimumStraightMeters {
            legs.insert(straightLeg(start.query, start.coordinate, start.distanceMeters), at: 0)
        }
        if goal.distanceMeters >= Self.minimumStraightMeters {
            legs.append(straightLeg(goal.coordinate, goal.query, goal.distanceMeters))
        }
        return WalkingRoute(legs: legs.filter { $0.coordinates.count >= 2 })
    }

    /// Straight stretches shorter than this (a position already on the path) get no leg;
    /// below it the straight walk rounds to 0 ms, so the legs still add up to the hit.
    static let minimumStraightMeters = 0.0005

    func straightLeg(_ a: Coordinate, _ b: Coordinate, _ meters: Double) -> WalkingRoute.Leg {
        WalkingRoute.Leg(edge: nil, coordinates: [a, b], meters: meters, millis: profile.straightMillis(meters: meters),
                         name: nil, isSteps: false)
    }

    func leg(edge e: Int, _ points: [Coordinate], meters: Double, millis: UInt32) -> WalkingRoute.Leg {
        WalkingRoute.Leg(edge: e, coordinates: points, meters: meters, millis: millis,
                         name: graph.name(ofEdge: e), isSteps: graph.isSteps(edge: e))
    }

    func wholeLeg(edge e: Int, isForward: Bool) -> WalkingRoute.Leg {
        let points = graph.geometry(ofEdge: e)
        return leg(edge: e, isForward ? points : points.reversed(), meters: Double(graph.edgeMeters[e]),
                   millis: graph.edgeMillis[e])
    }

    /// The segment index of `point` on edge `e`, clamped to the edge (a hand-made point may be off).
    func segment(of point: SnappedPoint, pointCount: Int) -> Int {
        min(max(point.segment, 0), pointCount - 2)
    }

    /// From the start point to one end of its edge.
    func partialLeg(edge e: Int, from start: SnappedPoint, towardSource: Bool) -> WalkingRoute.Leg {
        let points = graph.geometry(ofEdge: e)
        let k = segment(of: start, pointCount: points.count)
        let tail = towardSource ? Array(points[...k].reversed()) : Array(points[(k + 1)...])
        return towardSource
            ? leg(edge: e, [start.coordinate] + tail, meters: start.metersFromSource, millis: start.millisFromSource)
            : leg(edge: e, [start.coordinate] + tail, meters: start.metersToTarget, millis: start.millisToTarget)
    }

    /// From one end of the goal's edge to the goal point.
    func partialLeg(edge e: Int, fromVertexAtSource: Bool, to goal: SnappedPoint) -> WalkingRoute.Leg {
        let points = graph.geometry(ofEdge: e)
        let k = segment(of: goal, pointCount: points.count)
        return fromVertexAtSource
            ? leg(edge: e, Array(points[...k]) + [goal.coordinate],
                  meters: goal.metersFromSource, millis: goal.millisFromSource)
            : leg(edge: e, Array(points[(k + 1)...].reversed()) + [goal.coordinate],
                  meters: goal.metersToTarget, millis: goal.millisToTarget)
    }

    /// Between two points on the same edge.
    func partialLeg(edge e: Int, from a: SnappedPoint, to b: SnappedPoint) -> WalkingRoute.Leg {
        let points = graph.geometry(ofEdge: e)
        let isForward = a.fraction <= b.fraction
        let (ka, kb) = (segment(of: a, pointCount: points.count), segment(of: b, pointCount: points.count))
        let (low, high) = isForward ? (ka, kb) : (kb, ka)
        let between = low < high ? Array(points[(low + 1)...high]) : []
        let inner = isForward ? between : between.reversed()
        let millis = isForward ? b.millisFromSource &- a.millisFromSource : a.millisFromSource &- b.millisFromSource
        return leg(edge: e, [a.coordinate] + inner + [b.coordinate], meters: abs(b.metersFromSource - a.metersFromSource),
                   millis: millis)
    }
}
