import Foundation

/// Local metres to WGS84 in 1e-7 degrees: an equirectangular projection about the region's
/// centre. Distances are true along north-south lines; east-west they are off by the change of
/// cos(latitude) from the centre: under 1 % at the edge of a 100 km region at 48°, about 7 % at
/// the edge of the 800 km irregular region of 30 M way nodes. Generated geometry stays
/// consistent (the importer measures real distances); only the block sizes stretch.
struct RegionProjection {
    private let originLatitude: Double, originLongitude: Double
    private let metersPerDegreeLatitude = 111_320.0
    private let metersPerDegreeLongitude: Double

    /// A projection whose local origin (0, 0) lies `width / 2` west and `height / 2` south of the centre.
    init(centerLatitude: Double, centerLongitude: Double, widthMeters: Double, heightMeters: Double) {
        metersPerDegreeLongitude = 111_320.0 * cos(centerLatitude * .pi / 180)
        originLatitude = centerLatitude - heightMeters / 2 / metersPerDegreeLatitude
        originLongitude = centerLongitude - widthMeters / 2 / metersPerDegreeLongitude
    }

    /// Latitude of a point `y` metres north of the origin, in 1e-7 degrees.
    func latitudeE7(_ y: Double) -> Int64 { Int64(((originLatitude + y / metersPerDegreeLatitude) * 1e7).rounded()) }

    /// Longitude of a point `x` metres east of the origin, in 1e-7 degrees.
    func longitudeE7(_ x: Double) -> Int64 { Int64(((originLongitude + x / metersPerDegreeLongitude) * 1e7).rounded()) }

    /// Degrees of a point, for the header's bounding box.
    func degrees(x: Double, y: Double) -> (latitude: Double, longitude: Double) {
        (originLatitude + y / metersPerDegreeLatitude, originLongitude + x / metersPerDegreeLongitude)
    }
}
