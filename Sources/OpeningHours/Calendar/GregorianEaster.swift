import Foundation

/// Western (Gregorian) Easter Sunday.
///
/// Uses the anonymous Gregorian algorithm, also known as the Meeus/Jones/Butcher
/// algorithm (first published in Nature, 20 April 1876; reproduced in Jean Meeus,
/// *Astronomical Algorithms*, 2nd ed., ch. 8, and at
/// https://en.wikipedia.org/wiki/Date_of_Easter#Anonymous_Gregorian_algorithm).
/// It is exact for every year of the Gregorian calendar.
public enum GregorianEaster {
    /// Easter Sunday of `year`, e.g. 2024-03-31 and 2025-04-20.
    public static func sunday(in year: Int) -> LocalDate {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return LocalDate(year: year, month: month, day: day)
    }
}
