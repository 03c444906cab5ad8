import Foundation

/// How fast a person walks: the one place walking speed is configured.
///
/// Defaults follow common pedestrian-planning figures: 1.4 m/s (about 5 km/h) on the flat,
/// half that on steps (OSRM's foot profile uses 5 km/h walking and about 2 km/h on steps).
public struct WalkingProfile: Sendable, Hashable {
    /// Walking speed on ordinary ways, in metres per second.
    public var metersPerSecond: Double
    /// The factor applied to the speed on steps (0 < factor ≤ 1).
    public var stepsSpeedFactor: Double

    /// Creates a profile; the defaults are 1.4 m/s and half speed on steps.
    public init(metersPerSecond: Double = 1.4, stepsSpeedFactor: Double = 0.5) {
        self.metersPerSecond = metersPerSecond
        self.stepsSpeedFactor = stepsSpeedFactor
    }

    /// The default profile.
    public static let standard = WalkingProfile()

    /// Milliseconds to walk `meters` in a straight line at the flat speed (used for the
    /// stretch between a position and the edge it snapped to), at most a day.
    public func straightMillis(meters: Double) -> UInt32 {
        guard meters.isFinite, meters > 0, metersPerSecond > 0 else { return 0 }
        return UInt32(min(Double(WalkingGraph.maximumEdgeMillis), (meters / metersPerSecond * 1000).rounded()))
    }
}
