import Foundation
import Geo

/// An equirectangular projection to metres around a reference latitude.
///
/// Good to about 0.1 % within a few hundred kilometres of the reference, far below a
/// phone's position error; used only to compare distances inside one region.
struct LocalProjection: Sendable {
    let metersPerDegreeLatitude: Double
    let metersPerDegreeLongitude: Double

    init(referenceLatitude: Double) {
        metersPerDegreeLatitude = earthRadiusMeters * .pi / 180
        metersPerDegreeLongitude = metersPerDegreeLatitude * max(0.01, cos(referenceLatitude * .pi / 180))
    }

    /// Projected (x, y) in metres of a coordinate in 1e-7 degrees.
    @inline(__always)
    func project(latitudeE7: Int32, longitudeE7: Int32) -> (x: Double, y: Double) {
        (Double(longitudeE7) * 1e-7 * metersPerDegreeLongitude, Double(latitudeE7) * 1e-7 * metersPerDegreeLatitude)
    }

    /// Projected (x, y) in metres.
    @inline(__always)
    func project(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        (coordinate.longitude * metersPerDegreeLongitude, coordinate.latitude * metersPerDegreeLatitude)
    }

    /// The coordinate of a projected point.
    func unproject(x: Double, y: Double) -> Coordinate {
        Coordinate(latitude: y / metersPerDegreeLatitude, longitude: x / metersPerDegreeLongitude)
    }
}

extension WalkingGraph {
    /// The number of points on edge `e`, end vertices included (at least 2).
    @inline(__always)
    func pointCount(ofEdge e: Int) -> Int {
        Int(geometryOffsets[e + 1] - geometryOffsets[e]) + 2
    }

    /// Point `k` of edge `e` in 1e-7 degrees: 0 is the source vertex, the last is the target.
    @inline(__always)
    func pointE7(edge e: Int, index k: Int) -> (latitude: Int32, longitude: Int32) {
        let last = pointCount(ofEdge: e) - 1
        if k == 0 {
            let v = Int(edgeSources[e])
            return (vertexLatitudesE7[v], vertexLongitudesE7[v])
        }
        if k == last {
            let v = Int(edgeTargets[e])
            return (vertexLatitudesE7[v], vertexLongitudesE7[v])
        }
        let i = Int(geometryOffsets[e]) + k - 1
        return (geometryLatitudesE7[i], geometryLongitudesE7[i])
    }

    /// The mean vertex latitude, the reference for local projections; 0 for an empty graph.
    var meanLatitude: Double {
        guard vertexCount > 0 else { return 0 }
        return vertexLatitudesE7.reduce(0.0) { $0 + Double($1) } / Double(vertexCount) / 1e7
    }
}
