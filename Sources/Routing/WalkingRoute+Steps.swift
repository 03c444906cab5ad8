import Foundation
import Geo

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
        for (index, group) in groups.enumerated() {
            let meters = group.reduce(0) { $0 + $1.meters }, millis = group.reduce(0) { $0 &+ $1.millis }
            guard let first = group.first?.coordinates.first else { continue }
            let outBearing = Self.initialBearing(group)
            let name = group.lazy.compactMap(\.name).first, isSteps = group.contains(where: \.isSteps)
            let maneuver: RouteStep.Maneuver
            if index == 0 {
                maneuver = .depart(bearingDegrees: outBearing)
            } else {
                let inBearing = Self.finalBearing(groups[index - 1])
                maneuver = .turn(RouteStep.TurnDirection(bearingChange: outBearing - inBearing))
            }
            let text = Self.instruction(maneuver, name: name, isSteps: isSteps, meters: meters)
            steps.append(RouteStep(maneuver: maneuver, name: name, isSteps: isSteps, meters: meters, millis: millis,
                                   location: first, instruction: text))
        }
        if let end = coordinates.last {
            steps.append(RouteStep(maneuver: .arrive, name: nil, isSteps: false, meters: 0, millis: 0, location: end,
                                   instruction: "Arrive at the destination"))
        }
        return steps
    }

    /// Legs grouped into steps; straight legs join their neighbour.
    private func stepGroups() -> [[Leg]] {
        var groups: [[Leg]] = []
        var pendingStraight: [Leg] = []
        for leg in legs {
            if leg.edge == nil {
                if groups.isEmpty { pendingStraight.append(leg) } else { groups[groups.count - 1].append(leg) }
                continue
            }
            if let previous = groups.last?.last(where: { $0.edge != nil }),
               previous.name == leg.name, previous.isSteps == leg.isSteps,
               leg.name != nil || Self.isStraightOn(from: previous, to: leg) {
                groups[groups.count - 1].append(leg)
            } else {
                groups.append(pendingStraight + [leg])
                pendingStraight = []
            }
        }
        if !pendingStraight.isEmpty { groups.append(pendingStraight) }
        return groups
    }

    /// Unnamed ways merge only where the walker goes straight on; a turn between two
    /// nameless paths is still a step.
    private static func isStraightOn(from previous: Leg, to next: Leg) -> Bool {
        let change = initialBearing([next]) - finalBearing([previous])
        return RouteStep.TurnDirection(bearingChange: change) == .straight
    }

    /// Whether two points are more than about half a metre apart (5e-6° ≈ 0.55 m of latitude;
    /// a cheap test, since it only skips duplicate and near-duplicate points).
    private static func isApart(_ a: Coordinate, _ b: Coordinate) -> Bool {
        abs(a.latitude - b.latitude) > 5e-6 || abs(a.longitude - b.longitude) > 5e-6
    }

    /// The bearing from the legs' first point to the first point more than half a metre on.
    private static func initialBearing(_ legs: [Leg]) -> Double {
        guard let a = legs.first?.coordinates.first else { return 0 }
        for leg in legs {
            if let b = leg.coordinates.first(where: { Self.isApart($0, a) }) { return a.bearingDegrees(to: b) }
        }
        return 0
    }

    /// The bearing into the legs' last point from the last point more than half a metre before it.
    private static func finalBearing(_ legs: [Leg]) -> Double {
        guard let b = legs.last?.coordinates.last else { return 0 }
        for leg in legs.reversed() {
            if let a = leg.coordinates.last(where: { Self.isApart($0, b) }) { return a.bearingDegrees(to: b) }
        }
        return 0
    }

    private static func instruction(_ maneuver: RouteStep.Maneuver, name: String?, isSteps: Bool, meters: Double) -> String {
        let way = isSteps ? (name.map { "the steps (\($0))" } ?? "the steps") : (name ?? "the path")
        let distance = RouteStep.spokenDistance(meters)
        switch maneuver {
        case .depart(let bearing):
            return "Head \(compassWord(bearing)) on \(way), \(distance)"
        case .turn(let direction):
            return "\(direction.phrase) onto \(way), \(distance)"
        case .arrive:
            return "Arrive at the destination"
        }
    }

    private static func compassWord(_ bearing: Double) -> String {
        let words = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
        return words[Int(((bearing + 22.5) / 45).rounded(.down)) & 7]
    }
}
