import Foundation
import Geo

/// British National Grid eastings and northings (OSGB36) as WGS 84 latitude and longitude, by
/// the Ordnance Survey's published method: "A guide to coordinate systems in Great Britain"
/// (OS, v3.6, 2020), annex C (transverse Mercator, grid to latitude and longitude on the Airy
/// 1830 ellipsoid), section 6 (geodetic to cartesian and back) and the 7-parameter Helmert
/// transformation of section 6.6 (its WGS 84 → OSGB36 parameters, negated).
///
/// The Helmert step is good to about 5 m (the guide's own figure); OSTN15 would be better but is
/// a 15 MB grid. For Toilet Map UK rows that give only a grid reference, 5 m is a doorway.
/// Northern Ireland uses the Irish Grid, not this one; the caller must not pass its references.
enum OSGB36 {
    struct Ellipsoid {
        var a: Double, b: Double
        var eccentricitySquared: Double { (a * a - b * b) / (a * a) }
    }

    static let airy1830 = Ellipsoid(a: 6_377_563.396, b: 6_356_256.909)
    static let grs80 = Ellipsoid(a: 6_378_137.000, b: 6_356_752.3141)
    /// The National Grid's projection: scale on the central meridian, true origin 49° N 2° W,
    /// false origin 400 km west and 100 km north of it.
    static let scale = 0.9996012717, originLatitude = 49.0 * .pi / 180, originLongitude = -2.0 * .pi / 180
    static let falseEasting = 400_000.0, falseNorthing = -100_000.0

    /// The WGS 84 position of a grid reference, or nil outside the grid (0–700 km east, 0–1,300 km north).
    static func coordinate(easting: Double, northing: Double) -> Coordinate? {
        guard (0...700_000).contains(easting), (0...1_300_000).contains(northing) else { return nil }
        let (latitude, longitude) = airyLatitudeLongitude(easting: easting, northing: northing)
        let wgs84 = helmertToWGS84(latitude: latitude, longitude: longitude)
        return Coordinate(validatingLatitude: wgs84.latitude * 180 / .pi, longitude: wgs84.longitude * 180 / .pi)
    }

    /// The meridional arc from the true origin's latitude to `latitude` (annex C, C1 term M).
    static func meridionalArc(_ latitude: Double) -> Double {
        let (a, b) = (airy1830.a, airy1830.b)
        let n = (a - b) / (a + b), n2 = n * n, n3 = n2 * n
        let difference = latitude - originLatitude, sum = latitude + originLatitude
        return b * scale * ((1 + n + 5.0 / 4 * n2 + 5.0 / 4 * n3) * difference
            - (3 * n + 3 * n2 + 21.0 / 8 * n3) * sin(difference) * cos(sum)
            + (15.0 / 8 * n2 + 15.0 / 8 * n3) * sin(2 * difference) * cos(2 * sum)
            - 35.0 / 24 * n3 * sin(3 * difference) * cos(3 * sum))
    }

    /// Annex C.2: grid to OSGB36 latitude and longitude (radians) on Airy 1830.
    static func airyLatitudeLongitude(easting: Double, northing: Double) -> (Double, Double) {
        let a = airy1830.a, e2 = airy1830.eccentricitySquared
        var phi = (northing - falseNorthing) / (a * scale) + originLatitude
        var arc = meridionalArc(phi)
        for _ in 0..<20 where abs(northing - falseNorthing - arc) >= 0.000_01 {
            phi += (northing - falseNorthing - arc) / (a * scale)
            arc = meridionalArc(phi)
        }
        let sinPhi = sin(phi), tanPhi = tan(phi), secPhi = 1 / cos(phi)
        let nu = a * scale / (1 - e2 * sinPhi * sinPhi).squareRoot()
        let rho = a * scale * (1 - e2) / pow(1 - e2 * sinPhi * sinPhi, 1.5)
        let eta2 = nu / rho - 1
        let t2 = tanPhi * tanPhi, t4 = t2 * t2, t6 = t4 * t2
        let vii = tanPhi / (2 * rho * nu)
        let viii = tanPhi / (24 * rho * pow(nu, 3)) * (5 + 3 * t2 + eta2 - 9 * t2 * eta2)
        let ix = tanPhi / (720 * rho * pow(nu, 5)) * (61 + 90 * t2 + 45 * t4)
        let x = secPhi / nu, xi = secPhi / (6 * pow(nu, 3)) * (nu / rho + 2 * t2)
        let xii = secPhi / (120 * pow(nu, 5)) * (5 + 28 * t2 + 24 * t4)
        let xiia = secPhi / (5040 * pow(nu, 7)) * (61 + 662 * t2 + 1320 * t4 + 720 * t6)
        let de = easting - falseEasting
        let latitude = phi - vii * pow(de, 2) + viii * pow(de, 4) - ix * pow(de, 6)
        let longitude = originLongitude + x * de - xi * pow(de, 3) + xii * pow(de, 5) - xiia * pow(de, 7)
        return (latitude, longitude)
    }

    /// Section 6: OSGB36 (Airy 1830) to WGS 84 (GRS80) through cartesian coordinates and the
    /// Helmert transformation, heights taken as 0.
    static func helmertToWGS84(latitude: Double, longitude: Double) -> (latitude: Double, longitude: Double) {
        // OSGB36 → WGS 84: the guide's WGS 84 → OSGB36 parameters negated (metres, ppm, arc seconds).
        let tx = 446.448, ty = -125.157, tz = 542.060, s = -20.4894e-6
        let arcSecond = Double.pi / (180 * 3600)
        let rx = 0.1502 * arcSecond, ry = 0.2470 * arcSecond, rz = 0.8421 * arcSecond
        let e2 = airy1830.eccentricitySquared
        let nu = airy1830.a / (1 - e2 * sin(latitude) * sin(latitude)).squareRoot()
        let x = nu * cos(latitude) * cos(longitude), y = nu * cos(latitude) * sin(longitude), z = (1 - e2) * nu * sin(latitude)
        let x2 = tx + (1 + s) * x - rz * y + ry * z
        let y2 = ty + rz * x + (1 + s) * y - rx * z
        let z2 = tz - ry * x + rx * y + (1 + s) * z
        let target = grs80.eccentricitySquared, p = (x2 * x2 + y2 * y2).squareRoot()
        var phi = atan2(z2, p * (1 - target))
        for _ in 0..<10 {
            let nu2 = grs80.a / (1 - target * sin(phi) * sin(phi)).squareRoot()
            phi = atan2(z2 + target * nu2 * sin(phi), p)
        }
        return (phi, atan2(y2, x2))
    }
}
