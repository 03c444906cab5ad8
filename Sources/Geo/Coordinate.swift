import Foundation

/// A point on the WGS 84 ellipsoid, in degrees.
///
/// Latitude comes first, always: `Coordinate(latitude: 43.73, longitude: 7.42)`.
/// A `Coordinate` is only a value; use ``Coordinate/init(validatingLatitude:longitude:)``
/// at the edges where numbers come from outside.
public struct Coordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Degrees north of the equator, −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich, −180…180.
    public var longitude: Double

    /// Makes a coordinate without checking the ranges.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Makes a coordinate, or nil when either value is not finite or out of range.
    public init?(validatingLatitude latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
              (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude)
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    public var description: String {
        "(\(latitude), \(longitude))"
    }

    /// The coordinate rounded to about 100 m (3 decimals of latitude), for logs.
    ///
    /// The user's position must never be logged or stored as it is; where a log line
    /// needs a place, it gets this.
    public var roundedForLogging: Coordinate {
        Coordinate(latitude: (latitude * 1000).rounded() / 1000, longitude: (longitude * 1000).rounded() / 1000)
    }
}
