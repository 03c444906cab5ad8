import Foundation

/// Where a way is placed when it becomes a single point.
public enum Centroid {
    /// The centroid of a closed ring (area-weighted, in a local equirectangular projection),
    /// or of an open line (length-weighted); the mean of the points when both are degenerate.
    ///
    /// Returns nil for an empty list. The projection is good to a few centimetres over
    /// the size of a building.
    public static func of(_ points: [Coordinate]) -> Coordinate? {
        guard let first = points.first else { return nil }
        if points.count < 3 { return mean(of: points) }
        let cosLat = cos(first.latitude * .pi / 180)
        let xy = points.map { ((($0.longitude - first.longitude) * cosLat), $0.latitude - first.latitude) }
        var area = 0.0, cx = 0.0, cy = 0.0
        for i in 0..<(xy.count - 1) {
            let (x0, y0) = xy[i], (x1, y1) = xy[i + 1]
            let cross = x0 * y1 - x1 * y0
            area += cross
            cx += (x0 + x1) * cross
            cy += (y0 + y1) * cross
        }
        let isClosed = points.first == points.last
        guard isClosed, abs(area) > 1e-18 else { return mean(of: points) }
        cx /= 3 * area
        cy /= 3 * area
        return Coordinate(latitude: first.latitude + cy, longitude: first.longitude + cx / cosLat)
    }

    private static func mean(of points: [Coordinate]) -> Coordinate? {
        guard !points.isEmpty else { return nil }
        let n = Double(points.count)
        return Coordinate(
            latitude: points.reduce(0) { $0 + $1.latitude } / n,
            longitude: points.reduce(0) { $0 + $1.longitude } / n)
    }
}
