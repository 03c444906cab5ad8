import Foundation

/// Solar transit and altitude crossings (Meeus, *Astronomical Algorithms*, ch. 15).
enum SolarTransit {
    /// Refines an approximate transit (days since J2000.0, UT) until the Sun's local hour
    /// angle is zero; the hour angle advances about 2π per day.
    static func refinedTransit(seed: Double, lw: Double) -> Double {
        var days = seed
        for _ in 0..<3 {
            let ra = SolarEphemeris.sunCoordinates(days: days).rightAscension
            days -= SolarEphemeris.wrapped(SolarEphemeris.siderealTime(days: days, lw: lw) - ra) / (2 * .pi)
        }
        return days
    }

    /// When the Sun crosses `altitude` (radians) before (`sign` −1) or after (+1) the
    /// `transit`, or nil when it stays above or below that altitude all day.
    ///
    /// Starts from the hour angle at transit (Meeus 15.1) and applies the altitude
    /// correction of formula 15.2 twice.
    static func crossing(altitude: Double, transit: Double, sign: Double, lw: Double, phi: Double) -> Double? {
        let declination = SolarEphemeris.sunCoordinates(days: transit).declination
        let cosH0 = (sin(altitude) - sin(phi) * sin(declination)) / (cos(phi) * cos(declination))
        guard (-1...1).contains(cosH0) else { return nil }
        var days = transit + sign * acos(cosH0) / (2 * .pi)
        for _ in 0..<2 {
            let sun = SolarEphemeris.sunCoordinates(days: days)
            let hourAngle = SolarEphemeris.wrapped(SolarEphemeris.siderealTime(days: days, lw: lw) - sun.rightAscension)
            let height = asin(sin(phi) * sin(sun.declination) + cos(phi) * cos(sun.declination) * cos(hourAngle))
            let slope = cos(phi) * cos(sun.declination) * sin(hourAngle)
            if abs(slope) < 1e-6 { break }
            days += (height - altitude) / (2 * .pi * slope)
        }
        return days
    }
}
