import Foundation

/// The Sun's apparent place and the Earth's rotation, for sun-time calculations.
///
/// Formulas from Jean Meeus, *Astronomical Algorithms*, 2nd ed. (Willmann-Bell, 1998):
/// ch. 25 (solar coordinates, low accuracy: geometric mean longitude 25.2, mean
/// anomaly 25.3, equation of centre, apparent longitude with nutation and aberration,
/// 25.6–25.8), ch. 22 (mean obliquity 22.2) and ch. 12 (sidereal time 12.4, linear
/// term). ΔT = TT − UT from the Espenak & Meeus polynomial fits
/// (https://eclipse.gsfc.nasa.gov/SEhelp/deltatpoly2004.html). These are the models
/// suncalc 2.0.0 (https://github.com/mourner/suncalc) uses, so results agree with
/// opening_hours.js 3.14.0 to well under a second.
///
/// Time is counted in days since J2000.0 (2000-01-01 12:00 UT).
enum SolarEphemeris {
    static let radian = Double.pi / 180

    /// Days since J2000.0 (UT) for an instant.
    static func days(since date: Date) -> Double {
        date.timeIntervalSince1970 / 86_400 - 0.5 + 2_440_588 - 2_451_545
    }

    /// The instant `days` days after J2000.0 (UT).
    static func date(fromDays days: Double) -> Date {
        Date(timeIntervalSince1970: (days + 0.5 + 2_451_545 - 2_440_588) * 86_400)
    }

    /// Apparent right ascension and declination of the Sun (radians) at `days` (UT).
    static func sunCoordinates(days: Double) -> (rightAscension: Double, declination: Double) {
        let t = terrestrialDays(days) / 36_525
        let l0 = radian * (280.46646 + t * (36_000.76983 + t * 0.0003032))
        let m = radian * (357.52911 + t * (35_999.05029 - t * 0.0001537))
        let c = radian * ((1.914602 - t * (0.004817 + t * 0.000014)) * sin(m)
            + (0.019993 - 0.000101 * t) * sin(2 * m) + 0.000289 * sin(3 * m))
        let omega = radian * (125.04 - 1934.136 * t)
        let lambda = l0 + c - radian * (0.00569 + 0.00478 * sin(omega))
        let epsilon = radian * (23.439291 - t * (0.0130042 + t * (0.00000016 - t * 0.000000504)))
            + radian * 0.00256 * cos(omega)
        return (atan2(cos(epsilon) * sin(lambda), cos(lambda)), asin(sin(epsilon) * sin(lambda)))
    }

    /// Local sidereal time (radians) at `days` (UT) for west longitude `lw` (radians).
    static func siderealTime(days: Double, lw: Double) -> Double {
        radian * (280.46061837 + 360.98564736629 * days) - lw
    }

    /// Days since J2000.0 in Terrestrial Time, the time scale of the position series.
    static func terrestrialDays(_ days: Double) -> Double {
        days + deltaT(days) / 86_400
    }

    /// ΔT = TT − UT in seconds (Espenak & Meeus 2006 polynomials, 1900–2150 and beyond).
    static func deltaT(_ days: Double) -> Double {
        let y = 2000 + days / 365.2425
        switch y {
        case ..<1920:
            let t = y - 1900
            return -2.79 + t * (1.494119 + t * (-0.0598939 + t * (0.0061966 - t * 0.000197)))
        case ..<1941:
            let t = y - 1920
            return 21.20 + t * (0.84493 + t * (-0.076100 + t * 0.0020936))
        case ..<1961:
            let t = y - 1950
            return 29.07 + t * (0.407 + t * (-1 / 233 + t / 2547))
        case ..<1986:
            let t = y - 1975
            return 45.45 + t * (1.067 + t * (-1 / 260 - t / 718))
        case ..<2005:
            let t = y - 2000
            return 63.86 + t * (0.3345 + t * (-0.060374 + t * (0.0017275 + t * (0.000651814 + t * 0.00002373599))))
        case ..<2050:
            let t = y - 2000
            return 62.92 + t * (0.32217 + t * 0.005589)
        default:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - y)
        }
    }

    /// `angle` wrapped to (−π, π].
    static func wrapped(_ angle: Double) -> Double {
        angle - 2 * .pi * (angle / (2 * .pi)).rounded()
    }
}
