import Foundation

/// Time selectors: `10:00-12:00`, `22:00-02:00`, `18:00+`, `10:00-16:00/01:30`, `sunrise-sunset`,
/// `(sunrise+01:00)-(sunset-00:30)`, points in time, and the lenient `10-12`.
extension RuleParser {
    /// How an open end continues a range (`13:00-17:00+`): not at all, on the same day, or
    /// after a range that already wrapped past midnight.
    enum OpenEndContinuation { case none, sameDay, nextDay }

    /// Sun events where no coordinates are known, as opening_hours.js substitutes them.
    static func fallbackMinutes(_ event: SunEvent) -> Int {
        switch event {
        case .dawn: return 330
        case .sunrise: return 360
        case .sunset: return 1080
        case .dusk: return 1110
        }
    }

    func minutes(_ at: Int) throws(OpeningHoursError) -> Int {
        guard tokens[at + 2].int <= 59 else { throw error(at + 2, "minutes between 00 and 59") }
        return tokens[at].int * 60 + tokens[at + 2].int
    }

    /// `(sunrise+01:00)`: the offset in minutes.
    func sunOffset(_ at: Int) throws(OpeningHoursError) -> Int {
        guard isChar(at + 2, "+") || isChar(at + 2, "-") else { throw error(at + 2, "\"+\" or \"-\" in a calculation like (sunrise+01:00)") }
        guard match(at + 3, .number, .timesep, .number) else { throw error(at + 3, "a time like 01:00 in a calculation like (sunrise+01:00)") }
        guard isChar(at + 6, ")") else { throw error(at + 6, "\")\" closing a calculation like (sunrise+01:00)") }
        return try minutes(at + 3) * (isChar(at + 2, "+") ? 1 : -1)
    }

    /// One end of a range: a fixed time or a sun event with optional offset.
    struct TimeEnd { var minutes: Int; var event: SunEvent?; var offset: Int; var isFixed: Bool; var width: Int }

    func timeEnd(_ at: Int) throws(OpeningHoursError) -> TimeEnd? {
        if match(at, .number, .timesep, .number) {
            return TimeEnd(minutes: try minutes(at), event: nil, offset: 0, isFixed: true, width: 3)
        }
        let calc = match(at, .char("("), .timevar)
        guard calc || match(at, .timevar), let event = SunEvent(rawValue: tokens[at + (calc ? 1 : 0)].text) else { return nil }
        let offset = calc ? try sunOffset(at) : 0
        return TimeEnd(minutes: Self.fallbackMinutes(event) + offset, event: event, offset: offset, isFixed: false, width: calc ? 7 : 1)
    }

    mutating func parseTimeRange(_ start: Int, extended: OpenEndContinuation) throws(OpeningHoursError) -> ParseStop {
        var at = start
        while at < count {
            if let begin = try timeEnd(at) {
                at = try parseTimeSpan(at, begin: begin, extended: extended)
            } else if match(at, .number, .char("-"), .number) {
                try parseHoursOnly(at)
                at += 3
            } else {
                if isChar(at, "(") { throw error(at, "a sun event (sunrise, sunset, dawn, dusk) after \"(\"") }
                if match(at, .number, .timesep) { throw error(at + 1, "minutes after \":\"") }
                if match(at, .number) { throw error(at + 1, "a time separator \":\" like 08:00") }
                return .additional(at)
            }
            if !isChar(at, ",") { break }
            if at + 1 >= count { warn(at, "the value ends with \",\"") }
            at += 1
        }
        return .at(at)
    }

    /// Warns about `8:00` or `08:0` (the specification wants two digits each).
    private mutating func checkDigits(_ at: Int) {
        for i in [at, at + 2] where i < count && tokens[i].kind == .number && tokens[i].digits != 0 && tokens[i].digits != 2 {
            warn(i, "write hours and minutes with two digits, like 08:00")
            return
        }
    }

    /// `08:00-12:00`, `sunrise-(sunset-01:00)`, `17:00+`, `12:00` (point), `/01:30` periods.
    private mutating func parseTimeSpan(_ at: Int, begin: TimeEnd, extended: OpenEndContinuation) throws(OpeningHoursError) -> Int {
        if begin.isFixed && extended == .none { checkDigits(at) }
        var span = Span(begin: begin)
        let afterDash = at + begin.width + 1
        try parseEnd(&span, afterDash: afterDash, extended: extended)
        var next = afterDash + (span.isPoint ? -1 : (span.end?.width ?? (span.isOpenEnd ? 0 : 1)))
        if match(next, .char("/"), .number) {
            next = try parsePeriod(&span, at: next)
        } else if isChar(next, "+") {
            // `13:00-17:00+`: an open end from the end time on, parsed (and stored) first.
            _ = try parseTimeRange(afterDash, extended: span.to < span.from ? .nextDay : .sameDay)
            next += 1
        } else if mode == .pointsInTime && !span.isPoint {
            throw error(afterDash, "a point in time like 12:00 (time ranges are not allowed in points-in-time mode)")
        }
        if extended == .none && span.from >= 1440 { throw error(at, "a start time before 24:00") }
        if span.to < span.from || (begin.isFixed && (span.end?.isFixed ?? false) && span.from == span.to) { span.to += 1440 }
        if span.to > 2880 { throw error(afterDash, "an end time at most 48:00 (a range may span one midnight)") }
        appendTimeSelector(span)
        return next
    }

