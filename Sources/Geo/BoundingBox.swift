import Foundation

/// A latitude/longitude rectangle that does not cross the antimeridian.
public struct BoundingBox: Hashable, Sendable, Codable {
    public var minLatitude: Double
    public var minLongitude: Double
    public var maxLatitude: Double
    public var maxLongitude: Double

    public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box around `center` that holds every point within `radiusMeters` of it.
    ///
    /// Near the poles the longitude span is clamped to the whole world.
    public init(around center: Coordinate, radiusMeters: Double) {
        let dLat = radiusMeters / earthRadiusMeters * 180 / .pi
        let cosLat = cos(center.latitude * .pi / 180)
        let dLon = cosLat > 1e-9 ? min(180, dLat / cosLat) : 180
        self.init(
            minLatitude: max(-90, center.latitude - dLat), minLongitude: max(-180, center.longitude - dLon),
            maxLatitude: min(90, center.latitude + dLat), maxLongitude: min(180, center.longitude + dLon))
    }

    /// Whether `coordinate` lies inside or on the edge.
    public func contains(_ coordinate: Coordinate) -> Bool {
        (minLatitude...maxLatitude).contains(coordinate.latitude)
            && (minLongitude...maxLongitude).contains(coordinate.longitude)
    }

    /// The centre of the box.
    public var center: Coordinate {
        Coordinate(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }
}
