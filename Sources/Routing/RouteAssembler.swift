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
        legs.reserveCapacity(4 + (path.edgeCount))
        // Legs of fewer than two points are left out (a position exactly at an edge's end).
        func add(_ leg: WalkingRoute.Leg) { if leg.coordinates.count >= 2 { legs.append(leg) } }
        if start.distanceMeters >= Self.minimumStraightMeters {
            add(straightLeg(start.query, start.coordinate, start.distanceMeters))
        }
        switch path {
        case .direct:
            add(partialLeg(edge: start.edge, from: start, to: goal))
        case .viaVertices(let towardSource, let edges, let goalFromSource):
            add(partialLeg(edge: start.edge, from: start, towardSource: towardSource))
            for edge in edges { add(wholeLeg(edge: edge.edge, isForward: edge.isForward)) }
            add(partialLeg(edge: goal.edge, fromVertexAtSource: goalFromSource, to: goal))
        }
        if goal.distanceMeters >= Self.minimumStraightMeters {
            add(straightLeg(goal.coordinate, goal.query, goal.distanceMeters))
        }
        return WalkingRoute(legs: legs)
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

    /// The number of points of edge `e`'s polyline, its end vertices included.
    func pointCount(ofEdge e: Int) -> Int {
        Int(graph.geometryOffsets[e + 1] - graph.geometryOffsets[e]) + 2
    }

    /// Point `i` of edge `e`'s polyline (0 is its source, `pointCount - 1` its target), the same
    /// value ``WalkingGraph/geometry(ofEdge:)`` holds there.
    func point(_ i: Int, ofEdge e: Int, count: Int) -> Coordinate {
        if i == 0 { return graph.coordinate(ofVertex: Int(graph.edgeSources[e])) }
        if i == count - 1 { return graph.coordinate(ofVertex: Int(graph.edgeTargets[e])) }
        let g = Int(graph.geometryOffsets[e]) + i - 1
        return Coordinate(latitude: Double(graph.geometryLatitudesE7[g]) / 1e7, longitude: Double(graph.geometryLongitudesE7[g]) / 1e7)
    }

    /// `before`, then points `range` of edge `e` (backwards when `isReversed`), then `after`, in one
    /// array: building legs from slices and concatenations cost several arrays per leg (a profile
    /// of `/api/nearest`).
    func points(_ range: ClosedRange<Int>?, ofEdge e: Int, count: Int, isReversed: Bool,
                before: Coordinate? = nil, after: Coordinate? = nil) -> [Coordinate] {
        var points: [Coordinate] = []
        points.reserveCapacity((range?.count ?? 0) + 2)
        if let before { points.append(before) }
        if let range {
            if isReversed {
                for i in range.reversed() { points.append(point(i, ofEdge: e, count: count)) }
            } else {
                for i in range { points.append(point(i, ofEdge: e, count: count)) }
            }
        }
        if let after { points.append(after) }
        return points
    }

    func wholeLeg(edge e: Int, isForward: Bool) -> WalkingRoute.Leg {
        let count = pointCount(ofEdge: e)
        return leg(edge: e, points(0...(count - 1), ofEdge: e, count: count, isReversed: !isForward),
                   meters: Double(graph.edgeMeters[e]), millis: graph.edgeMillis[e])
    }

    /// The segment index of `point` on edge `e`, clamped to the edge (a hand-made point may be off).
    func segment(of point: SnappedPoint, pointCount: Int) -> Int {
        min(max(point.segment, 0), pointCount - 2)
    }

    /// From the start point to one end of its edge.
    func partialLeg(edge e: Int, from start: SnappedPoint, towardSource: Bool) -> WalkingRoute.Leg {
        let count = pointCount(ofEdge: e)
        let k = segment(of: start, pointCount: count)
        return towardSource
            ? leg(edge: e, points(0...k, ofEdge: e, count: count, isReversed: true, before: start.coordinate),
                  meters: start.metersFromSource, millis: start.millisFromSource)
            : leg(edge: e, points((k + 1)...(count - 1), ofEdge: e, count: count, isReversed: false, before: start.coordinate),
                  meters: start.metersToTarget, millis: start.millisToTarget)
    }

    /// From one end of the goal's edge to the goal point.
    func partialLeg(edge e: Int, fromVertexAtSource: Bool, to goal: SnappedPoint) -> WalkingRoute.Leg {
        let count = pointCount(ofEdge: e)
        let k = segment(of: goal, pointCount: count)
        return fromVertexAtSource
            ? leg(edge: e, points(0...k, ofEdge: e, count: count, isReversed: false, after: goal.coordinate),
                  meters: goal.metersFromSource, millis: goal.millisFromSource)
            : leg(edge: e, points((k + 1)...(count - 1), ofEdge: e, count: count, isReversed: true, after: goal.coordinate),
                  meters: goal.metersToTarget, millis: goal.millisToTarget)
    }

    /// Between two points on the same edge.
    func partialLeg(edge e: Int, from a: SnappedPoint, to b: SnappedPoint) -> WalkingRoute.Leg {
        let count = pointCount(ofEdge: e)
        let isForward = a.fraction <= b.fraction
        let (ka, kb) = (segment(of: a, pointCount: count), segment(of: b, pointCount: count))
        let (low, high) = isForward ? (ka, kb) : (kb, ka)
        let between = low < high ? (low + 1)...high : nil
        let millis = isForward ? b.millisFromSource &- a.millisFromSource : a.millisFromSource &- b.millisFromSource
        return leg(edge: e, points(between, ofEdge: e, count: count, isReversed: !isForward, before: a.coordinate, after: b.coordinate),
                   meters: abs(b.metersFromSource - a.metersFromSource), millis: millis)
    }
}

extension RouteAssembler.Path {
    /// How many whole edges the path walks.
    var edgeCount: Int {
        if case .viaVertices(_, let edges, _) = self { return edges.count }
        return 0
    }
}
