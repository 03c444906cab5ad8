import Foundation

/// Weekday and holiday selectors: `Mo-Fr`, `Su[1]`, `Sa[-1] -2 days`, `PH +1 day`, `SH,PH`.
extension RuleParser {
    /// `Mo`, `Mo-Fr`, `Su[1]`, `Sa[-1] -2 days`, `Mo,We`, and holidays inside the list.
    mutating func parseWeekdayRange(_ start: Int) throws(OpeningHoursError) -> ParseStop {
        var at = start
        while at < count {
            if match(at, .weekday, .char("[")) {
                var numbers: [Int] = []
                let end = try parseNumberList(at + 2) { from, to, pos throws(OpeningHoursError) in
                    guard from != 0, from >= -5, from <= 5, to != 0, to >= -5, to <= 5 else {
                        throw self.error(pos, "a number between -5 and 5 (not 0) inside [ ]")
                    }
                    guard from <= to else { throw self.error(pos, "a rising range like [1-2]") }
                    numbers += Array(from...to).filter { $0 != 0 }
                }
                guard isChar(end, "]") else { throw error(end, "\"]\" or more numbers") }
                let move = try moveDays(end + 1, max: 6)
                for n in numbers {
                    draft.weekday.append(.constrainedWeekday(weekday: tokens[at].int, nth: n, addDays: move.days))
                }
                at = end + 1 + move.tokens
            } else if match(at, .weekday) {
                let isRange = match(at + 1, .char("-"), .weekday)
                var from = tokens[at].int
                var to = isRange ? tokens[at + 2].int : from
                var inside = true
                if to < from { (from, to, inside) = (to + 1, from - 1, false) }
                draft.weekday.append(to < from ? .always : .weekdayRange(from: from, to: to, inside: inside))
                at += isRange ? 3 : 1
            } else if match(at, .holiday) {
                return try parseHoliday(at, pushToWeekday: true)
            } else if isChar(at - 1, ",") {
                throw error(at - 1, "another weekday or holiday after \",\" (an additional rule cannot start here)")
            } else {
                throw error(at, "a weekday (Mo…Su)")
            }
            if !isChar(at, ",") { break }
            at += 1
        }
        return .at(at)
    }

    /// `PH`, `SH`, `PH +1 day`, `SH,PH`, `PH,Sa`.
    mutating func parseHoliday(_ start: Int, pushToWeekday: Bool) throws(OpeningHoursError) -> ParseStop {
        var at = start
        while at < count {
            if match(at, .holiday) {
                let selector: DateSelector
                if tokens[at].text == "PH" {
                    let move = try moveDays(at + 1, max: 1)
                    selector = .publicHoliday(addDays: move.days)
                    at += 1 + move.tokens
                } else {
                    selector = .schoolHoliday
                    at += 1
                }
                if pushToWeekday { draft.weekday.append(selector) } else { draft.holiday.append(selector) }
            } else if match(at, .weekday) {
                return try parseWeekdayRange(at)
            } else if isChar(at - 1, ",") {
                throw error(at - 1, "another weekday or holiday after \",\" (an additional rule cannot start here)")
            } else {
                throw error(at, "PH or SH")
            }
            if !isChar(at, ",") { break }
            at += 1
        }
        return .at(at)
    }

    /// `+3 days`, `-1 day`: the day offset and how many tokens it used.
    func moveDays(_ at: Int, max: Int) throws(OpeningHoursError) -> (days: Int, tokens: Int) {
        let sign = isChar(at, "+") ? 1 : (isChar(at, "-") ? -1 : 0)
        guard sign != 0, match(at + 1, .number, .calcday) else { return (0, 0) }
        guard tokens[at + 1].int <= max else { throw error(at + 1, "a day offset of at most \(max) days") }
        return (sign * tokens[at + 1].int, 3)
    }

    /// `1,2,3-4,-1`: calls `body(from, to, position)` for each element.
    func parseNumberList(_ start: Int, _ body: (Int, Int, Int) throws(OpeningHoursError) -> Void) throws(OpeningHoursError) -> Int {
        var at = start
        while at < count {
            if match(at, .number, .char("-"), .number) {
                try body(tokens[at].int, tokens[at + 2].int, at); at += 3
            } else if match(at, .char("-"), .number) {
                try body(-tokens[at + 1].int, -tokens[at + 1].int, at); at += 2
            } else if match(at, .number) {
                try body(tokens[at].int, tokens[at].int, at); at += 1
            } else {
                throw error(at, "a number like 1 or -1")
            }
            if !isChar(at, ",") { break }
            at += 1
        }
        return at
    }
}
