import Foundation

/// Compact constructors and modifiers so that holiday tables read as data.
extension HolidayRule {
    /// A holiday on the same month and day every year.
    static func fixed(_ month: Int, _ day: Int, _ name: String) -> HolidayRule {
        HolidayRule(name: name, anchor: .fixed(month: month, day: day))
    }

    /// A holiday `offset` days from Western Easter Sunday.
    static func easter(_ offset: Int, _ name: String) -> HolidayRule {
        HolidayRule(name: name, anchor: .easter(offset: offset))
    }

    /// The `nth` `weekday` of `month` (−1 = last), plus `offset` days.
    static func nth(_ nth: Int, _ weekday: HolidayWeekday, of month: Int, plus offset: Int = 0, _ name: String) -> HolidayRule {
        HolidayRule(name: name, anchor: .nthWeekday(month: month, weekday: weekday.rawValue, nth: nth, offset: offset))
    }

    /// The first `weekday` on or after `month`/`day`.
    static func first(_ weekday: HolidayWeekday, onOrAfter month: Int, _ day: Int, _ name: String) -> HolidayRule {
        HolidayRule(name: name, anchor: .weekdayOnOrAfter(month: month, day: day, weekday: weekday.rawValue))
    }

    /// Limits the holiday to the given region codes.
    func only(_ codes: String...) -> HolidayRule {
        var copy = self
        copy.regions = Set(codes)
        return copy
    }

    /// Limits the holiday to the space-separated region codes in `list` ("BW BY ST").
    func only(codes list: String) -> HolidayRule {
        var copy = self
        copy.regions = Set(list.split(separator: " ").map(String.init))
        return copy
    }

    /// Limits the holiday to the given years.
    func years(_ range: ClosedRange<Int>) -> HolidayRule {
        var copy = self
        copy.years = range
        return copy
    }

    /// Limits the holiday to the years from `range.lowerBound` on.
    func years(_ range: PartialRangeFrom<Int>) -> HolidayRule {
        years(range.lowerBound...Int.max)
    }

    /// Limits the holiday to even or odd years.
    func parity(_ parity: YearParity) -> HolidayRule {
        var copy = self
        copy.parity = parity
        return copy
    }

    /// Moves the holiday when it falls on a weekday listed in `move`.
    func shift(_ move: WeekdayMove) -> HolidayRule {
        var copy = self
        copy.weekend = .shift(move)
        return copy
    }

    /// Adds a substitute day off when the holiday falls on a weekday listed in `move`.
    func substitute(_ move: WeekdayMove, name: String? = nil) -> HolidayRule {
        var copy = self
        copy.weekend = .substitute(move, name: name)
        return copy
    }
}

/// ISO weekdays, for readable tables.
enum HolidayWeekday: Int, Sendable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}
