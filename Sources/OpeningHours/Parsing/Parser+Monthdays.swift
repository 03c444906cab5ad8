import Foundation

/// `Jan 01`, `Dec 24-26`, `Jan 01-31/8`, `Jan 23-Feb 12`, `2013 Dec 31-2014 Jan 02`, `easter`,
/// `easter -2 days-easter +2 days`, `Jan Su[2]-Jan 15`, as opening_hours.js parses them.
extension RuleParser {
    /// One parsed endpoint and the token position after it.
    private func endpoint(_ at: Int, year: Int?, maxEventOffset: Int) throws(OpeningHoursError) -> (DateEndpoint, Int)? {
        if match(at, .month, .number), !isClockTime(at + 1) {
            try checkDate(month: tokens[at].int, day: tokens[at + 1].int, at: at + 1)
            return (DateEndpoint(year: year, kind: .date(month: tokens[at].int, day: tokens[at + 1].int)), at + 2)
        }
        if match(at, .event) {
            let move = try moveDays(at + 1, max: maxEventOffset)
            return (DateEndpoint(year: year, kind: .easter(addDays: move.days)), at + 1 + move.tokens)
        }
        // Only a single constraint (`Su[2]`) ends a range; `Nov Mo[1-2]` is a month and weekdays.
        if match(at, .month, .weekday, .char("[")), match(at + 3, .number, .char("]")) || match(at + 3, .char("-"), .number, .char("]")) {
            let c = try constrainedWeekday(at + 3)
            let move = try moveDays(c.next, max: 6)
            let kind = DateEndpoint.Kind.constrained(month: tokens[at].int, weekday: tokens[at + 1].int, nth: c.nth, addDays: move.days)
            return (DateEndpoint(year: year, kind: kind), c.next + move.tokens)
        }
        return nil
    }

    /// Whether the number at `at` starts a clock time written tight (`00:00`), as in
    /// `Jan 31-Feb 01,Aug 00:00-24:00`: a month and a time, not the 0th of August. A colon
    /// with a space after it (`Feb 12: 00:00-24:00`) only sets the date apart.
    func isClockTime(_ at: Int) -> Bool {
        guard match(at, .number, .timesep, .number) else { return false }
        let number = tokens[at], colon = tokens[at + 1], minutes = tokens[at + 2]
        return colon.column == number.column + max(1, number.digits) && minutes.column == colon.column + 1
    }

    mutating func parseMonthdayRange(_ start: Int, pushToMonth: Bool) throws(OpeningHoursError) -> Int {
        var at = start
        while at < count {
            let hasYear = match(at, .year)
            let year = hasYear ? tokens[at].int : nil
            let first = try endpoint(at + (hasYear ? 1 : 0), year: year, maxEventOffset: 200)
            if let (from, afterFrom) = first, isChar(afterFrom, "-") {
                let hasYear2 = match(afterFrom + 1, .year)
                // The reference rejects `2025 Mar 28-Apr 16` (year only on the start); the
                // specification allows it, and then the end is in the same year.
                let year2 = hasYear2 ? tokens[afterFrom + 1].int : year
                if hasYear == hasYear2 || (hasYear && match(afterFrom + 1, .month, .number)),
                   let (to, afterTo) = try endpoint(afterFrom + 1 + (hasYear2 ? 1 : 0), year: year2, maxEventOffset: 366) {
                    append(.dateRange(from: from, to: to), pushToMonth: pushToMonth)
                    at = afterTo
                    if !isChar(at, ",") { break }
                    at += 1
                    continue
                }
            }
            if match(at + (hasYear ? 1 : 0), .month, .number) {
                switch try parseMonthdays(at, hasYear: hasYear, pushToMonth: pushToMonth) {
                case .at(let next): at = next
                case .additional(let next): return next
                }
            } else if match(at + (hasYear ? 1 : 0), .event), case .some(let (ep, next)) = first, case .easter(let add) = ep.kind {
                append(.event(year: year, addDays: add), pushToMonth: pushToMonth)
                at = next
            } else if first != nil || match(at, .month, .weekday) {
                at = try parseMonthRange(at, pushToMonthday: false)
            } else if match(at, .month) {
                return try parseMonthRange(at, pushToMonthday: true)
            } else {
                return at
            }
            if !isChar(at, ",") { break }
            at += 1
        }
        return at
    }

    private mutating func append(_ selector: DateSelector, pushToMonth: Bool) {
        if pushToMonth { draft.month.append(selector) } else { draft.monthday.append(selector) }
    }

    /// `Jan 26-31`, `Jan 01,15`, `Dec 19-23/2`; `.additional(at)` signals `Apr 08:00` (a month
    /// followed by a time), which is parsed as a month range.
    private mutating func parseMonthdays(_ start: Int, hasYear: Bool, pushToMonth: Bool) throws(OpeningHoursError) -> ParseStop {
        var at = start
        let y = hasYear ? 1 : 0
        let year = hasYear ? tokens[at].int : nil
        let month = tokens[at + y].int
        var firstRound = true
        repeat {
            // In later rounds `at` is the "," before the next day number.
            let y = firstRound ? y : 0
            let fromDay = tokens[at + 1 + y].int
            let isRange = match(at + 2 + y, .char("-"), .number)
            let toDay = tokens[at + y + (isRange ? 3 : 1)].int
            var period: Int?
            if isRange, match(at + y + 4, .char("/"), .number) {
                period = tokens[at + y + 5].int
                if period == 0 { throw error(at + y + 5, "a period greater than zero") }
            }
            if firstRound {
                let sep = at + y + 1 + (isRange ? 2 : 0) + (period != nil ? 2 : 0) + (isRange || period != nil ? 0 : 1)
                if match(sep, .timesep, .number), isChar(sep + 2, "+") || isChar(sep + 2, "-") || mode != .timeRanges {
                    // `2025 Aug 10:00-12:00`: the year is a selector of its own, then the month.
                    if let year { draft.year.append(.years(from: year, to: nil, period: nil)) }
                    return .additional(try parseMonthRange(at + y, pushToMonthday: true))
                }
            }
            if toDay < fromDay { throw error(at + y + 3, "a rising day range like 01-15") }
            try checkDate(month: month, day: fromDay, at: at + 1 + y)
            try checkDate(month: month, day: toDay, at: at + y + (isRange ? 3 : 1))
            append(.monthdays(year: year, month: month, fromDay: fromDay, toDay: toDay + 1, isRange: isRange, period: period),
                   pushToMonth: pushToMonth)
            at += 2 + y + (isRange ? 2 : 0) + (period != nil ? 2 : 0)
            firstRound = false
        } while match(at, .char(","), .number)
        return .at(at)
    }
}
