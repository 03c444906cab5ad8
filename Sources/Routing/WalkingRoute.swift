import Foundation
import Geo

/// A walking route from a start position to a target: its line, length, time and legs.
public struct WalkingRoute: Sendable, Hashable {
    /// One stretch of the route: along (part of) one edge, or a straight walk off the graph.
    public struct Leg: Sendable, Hashable {
        /// The edge walked, or nil for the straight stretch between a position and the graph.
        public var edge: Int?
        /// The leg's points in walking order (at least two).
        public var coordinates: [Coordinate]
        /// The leg's length in metres.
        public var meters: Double
        /// The leg's walking time in milliseconds.
        public var millis: UInt32
        /// The street name, if the edge has one.
        public var name: String?
        /// Whether the leg is a flight of steps.
        public var isSteps: Bool

        /// Makes a leg; `edge` is nil for a stretch off the graph (or a line given by a client).
        public init(edge: Int?, coordinates: [Coordinate], meters: Double, millis: UInt32, name: String?, isSteps: Bool) {
            self.edge = edge
            self.coordinates = coordinates
            self.meters = meters
            self.millis = millis
            self.name = name
            self.isSteps = isSteps
        }
    }

    /// The legs, in walking order.
    public let legs: [Leg]
    /// The route's points in walking order, with the joins between legs not repeated.
    public let coordinates: [Coordinate]

    /// Creates a route from its legs.
    public init(legs: [Leg]) {
        self.legs = legs
        var points: [Coordinate] = []
        points.reserveCapacity(legs.reduce(0) { $0 + $1.coordinates.count })
        // By index, not `for leg in legs`: that copied every leg, its points and its name.
        for i in legs.indices {
            legs[i].coordinates.withUnsafeBufferPointer { leg in
                for point in leg where points.last != point { points.append(point) }
            }
        }
        coordinates = points
    }

    /// Total walking distance in metres.
    public var meters: Double { legs.reduce(0) { $0 + $1.meters } }
    /// Total walking time in milliseconds.
    public var millis: UInt32 { legs.reduce(0) { $0 &+ $1.millis } }
    /// Total walking time in seconds.
    public var seconds: Double { Double(millis) / 1000 }

    /// The route as a Google encoded polyline (precision 5 by default; see ``Geo/Polyline``).
    public func encodedPolyline(precision: Int = 5) -> String {
        Polyline.encode(coordinates, precision: precision)
    }

    /// The route as a GeoJSON `LineString` geometry object (RFC 7946: longitude first).
    public var geoJSON: String {
        let positions = coordinates.map { "[\(Self.format($0.longitude)),\(Self.format($0.latitude))]" }
        return "{\"type\":\"LineString\",\"coordinates\":[\(positions.joined(separator: ","))]}"
    }

    /// Seven decimals (about 1 cm), without trailing noise.
    private static func format(_ degrees: Double) -> String {
        String(format: "%.7f", degrees)
    }
}
