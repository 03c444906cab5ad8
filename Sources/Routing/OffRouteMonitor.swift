import Foundation
import Geo

/// Watches position fixes along a route: how far off it the walker is, whether to re-route,
/// and how much of the route is left.
///
/// One fix more than `thresholdMeters` off the route can be GPS noise; the monitor asks
/// for a re-route only after `fixesToReroute` such fixes in a row (30 m and 2 by default),
/// so it keeps a tiny state: the count of consecutive off-route fixes.
///
/// ```swift
/// var monitor = OffRouteMonitor(route: route)
/// let status = monitor.update(with: fix)
/// if status.shouldReroute { … search again from `fix` … }
/// banner.text = "\(Int(status.secondsLeft / 60)) min left"
/// ```
public struct OffRouteMonitor: Sendable {
    /// What one fix says about the walker and the route.
    public struct Status: Sendable, Hashable {
        /// The distance from the fix to the nearest point of the route, metres.
        public var distanceFromRoute: Double
        /// Whether this fix is farther than the threshold.
        public var isOffRoute: Bool
        /// Whether enough consecutive fixes were off the route to search again.
        public var shouldReroute: Bool
        /// Walking distance left from the nearest point of the route to its end, metres.
        public var metersLeft: Double
        /// Walking time left from there, seconds.
        public var secondsLeft: Double
        /// The nearest point on the route.
        public var nearestPoint: Coordinate
    }

    /// The distance beyond which a fix counts as off the route, metres.
    public let thresholdMeters: Double
    /// How many off-route fixes in a row trigger a re-route.
    public let fixesToReroute: Int
    private let points: [Coordinate]
    private let metersAt: [Double]
    private let millisAt: [Double]
    private let projection: LocalProjection
    /// Consecutive off-route fixes so far.
    public private(set) var consecutiveOffRouteFixes = 0

    /// Prepares to watch `route`.
    /// - Complexity: O(points on the route).
    public init(route: WalkingRoute, thresholdMeters: Double = 30, fixesToReroute: Int = 2) {
        self.thresholdMeters = thresholdMeters
        self.fixesToReroute = max(1, fixesToReroute)
        var points: [Coordinate] = [], metersAt: [Double] = [], millisAt: [Double] = []
        var meters = 0.0, millis = 0.0
        for leg in route.legs {
            // Spread the leg's own length and time over its points by geometric length.
            let lengths = zip(leg.coordinates, leg.coordinates.dropFirst()).map { $0.distanceMeters(to: $1) }
            let total = lengths.reduce(0, +)
            for (i, point) in leg.coordinates.enumerated() {
                if i > 0 {
                    let share = total > 0 ? lengths[i - 1] / total : 1 / Double(lengths.count)
                    meters += leg.meters * share
                    millis += Double(leg.millis) * share
                }
                points.append(point)
                metersAt.append(meters)
                millisAt.append(millis)
            }
        }
        self.points = points
        self.metersAt = metersAt
        self.millisAt = millisAt
        projection = LocalProjection(referenceLatitude: points.first?.latitude ?? 0)
    }

    /// Takes one position fix and says where the walker stands relative to the route.
    /// - Complexity: O(points on the route).
    public mutating func update(with position: Coordinate) -> Status {
        let (distance, meters, millis, nearest) = locate(position)
        let isOff = distance > thresholdMeters
        consecutiveOffRouteFixes = isOff ? consecutiveOffRouteFixes + 1 : 0
        let total = (metersAt.last ?? 0, millisAt.last ?? 0)
        return Status(distanceFromRoute: distance, isOffRoute: isOff,
                      shouldReroute: consecutiveOffRouteFixes >= fixesToReroute,
                      metersLeft: max(0, total.0 - meters), secondsLeft: max(0, total.1 - millis) / 1000,
                      nearestPoint: nearest)
    }

    /// The nearest point of the route: its distance, and the metres and milliseconds walked to reach it.
    private func locate(_ position: Coordinate) -> (Double, Double, Double, Coordinate) {
        guard let first = points.first else { return (.infinity, 0, 0, position) }
        if points.count == 1 { return (position.distanceMeters(to: first), 0, 0, first) }
        let p = projection.project(position)
        var best = (d2: Double.infinity, index: 0, t: 0.0)
        for i in 0..<(points.count - 1) {
            let a = projection.project(points[i]), b = projection.project(points[i + 1])
            let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
            let t = length2 > 0 ? (((p.x - a.x) * dx + (p.y - a.y) * dy) / length2).clamped(0, 1) : 0
            let qx = a.x + t * dx - p.x, qy = a.y + t * dy - p.y
            if qx * qx + qy * qy < best.d2 { best = (qx * qx + qy * qy, i, t) }
        }
        let i = best.index, t = best.t
        let a = projection.project(points[i]), b = projection.project(points[i + 1])
        let nearest = projection.unproject(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
        return (position.distanceMeters(to: nearest), metersAt[i] + t * (metersAt[i + 1] - metersAt[i]),
                millisAt[i] + t * (millisAt[i + 1] - millisAt[i]), nearest)
    }
}
