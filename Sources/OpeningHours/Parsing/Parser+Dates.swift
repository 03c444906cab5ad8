import Foundation

/// Wide-range selectors: years, weeks, months, monthdays, date ranges and `easter`.
extension RuleParser {
    /// `2024`, `2020-2025`, `2020+`, `2020-2030/2`, `2055/2`.
    mutating func parseYearRange(_ start: Int) throws(OpeningHoursError) -> Int {
        var at = start
        while at < count {
            guard match(at, .year) else {
                if isChar(at - 1, ",") { throw error(at - 1, "another year after \",\" (an additional rule cannot start here)") }
                throw error(at, "a year like 2024")
            }
            let from = tokens[at].int
            var to: Int?
            var period: Int?
            var used = 1
            if match(at + 1, .char("-"), .year, .char("/"), .number) {
                to = tokens[at + 2].int; period = tokens[at + 4].int; used = 5
            } else if match(at + 1, .char("-"), .year) {
                to = tokens[at + 2].int; used = 3
            } else if match(at + 1, .char("/"), .number) {
                period = tokens[at + 2].int; used = 3
            } else if isChar(at + 1, "+") {
                period = 1; used = 2
            }
            if let to, to <= from { throw error(at, "a rising year range like 2020-2025") }
            if period == 0 { throw error(at + used - 1, "a period greater than zero") }
            draft.year.append(.years(from: from, to: to, period: period))
            at += used
            if !isChar(at, ",") { break }
            at += 1
        }
        return at
    }

    /// `week 01-53/2`, `week 01,03`.
    mutating func parseWeekRange(_ start: Int) throws(OpeningHoursError) -> Int {
        var at = start
        while at < count {
            if match(at, .week) { at += 1 }
            guard match(at, .number) else {
                throw error(at, "a week number like 01 or a range like 01-53/2")
            }
            let isRange = match(at + 1, .char("-"), .number)
            let from = tokens[at].int
            let to = isRange ? tokens[at + 2].int : from
            var period: Int?
            if from > to { throw error(at + 2, "a rising week range") }
            if from < 1 { throw error(at, "a week number of at least 1") }
            if to > 53 { throw error(isRange ? at + 2 : at, "a week number of at most 53") }
            if isRange, match(at + 3, .char("/"), .number) {
                period = tokens[at + 4].int
                if (period ?? 0) < 2 || (period ?? 0) > 26 { throw error(at + 4, "a week period between 2 and 26") }
            }
            draft.week.append(period == nil && from == 1 && to == 53 ? .always : .weeks(from: from, to: to, period: period))
            at += 1 + (isRange ? 2 : 0) + (period != nil ? 2 : 0)
            if !isChar(at, ",") { break }
            at += 1
        }
        return at
    }

    /// `Jan`, `Nov-Feb`, `Jan,Feb`; hands `Jan 01` over to the monthday parser.
    mutating func parseMonthRange(_ start: Int, pushToMonthday: Bool) throws(OpeningHoursError) -> Int {
        var at = start
        while at < count {
            if match(at, .month, .number) && !match(at + 2, .timesep, .number) {
                return try parseMonthdayRange(at, pushToMonth: true)
            }
            guard match(at, .month) else { throw error(at, "a month (Jan…Dec)") }
            let isRange = match(at + 1, .char("-"), .month)
            var from = tokens[at].int
            var to = isRange ? tokens[at + 2].int : from
            var inside = true
            if to < from { (from, to, inside) = (to + 1, from - 1, false) }
            let selector: DateSelector = to < from ? (inside ? .always : .always) : .monthRange(from: from, to: to, inside: inside)
            if pushToMonthday { draft.monthday.append(selector) } else { draft.month.append(selector) }
            at += isRange ? 3 : 1
            if !isChar(at, ",") { break }
            at += 1
        }
        return at
    }

    func checkDate(month: Int, day: Int, at: Int) throws(OpeningHoursError) {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        if day < 1 || day > 31 || ([3, 5, 8, 10].contains(month) && day == 31) || (month == 1 && day >= 30) {
            throw error(at, "a day that exists in \(names[month])")
        }
    }

    /// `Su[2]` inside a monthday range: the constraint and the position after `]`.
    func constrainedWeekday(_ at: Int) throws(OpeningHoursError) -> (nth: Int, next: Int) {
        var nth = 0
        let end = try parseNumberList(at) { from, to, pos throws(OpeningHoursError) in
            guard from != 0, from >= -5, from <= 5 else { throw self.error(pos, "a number between -5 and 5 (not 0) inside [ ]") }
            guard from == to, nth == 0 else { throw self.error(pos, "a single weekday constraint like [2] in a date range") }
            nth = from
        }
        guard isChar(end, "]") else { throw error(end, "\"]\"") }
        return (nth, end + 1)
    }
}
