import Foundation
import Geo
import Localization

extension WalkingRoute {
    /// Simple turn-by-turn steps: consecutive legs on the same street (same name, same
    /// steps-or-not) merge into one step; a new step starts where the name changes, with the
    /// turn from the bearing change at the junction; the last step is the arrival.
    ///
    /// Straight stretches off the graph (to and from the snapped points) belong to the
    /// step next to them. Unnamed ways are "the path", and merge only when going straight on.
    /// - Complexity: O(legs + points).
    public var steps: [RouteStep] {
        let groups = stepGroups()
        var steps: [RouteStep] = []
        steps.reserveCapacity(groups.count + 1)
        for (index, group) in groups.enumerated() {
            var meters = 0.0, millis: UInt32 = 0, name: String?, isSteps = false
            for i in group {
                meters += legs[i].meters
                millis &+= legs[i].millis
                if name == nil { name = legs[i].name }
                isSteps = isSteps || legs[i].isSteps
            }
            guard let first = legs[group.lowerBound].coordinates.first else { continue }
            let outBearing = initialBearing(group)
            let maneuver: RouteStep.Maneuver
            if index == 0 {
                maneuver = .depart(bearingDegrees: departBearing(group))
            } else {
                let inBearing = finalBearing(groups[index - 1])
                maneuver = .turn(RouteStep.TurnDirection(bearingChange: outBearing - inBearing))
            }
            steps.append(RouteStep(maneuver: maneuver, name: name, isSteps: isSteps, meters: meters, millis: millis, location: first))
        }
        if let end = coordinates.last {
            steps.append(RouteStep(maneuver: .arrive, name: nil, isSteps: false, meters: 0, millis: 0, location: end))
        }
        return steps
    }

    /// Legs grouped into steps, as ranges of leg indices in walking order (a group is always a
    /// run of consecutive legs); straight legs join their neighbour. Ranges rather than arrays
    /// of legs: copying legs (each with its points and name) was a third of `/api/nearest`'s
    /// route writing in a profile.
    private func stepGroups() -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var pendingStart: Int?  // the first of the straight legs before any group
        var lastOnGraph = -1  // the last leg with an edge in the last group
        for i in legs.indices {  // by index: `enumerated()` copied every leg
            if legs[i].edge == nil {
                if groups.isEmpty { pendingStart = pendingStart ?? i } else { groups[groups.count - 1] = groups[groups.count - 1].lowerBound..<(i + 1) }
                continue
            }
            if lastOnGraph >= 0, legs[lastOnGraph].name == legs[i].name, legs[lastOnGraph].isSteps == legs[i].isSteps,
               legs[i].name != nil || isStraightOn(from: lastOnGraph, to: i) {
                groups[groups.count - 1] = groups[groups.count - 1].lowerBound..<(i + 1)
            } else {
                groups.append((pendingStart ?? i)..<(i + 1))
                pendingStart = nil
            }
            lastOnGraph = i
        }
        if let pendingStart { groups.append(pendingStart..<legs.count) }
        return groups
    }

    /// Unnamed ways merge only where the walker goes straight on; a turn between two
    /// nameless paths is still a step.
    private func isStraightOn(from previous: Int, to next: Int) -> Bool {
        let change = initialBearing(next..<(next + 1)) - finalBearing(previous..<(previous + 1))
        return RouteStep.TurnDirection(bearingChange: change) == .straight
    }

    /// Whether two points are more than about half a metre apart (5e-6° ≈ 0.55 m of latitude;
    /// a cheap test, since it only skips duplicate and near-duplicate points).
    private static func isApart(_ a: Coordinate, _ b: Coordinate) -> Bool {
        abs(a.latitude - b.latitude) > 5e-6 || abs(a.longitude - b.longitude) > 5e-6
    }

    /// The bearing from the legs' first point to the first point more than half a metre on.
    private func initialBearing(_ group: Range<Int>) -> Double {
        guard let a = legs[group.lowerBound].coordinates.first else { return 0 }
        for i in group {
            if let b = legs[i].coordinates.first(where: { Self.isApart($0, a) }) { return a.bearingDegrees(to: b) }
        }
        return 0
    }

    /// The way the walker sets off: the bearing from the start to the first point at least
    /// `departLookahead` metres along the path (or the step's end). The first segment alone can
    /// be a 3 m stub from the position onto the street, pointing north while the walk goes east.
    private func departBearing(_ group: Range<Int>) -> Double {
        guard let start = legs[group.lowerBound].coordinates.first else { return 0 }
        var walked = 0.0, previous = start, farthest = start
        for i in group {
            for point in legs[i].coordinates {
                walked += previous.distanceMeters(to: point)
                previous = point
                if Self.isApart(point, start) { farthest = point }
                if walked >= Self.departLookahead && Self.isApart(point, start) { return start.bearingDegrees(to: point) }
            }
        }
        return farthest == start ? 0 : start.bearingDegrees(to: farthest)
    }

    /// How far along the path the departing direction is taken, in metres.
    static let departLookahead = 20.0

    /// The bearing into the legs' last point from the last point more than half a metre before it.
    private func finalBearing(_ group: Range<Int>) -> Double {
        guard let b = legs[group.upperBound - 1].coordinates.last else { return 0 }
        for i in group.reversed() {
            if let a = legs[i].coordinates.last(where: { Self.isApart($0, b) }) { return a.bearingDegrees(to: b) }
        }
        return 0
    }
}

extension RouteStep {
    private static let compassWords = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]

    /// The compass word of a bearing in degrees: "north", "northeast", … "northwest" (a value
    /// for clients, like `maneuver`; the instruction says it in its language, see ``RouteText``).
    public static func compassWord(_ bearing: Double) -> String {
        compassWords[Int(((bearing + 22.5) / 45).rounded(.down)) & 7]
    }
}
