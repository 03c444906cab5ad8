import Foundation

/// The mean Earth radius used for every distance in ToiletNow (IUGG, metres).
public let earthRadiusMeters = 6_371_008.8

extension Coordinate {
    /// The great-circle distance to `other`, in metres (haversine formula).
    ///
    /// Accurate to about 0.5 % against the ellipsoid, which is far below the error of
    /// a phone's position fix.
    /// - Complexity: O(1).
    public func distanceMeters(to other: Coordinate) -> Double {
        let lat1 = latitude * .pi / 180, lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (other.longitude - longitude) * .pi / 180
        let sinLat = sin(dLat / 2), sinLon = sin(dLon / 2)
        let h = sinLat * sinLat + cos(lat1) * cos(lat2) * sinLon * sinLon
        return 2 * earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    /// The initial bearing towards `other`, in degrees clockwise from north, 0..<360.
    public func bearingDegrees(to other: Coordinate) -> Double {
        let lat1 = latitude * .pi / 180, lat2 = other.latitude * .pi / 180
        let dLon = (other.longitude - longitude) * .pi / 180
        let y = sin(dLon) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    /// The point `meters` away along `bearingDegrees` (spherical destination formula).
    public func offset(meters: Double, bearingDegrees: Double) -> Coordinate {
        let delta = meters / earthRadiusMeters
        let theta = bearingDegrees * .pi / 180
        let lat1 = latitude * .pi / 180, lon1 = longitude * .pi / 180
        let lat2 = asin(sin(lat1) * cos(delta) + cos(lat1) * sin(delta) * cos(theta))
        let lon2 = lon1 + atan2(sin(theta) * sin(delta) * cos(lat1), cos(delta) - sin(lat1) * sin(lat2))
        let longitude = (lon2 * 180 / .pi + 540).truncatingRemainder(dividingBy: 360) - 180
        return Coordinate(latitude: lat2 * 180 / .pi, longitude: longitude)
    }
}

/// Miles per metre, for APIs that speak miles (Refuge Restrooms).
public let metersPerMile = 1609.344
