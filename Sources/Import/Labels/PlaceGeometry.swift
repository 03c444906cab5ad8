import Foundation
import Geo

/// Distances and containment for place labels, in a local equirectangular projection centred
/// on the toilet: good to well under a metre over the hundred metres a label looks.
enum PlaceGeometry {
    /// Metres per degree of latitude on ToiletNow's sphere.
    static let metersPerDegree = earthRadiusMeters * .pi / 180

    /// The distance in metres from `point` to the segment `a`–`b` (the closest point of the
    /// segment, not of its line).
    /// - Complexity: O(1).
    static func distanceMeters(from point: Coordinate, toSegment a: Coordinate, _ b: Coordinate) -> Double {
        distanceMeters(from: point, toSegment: a, b, cosLatitude: cosLatitude(at: point))
    }

    /// The projection's scale of longitude at `point`, for many distances from one point.
    static func cosLatitude(at point: Coordinate) -> Double { cos(point.latitude * .pi / 180) }

    /// ``distanceMeters(from:toSegment:_:)`` with the point's ``cosLatitude(at:)`` computed once.
    static func distanceMeters(from point: Coordinate, toSegment a: Coordinate, _ b: Coordinate, cosLatitude cosLat: Double) -> Double {
        let ax = (a.longitude - point.longitude) * cosLat, ay = a.latitude - point.latitude
        let bx = (b.longitude - point.longitude) * cosLat, by = b.latitude - point.latitude
        let dx = bx - ax, dy = by - ay
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? max(0, min(1, -(ax * dx + ay * dy) / lengthSquared)) : 0
        let x = ax + t * dx, y = ay + t * dy
        return (x * x + y * y).squareRoot() * metersPerDegree
    }

    /// Whether `point` lies inside the closed `ring`, by the even-odd (crossing number) rule
    /// (Shimrat, "Algorithm 112: Position of point relative to polygon", CACM 1962).
    /// - Complexity: O(n) in the ring's vertices.
    static func contains(_ ring: ArraySlice<Coordinate>, _ point: Coordinate) -> Bool {
        var inside = false
        var j = ring.endIndex - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.latitude > point.latitude) != (b.latitude > point.latitude) {
                let crossing = (b.longitude - a.longitude) * (point.latitude - a.latitude) / (b.latitude - a.latitude) + a.longitude
                if point.longitude < crossing { inside.toggle() }
            }
            j = i
        }
        return inside
    }

    /// The area of a ring in square degrees (shoelace formula); only compared between rings
    /// near each other, to pick the smallest enclosing one.
    static func area(of ring: ArraySlice<Coordinate>) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        var j = ring.endIndex - 1
        for i in ring.indices {
            sum += (ring[j].longitude - ring[i].longitude) * (ring[j].latitude + ring[i].latitude)
            j = i
        }
        return abs(sum) / 2
    }
}
