import Foundation
import Geo

/// One instruction of a walking route: "Turn left onto Triq il-Merkanti, 120 m".
public struct RouteStep: Sendable, Hashable {
    /// What the walker does at the start of the step.
    public enum Maneuver: Sendable, Hashable {
        /// Set off, facing `bearingDegrees`.
        case depart(bearingDegrees: Double)
        /// Change direction at a junction.
        case turn(TurnDirection)
        /// Reach the destination.
        case arrive
    }

    /// A turn's direction, from the change of bearing (degrees, positive to the right).
    public enum TurnDirection: String, Sendable, Hashable, CaseIterable {
        /// The eight directions, clockwise from straight on.
        case straight, slightRight, right, sharpRight, uTurn, sharpLeft, left, slightLeft

        /// The direction for a change of bearing in degrees (any range; normalized to −180…180).
        ///
        /// |change| < 20° is straight, < 60° slight, < 135° a turn, < 165° sharp, else a U-turn.
        public init(bearingChange degrees: Double) {
            var change = degrees.truncatingRemainder(dividingBy: 360)
            if change > 180 { change -= 360 }
            if change < -180 { change += 360 }
            let size = abs(change), isRight = change > 0
            switch size {
            case ..<20: self = .straight
            case ..<60: self = isRight ? .slightRight : .slightLeft
            case ..<135: self = isRight ? .right : .left
            case ..<165: self = isRight ? .sharpRight : .sharpLeft
            default: self = .uTurn
            }
        }
    }

    /// What the walker does at the start of the step.
    public var maneuver: Maneuver
    /// The street walked in this step, if it has a name.
    public var name: String?
    /// Whether the step is a flight of steps.
    public var isSteps: Bool
    /// The length of the step in metres (0 for arrival).
    public var meters: Double
    /// The walking time of the step in milliseconds.
    public var millis: UInt32
    /// Where the step starts.
    public var location: Coordinate

    /// Creates a step; its instruction follows from its parts (``instruction(in:)``).
    public init(maneuver: Maneuver, name: String?, isSteps: Bool, meters: Double, millis: UInt32, location: Coordinate) {
        self.maneuver = maneuver
        self.name = name
        self.isSteps = isSteps
        self.meters = meters
        self.millis = millis
        self.location = location
    }

    /// A distance as people say it: "8 m", "120 m", "1.2 km".
    public static func spokenDistance(_ meters: Double) -> String {
        if meters >= 1000 { return DecimalFormat.oneDecimal(meters / 1000) + " km" }
        if meters >= 50 { return "\(Int((meters / 10).rounded()) * 10) m" }
        return "\(max(1, Int(meters.rounded()))) m"
    }
}
