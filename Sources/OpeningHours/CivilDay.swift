import Foundation

/// A local calendar day counted from 1970-01-01 (day 0), the unit the evaluator caches by.
///
/// All arithmetic is proleptic Gregorian and allocation free, so the hot path never touches
/// `Calendar` or `DateComponents`. Algorithms after Howard Hinnant, "chrono-Compatible Low-Level
/// Date Algorithms" (http://howardhinnant.github.io/date_algorithms.html).
struct CivilDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01.
    var number: Int

    init(number: Int) { self.number = number }

    /// The day for a year, a month (1…12) and a day of month; out-of-range days roll over like
    /// JavaScript's `new Date(y, m, d)` does.
    init(year: Int, month: Int, day: Int) {
        let m0 = month - 1
        let y = year + Self.floorDiv(m0, 12)
        let m = Self.floorMod(m0, 12) + 1
        let yy = m <= 2 ? y - 1 : y
        let era = Self.floorDiv(yy, 400)
        let yoe = yy - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        number = era * 146_097 + doe - 719_468 + (day - 1)
    }

    init(_ date: LocalDate) { self.init(year: date.year, month: date.month, day: date.day) }

    static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }

    /// Year, month (1…12) and day of month.
    var ymd: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = Self.floorDiv(z, 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    var localDate: LocalDate { let c = ymd; return LocalDate(year: c.year, month: c.month, day: c.day) }
    var year: Int { ymd.year }

    /// Day of week, 0 = Sunday … 6 = Saturday (the numbering opening_hours.js uses).
    var weekday: Int { Self.floorMod(number + 4, 7) }

    func adding(_ days: Int) -> CivilDay { CivilDay(number: number + days) }

    /// ISO 8601 week number (1…53).
    var isoWeek: Int {
        let wd = weekday == 0 ? 7 : weekday
        let thursday = adding(4 - wd)
        let jan1 = CivilDay(year: thursday.year, month: 1, day: 1)
        return (thursday.number - jan1.number) / 7 + 1
    }

    /// The Monday that starts ISO week `week` of `year`.
    static func isoWeekStart(week: Int, year: Int) -> CivilDay {
        let jan4 = CivilDay(year: year, month: 1, day: 4)
        let wd = jan4.weekday == 0 ? 7 : jan4.weekday
        return jan4.adding(1 - wd + (week - 1) * 7)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        CivilDay(year: year, month: month + 1, day: 1).number - CivilDay(year: year, month: month, day: 1).number
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
}

/// Western (Gregorian) Easter Sunday, the `easter` event of the specification.
enum Easter {
    /// Easter Sunday of `year` (Meeus/Jones/Butcher algorithm).
    static func sunday(year: Int) -> CivilDay {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilDay(year: year, month: month, day: day)
    }
}