    /// A time span while it is being parsed.
    struct Span {
        var begin: TimeEnd
        var end: TimeEnd?
        var from: Int
        var to = 0
        var isPoint = false, isOpenEnd = false
        var period: Int?
        init(begin: TimeEnd) { self.begin = begin; from = begin.minutes }
    }

    /// What follows the start: `-` and an end, `+` (open end), or nothing (a point in time).
    private mutating func parseEnd(_ span: inout Span, afterDash: Int, extended: OpenEndContinuation) throws(OpeningHoursError) {
        if !isChar(afterDash - 1, "-") {
            if isChar(afterDash - 1, "+") {
                span.isOpenEnd = true
            } else if mode == .timeRanges {
                throw error(afterDash - 1, "\"-\" and an end time (a point in time like 12:00 is only allowed for collection_times and similar keys)")
            } else {
                span.to = span.from + 1
                span.isPoint = true
            }
        }
        if span.isOpenEnd {
            // The reference guesses the closing time of an open end.
            if extended == .nextDay { span.from += 1440 }
            span.to = span.from >= 22 * 60 ? span.from + 8 * 60 : (span.from >= 17 * 60 ? span.from + 10 * 60 : 1440)
        } else if !span.isPoint {
            guard let e = try timeEnd(afterDash) else {
                throw error(afterDash < count ? afterDash : afterDash - 1, "an end time like 18:00 or a sun event after \"-\"")
            }
            span.end = e
            span.to = e.minutes
            if e.isFixed { checkDigits(afterDash) }
        }
    }

    /// `/90` or `/01:30` after a range; returns the position after it.
    private func parsePeriod(_ span: inout Span, at: Int) throws(OpeningHoursError) -> Int {
        var next = at
        if match(next + 2, .timesep, .number) {
            span.period = try minutes(next + 1); next += 4
        } else {
            span.period = tokens[next + 1].int; next += 2
            if match(next, .timesep) { throw error(next, "a period in minutes like /90 or as a time like /01:30") }
        }
        if mode == .timeRanges { throw error(next - 1, "no period (periodic times like /01:30 are only allowed for collection_times and similar keys)") }
        guard (span.period ?? 0) > 0 else { throw error(next - 1, "a period greater than zero") }
        span.isPoint = true
        return next
    }

    private mutating func appendTimeSelector(_ span: Span) {
        var selector = TimeSelector(kind: .normal, from: span.from, to: span.to, fromEvent: span.begin.event,
                                    toEvent: span.end?.event, fromOffset: span.begin.offset, toOffset: span.end?.offset ?? 0,
                                    isOpenEnd: span.isOpenEnd, isPoint: span.isPoint, period: span.period)
        if span.from == 0 && span.to == 1440 {
            draft.time.append(TimeSelector(kind: .always, from: 0, to: 1440))
        } else if span.to > 1440 {
            selector.kind = .wrapFirst
            draft.time.append(selector)
            selector.kind = .wrapSecond
            selector.to = span.to - 1440
            draft.wrapTime.append(selector)
        } else {
            draft.time.append(selector)
        }
    }

    /// `10-12` (lenient: hours without minutes).
    private mutating func parseHoursOnly(_ at: Int) throws(OpeningHoursError) {
        let from = tokens[at].int * 60
        var to = tokens[at + 2].int * 60
        func pad(_ h: Int) -> String { h < 10 ? "0\(h)" : "\(h)" }
        warn(at, "write times with minutes: \(pad(tokens[at].int)):00-\(pad(tokens[at + 2].int)):00")
        if from >= 1440 { throw error(at, "an hour before 24") }
        if to < from { to += 1440 }
        if to > 2880 { throw error(at + 2, "an end hour at most 48") }
        let selector = TimeSelector(kind: to > 1440 ? .wrapFirst : .normal, from: from, to: to)
        draft.time.append(selector)
        if to > 1440 {
            draft.wrapTime.append(TimeSelector(kind: .wrapSecond, from: from, to: to - 1440))
        }
    }
}
