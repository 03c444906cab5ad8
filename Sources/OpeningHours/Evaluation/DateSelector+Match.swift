import Foundation

extension DateSelector {
    /// Whether the selector matches local day `day` (opening_hours.js semantics, including its
    /// exclusive end for date ranges ending in `easter` or a constrained weekday).
    func match(_ day: CivilDay, in context: EvaluationContext) -> DayMatch {
        if let quick = matchWithoutDate(day, in: context) { return quick }
        let (y, m, d) = day.ymd
        switch self {
        case let .monthRange(from, to, inside):
            return ((from...to).contains(m - 1) == inside) ? .yes : .no
        case let .dateRange(fromEnd, toEnd):
            return Self.matchRange(day, year: y, from: fromEnd, to: toEnd) ? .yes : .no
        case let .event(year, addDays):
            let event = Easter.sunday(year: year ?? y).adding(addDays)
            if day < event { return .no }
            let e = event.ymd
            return (e.month == m && e.day == d) ? .yes : .no
        case let .monthdays(year, month, fromDay, toDay, isRange, period):
            return Self.matchMonthdays(day, y: y, year: year, month: month, fromDay: fromDay, toDay: toDay,
                                       isRange: isRange, period: period) ? .yes : .no
        case let .years(from, to, period):
            if y < from { return .no }
            if let to, y > to { return .no }
            if let period { return (y - from) % period == 0 ? .yes : .no }
            return (to != nil || y == from) ? .yes : .no
        case .always, .weekdayRange, .constrainedWeekday, .publicHoliday, .schoolHoliday, .weeks:
            return .no // answered by matchWithoutDate
        }
    }

    /// Selectors that need no year, month and day of month.
    private func matchWithoutDate(_ day: CivilDay, in context: EvaluationContext) -> DayMatch? {
        switch self {
        case .always:
            return .yes
        case let .weekdayRange(from, to, inside):
            return ((from...to).contains(day.weekday) == inside) ? .yes : .no
        case let .constrainedWeekday(weekday, nth, addDays):
            let target = day.adding(-addDays)
            let t = target.ymd
            return Self.nthWeekday(year: t.year, month: t.month, weekday: weekday, nth: nth) == target ? .yes : .no
        case let .publicHoliday(addDays):
            guard let calendar = context.holidays else { return DayMatch(answer: .unknown) }
            guard let name = context.calendarCache.publicHoliday(on: day.adding(-addDays), calendar: calendar) else { return .no }
            let prefix = addDays > 0 ? "Day after " : (addDays < 0 ? "Day before " : "")
            return DayMatch(answer: .yes, name: prefix + name)
        case .schoolHoliday:
            guard let calendar = context.holidays else { return DayMatch(answer: .unknown) }
            let lookup = context.calendarCache.schoolHoliday(on: day, calendar: calendar)
            guard lookup.isLoaded else { return DayMatch(answer: .unknown) }
            return lookup.name.map { DayMatch(answer: .yes, name: $0) } ?? .no
        case let .weeks(from, to, period):
            let w = day.isoWeek
            guard w >= from, w <= to else { return .no }
            if let period { return (w - from) % period == 0 ? .yes : .no }
            return .yes
        default:
            return nil
        }
    }

    /// The `nth` (1…5 or -1…-5) `weekday` of a month, or nil when that month has none.
    static func nthWeekday(year: Int, month: Int, weekday: Int, nth: Int) -> CivilDay? {
        let day = nthWeekdayUnchecked(year: year, month: month, weekday: weekday, nth: nth)
        return day.ymd.month == month ? day : nil
    }

    /// opening_hours.js's `getDateForConstrainedWeekday`: may fall outside the month.
    static func nthWeekdayUnchecked(year: Int, month: Int, weekday: Int, nth: Int) -> CivilDay {
        let base = CivilDay(year: year, month: month + (nth > 0 ? 0 : 1), day: 1)
        let delta = CivilDay.floorMod(weekday - base.weekday, 7)
        return base.adding(delta + (nth + (nth > 0 ? -1 : 0)) * 7)
    }

    private static func endpointDay(_ e: DateEndpoint, year y: Int, isEnd: Bool) -> CivilDay {
        let year = e.year ?? y
        switch e.kind {
        case let .date(month, day):
            return CivilDay(year: year, month: month + 1, day: day + (isEnd ? 1 : 0))
        case let .easter(addDays):
            return Easter.sunday(year: year).adding(addDays)
        case let .constrained(month, weekday, nth, addDays):
            // The reference treats a constrained weekday as the last day of the range, inclusive.
            return nthWeekdayUnchecked(year: year, month: month + 1, weekday: weekday, nth: nth).adding(addDays + (isEnd ? 1 : 0))
        }
    }

    private static func matchRange(_ day: CivilDay, year y: Int, from: DateEndpoint, to: DateEndpoint) -> Bool {
        var start = endpointDay(from, year: y, isEnd: false)
        var end = endpointDay(to, year: y, isEnd: true)
        var inside = true
        if end < start { (start, end, inside) = (end, start, false) }
        if day < start { return !inside }
        if day < end { return inside }
        return !inside
    }

    private static func matchMonthdays(_ day: CivilDay, y: Int, year: Int?, month: Int, fromDay: Int, toDay: Int,
                                       isRange: Bool, period: Int?) -> Bool {
        let yr = year ?? y
        let start = CivilDay(year: yr, month: month + 1, day: fromDay)
        if month == 1 && start.ymd.day != fromDay { return false }
        let end = CivilDay(year: yr, month: month + 1, day: toDay)
        if month == 1 && isRange && end.ymd.day != toDay { return false }
        guard day >= start, day < end else { return false }
        guard let period else { return true }
        return (day.number - start.number) % period == 0
    }
}
