import Foundation

/// Day arithmetic on `LocalDate` in the proleptic Gregorian calendar.
///
/// The conversions use Howard Hinnant's `days_from_civil` / `civil_from_days`
/// algorithms ("chrono-Compatible Low-Level Date Algorithms",
/// https://howardhinnant.github.io/date_algorithms.html), which are exact for every
/// Gregorian date and need no `Calendar` or time zone.
extension LocalDate {
    /// Days since 1970-01-01 (negative before it).
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `daysSince1970` days after 1970-01-01.
    public init(daysSince1970: Int) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekdayNumber: Int {
        // 1970-01-01 was a Thursday (ISO 4).
        let offset = (daysSince1970 + 3) % 7
        return (offset < 0 ? offset + 7 : offset) + 1
    }

    /// The date `days` days later (earlier when negative).
    public func advanced(byDays days: Int) -> LocalDate {
        LocalDate(daysSince1970: daysSince1970 + days)
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isGregorianLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    public static func gregorianDaysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isGregorianLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether month and day name a real day (e.g. rejects 2023-02-29).
    public var isValidDate: Bool {
        (1...12).contains(month) && (1...LocalDate.gregorianDaysInMonth(month, year: year)).contains(day)
    }
}
