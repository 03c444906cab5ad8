import Foundation
import Geo

/// Clips lines and rings to axis-aligned rectangles in degrees, for the base-map tiles.
///
/// Lines use Liang–Barsky per segment (Liang & Barsky, "A new concept and method for line
/// clipping", ACM TOG 3(1), 1984); rings use Sutherland–Hodgman (CACM 17(1), 1974), one
/// half-plane at a time. A concave ring that leaves and re-enters the rectangle comes back as
/// one ring joined by zero-width edges along the border: invisible when filled without a
/// stroke, which is how the web app draws parks and buildings.
///
/// ```
///   +-----------+            +-----------+
///   |   /\      |            |   /\      |
///   |  /  \_____|___   -->   |  /  \_____|
///   | /         |   |        | /         |
///   +-----------+---+        +-----------+
/// ```
enum ShapeClipping {
    /// The parts of the line `points` inside `box`, each with at least two distinct points.
    static func clipLine(_ points: [Coordinate], to box: BoundingBox) -> [[Coordinate]] {
        var parts: [[Coordinate]] = []
        var current: [Coordinate] = []
        for (a, b) in zip(points, points.dropFirst()) {
            guard let (p, q) = clipSegment(a, b, to: box) else {
                flush(&current, into: &parts)
                continue
            }
            if current.last != p {
                flush(&current, into: &parts)
                current = [p]
            }
            if q != p { current.append(q) }
        }
        flush(&current, into: &parts)
        return parts
    }

    /// The ring `points` (first equals last) cut to `box`, closed, or nil when nothing of
    /// positive area is left.
    static func clipRing(_ points: [Coordinate], to box: BoundingBox) -> [Coordinate]? {
        var ring = Array(points.dropLast())
        ring = clipHalfPlane(ring, inside: { $0.longitude >= box.minLongitude }, crossing: { a, b in crossLongitude(a, b, box.minLongitude) })
        ring = clipHalfPlane(ring, inside: { $0.longitude <= box.maxLongitude }, crossing: { a, b in crossLongitude(a, b, box.maxLongitude) })
        ring = clipHalfPlane(ring, inside: { $0.latitude >= box.minLatitude }, crossing: { a, b in crossLatitude(a, b, box.minLatitude) })
        ring = clipHalfPlane(ring, inside: { $0.latitude <= box.maxLatitude }, crossing: { a, b in crossLatitude(a, b, box.maxLatitude) })
        guard ring.count >= 3, abs(signedArea(ring)) > 0 else { return nil }
        return ring + [ring[0]]
    }

    /// Twice the signed area of an open ring, in square degrees (the shoelace formula).
    static func signedArea(_ ring: [Coordinate]) -> Double {
        var sum = 0.0
        for (a, b) in zip(ring, ring.dropFirst() + ring.prefix(1)) {
            sum += a.longitude * b.latitude - b.longitude * a.latitude
        }
        return sum
    }

    /// The part of segment `a`–`b` inside `box`, or nil.
    static func clipSegment(_ a: Coordinate, _ b: Coordinate, to box: BoundingBox) -> (Coordinate, Coordinate)? {
        let dx = b.longitude - a.longitude, dy = b.latitude - a.latitude
        var t0 = 0.0, t1 = 1.0
        let edges = [(-dx, a.longitude - box.minLongitude), (dx, box.maxLongitude - a.longitude),
                     (-dy, a.latitude - box.minLatitude), (dy, box.maxLatitude - a.latitude)]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return nil }
        }
        func at(_ t: Double) -> Coordinate {
            t == 0 ? a : t == 1 ? b : Coordinate(latitude: a.latitude + t * dy, longitude: a.longitude + t * dx)
        }
        return (at(t0), at(t1))
    }

    private static func flush(_ current: inout [Coordinate], into parts: inout [[Coordinate]]) {
        if current.count >= 2 { parts.append(current) }
        current = []
    }

    private static func clipHalfPlane(_ ring: [Coordinate], inside: (Coordinate) -> Bool,
                                      crossing: (Coordinate, Coordinate) -> Coordinate) -> [Coordinate] {
        guard let last = ring.last else { return [] }
        var output: [Coordinate] = []
        output.reserveCapacity(ring.count + 4)
        var previous = last
        for point in ring {
            switch (inside(previous), inside(point)) {
            case (true, true): output.append(point)
            case (true, false): output.append(crossing(previous, point))
            case (false, true): output.append(crossing(previous, point)); output.append(point)
            case (false, false): break
            }
            previous = point
        }
        return output
    }

    private static func crossLongitude(_ a: Coordinate, _ b: Coordinate, _ longitude: Double) -> Coordinate {
        let t = (longitude - a.longitude) / (b.longitude - a.longitude)
        return Coordinate(latitude: a.latitude + t * (b.latitude - a.latitude), longitude: longitude)
    }

    private static func crossLatitude(_ a: Coordinate, _ b: Coordinate, _ latitude: Double) -> Coordinate {
        let t = (latitude - a.latitude) / (b.latitude - a.latitude)
        return Coordinate(latitude: latitude, longitude: a.longitude + t * (b.longitude - a.longitude))
    }
}
