import Foundation
import Geo
import Routing

/// One region's toilets in a straight-line index, for the fallback.
///
/// One index per region rather than one for the world: ``PointIndex`` projects around its
/// points' mean latitude, which is exact enough across a region and not across a planet.
struct RegionPoints: Sendable {
    let index: PointIndex
    /// Index point `i` is finder toilet `toiletIndices[i]`.
    let toiletIndices: [Int]
    /// The box around the region's toilets.
    let bounds: BoundingBox

    init?(toiletIndices: [Int], coordinates: [Coordinate]) {
        guard !coordinates.isEmpty else { return nil }
        index = PointIndex(coordinates: coordinates)
        self.toiletIndices = toiletIndices
        let latitudes = coordinates.map(\.latitude), longitudes = coordinates.map(\.longitude)
        bounds = BoundingBox(minLatitude: latitudes.min() ?? 0, minLongitude: longitudes.min() ?? 0,
                             maxLatitude: latitudes.max() ?? 0, maxLongitude: longitudes.max() ?? 0)
    }

    /// Whether any of the region's toilets could lie within `meters` of `origin`.
    func mayHold(within meters: Double, of origin: Coordinate) -> Bool {
        let around = BoundingBox(around: origin, radiusMeters: meters)
        return around.minLatitude <= bounds.maxLatitude && bounds.minLatitude <= around.maxLatitude
            && around.minLongitude <= bounds.maxLongitude && bounds.minLongitude <= around.maxLongitude
    }
}
