import Foundation
import Geo

/// A position moved onto the nearest walkable edge: where on the edge, and how far it moved.
///
/// ```
///            query ·
///                  ┆ distanceMeters (walked straight)
///   source ●───────◆──────────● target
///          ├───────┤ offset along the edge
/// ```
/// The two partial times `millisFromSource` and `millisToTarget` always add up to the edge's
/// whole time, so a search seeded at both ends is exact to the millisecond.
public struct SnappedPoint: Sendable, Hashable {
    /// The edge the point lies on.
    public var edge: Int
    /// Which segment of the edge's polyline (0 starts at the source vertex).
    public var segment: Int
    /// Where the point lies along the edge, 0 at the source and 1 at the target, by length.
    public var fraction: Double
    /// The point on the edge.
    public var coordinate: Coordinate
    /// The position that was snapped.
    public var query: Coordinate
    /// The straight-line distance from the query to ``coordinate``, in metres.
    public var distanceMeters: Double
    /// Walking time from the edge's source vertex to the point, in milliseconds.
    public var millisFromSource: UInt32
    /// Walking time from the point to the edge's target vertex, in milliseconds.
    public var millisToTarget: UInt32
    /// Metres along the edge from its source vertex to the point.
    public var metersFromSource: Double
    /// Metres along the edge from the point to its target vertex.
    public var metersToTarget: Double

    /// Creates a snapped point; ``EdgeIndex`` makes these, tests may too.
    public init(edge: Int, segment: Int, fraction: Double, coordinate: Coordinate, query: Coordinate, distanceMeters: Double,
                millisFromSource: UInt32, millisToTarget: UInt32, metersFromSource: Double, metersToTarget: Double) {
        self.edge = edge
        self.segment = segment
        self.fraction = fraction
        self.coordinate = coordinate
        self.query = query
        self.distanceMeters = distanceMeters
        self.millisFromSource = millisFromSource
        self.millisToTarget = millisToTarget
        self.metersFromSource = metersFromSource
        self.metersToTarget = metersToTarget
    }
}
