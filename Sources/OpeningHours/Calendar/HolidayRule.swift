import Foundation

/// One row of a public-holiday table: how to find the date in a given year, in which
/// years and regions the holiday exists, and what happens when it falls on a weekend.
///
/// Tables are written with the static constructors and modifiers below, e.g.
/// `.fixed(10, 31, "Reformationstag").only("BB", "SN").years(2018...)`.
/// The shape follows the opening_hours.js holiday format (`fixed_date`,
/// `variable_date` + `offset`, `only_states`, `shift_rule`, `substitute_rule`), see
/// https://github.com/opening-hours/opening_hours.js/blob/main/src/holidays/README.md.
struct HolidayRule: Sendable {
    /// How the date is found within one year.
    enum Anchor: Sendable {
        /// The same month and day every year.
        case fixed(month: Int, day: Int)
        /// Days after (or, when negative, before) Western Easter Sunday.
        case easter(offset: Int)
        /// The `nth` `weekday` (ISO, 1 = Monday) of `month`; `nth` −1 is the last one.
        /// `offset` days are added afterwards (e.g. Canberra Day = 1st March Monday + 7).
        case nthWeekday(month: Int, weekday: Int, nth: Int, offset: Int)
        /// The first `weekday` on or after `month`/`day`, e.g. Buß- und Bettag is the
        /// Wednesday on or after 16 November.
        case weekdayOnOrAfter(month: Int, day: Int, weekday: Int)
    }

    /// Which years a rule applies in, beyond its year range.
    enum YearParity: Sendable { case even, odd }

    var name: String
    var anchor: Anchor
    /// Years in which the holiday exists (both ends inclusive).
    var years: ClosedRange<Int> = Int.min...Int.max
    var parity: YearParity?
    /// Region codes the holiday is limited to; nil means the whole country.
    var regions: Set<String>?
    /// What happens when the date falls on certain weekdays; nil means nothing.
    var weekend: WeekendRule?

    /// The date of the holiday in `year` before any weekend rule, or nil when the rule
    /// does not apply that year.
    func anchorDate(in year: Int) -> LocalDate? {
        guard years.contains(year) else { return nil }
        switch parity {
        case .even? where year % 2 != 0, .odd? where year % 2 == 0: return nil
        default: break
        }
        switch anchor {
        case let .fixed(month, day):
            let date = LocalDate(year: year, month: month, day: day)
            return date.isValidDate ? date : nil
        case let .easter(offset):
            return GregorianEaster.sunday(in: year).advanced(byDays: offset)
        case let .nthWeekday(month, weekday, nth, offset):
            return Self.nthWeekday(nth, weekday, month: month, year: year)?.advanced(byDays: offset)
        case let .weekdayOnOrAfter(month, day, weekday):
            let start = LocalDate(year: year, month: month, day: day)
            return start.advanced(byDays: (weekday - start.isoWeekdayNumber + 7) % 7)
        }
    }

    /// The `nth` (1-based, or −1 for last) `weekday` of `month` in `year`.
    static func nthWeekday(_ nth: Int, _ weekday: Int, month: Int, year: Int) -> LocalDate? {
        if nth > 0 {
            let first = LocalDate(year: year, month: month, day: 1)
            let date = first.advanced(byDays: (weekday - first.isoWeekdayNumber + 7) % 7 + 7 * (nth - 1))
            return date.month == month ? date : nil
        }
        let lastDay = LocalDate.gregorianDaysInMonth(month, year: year)
        let last = LocalDate(year: year, month: month, day: lastDay)
        let date = last.advanced(byDays: -((last.isoWeekdayNumber - weekday + 7) % 7) - 7 * (-nth - 1))
        return date.month == month ? date : nil
    }
}
