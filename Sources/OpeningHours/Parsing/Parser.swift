import Foundation

/// One rule as the evaluator sees it: date selector groups (AND of groups, OR within a group),
/// time selectors, the modifier and the rule's kind. A time range past midnight also produces a
/// `wrapped` rule that applies the part after midnight on the following day.
struct CompiledRule: Sendable {
    var dateGroups: [[DateSelector]] = []
    var times: [TimeSelector] = []
    var isOpen = true
    var isUnknown = false
    var comment: String?
    var isAdditional = false
    var isFallback = false
    var isWrapped = false
    /// True when some selector needs public-holiday, school-holiday or sun data.
    var needsCalendar = false
}

/// The selectors gathered while parsing one rule, in opening_hours.js's buckets.
struct RuleDraft {
    var time: [TimeSelector] = []
    var wrapTime: [TimeSelector] = []
    var weekday: [DateSelector] = []
    var holiday: [DateSelector] = []
    var week: [DateSelector] = []
    var month: [DateSelector] = []
    var monthday: [DateSelector] = []
    var year: [DateSelector] = []
    var isOpen = true
    var isUnknown = false
    var comment: String?
}

/// Where a sub-parser stopped: at a token, or before an additional rule that starts at a token.
enum ParseStop { case at(Int), additional(Int) }

/// Recursive-descent parser for one rule's tokens, a port of opening_hours.js 3.14.0's
/// `parseGroup` and its sub-parsers (see the specification,
/// https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
struct RuleParser {
    var tokens: [Token]
    let mode: OpeningSchedule.Mode
    let source: [Unicode.Scalar]
    var valueLength: Int { source.count }
    var draft = RuleDraft()
    var warnings: [OpeningHoursWarning] = []

    var count: Int { tokens.count }

    func kind(_ at: Int) -> TokenKind? { at >= 0 && at < count ? tokens[at].kind : nil }
    func isChar(_ at: Int, _ c: Character) -> Bool { kind(at) == .char(c) }

    /// opening_hours.js's `matchTokens`: the token classes starting at `at`.
    func match(_ at: Int, _ kinds: TokenKind...) -> Bool {
        guard at >= 0, at + kinds.count <= count else { return false }
        for (i, k) in kinds.enumerated() where tokens[at + i].kind != k { return false }
        return true
    }

    static let expectedSelector = "a weekday (Mo…Su), a month (Jan…Dec), PH, SH, a time like 08:00, open, off, unknown or a comment"

    func error(_ at: Int, _ expected: String) -> OpeningHoursError {
        guard at >= 0, at < count else {
            return OpeningHoursError(column: valueLength + 1, found: "end of input", expected: expected)
        }
        let token = tokens[at]
        if case .char(let c) = token.kind, c.isLetter, token.column >= 1, token.column <= source.count {
            // Show the whole unknown word ("Mx"), not just its first letter.
            let word = source[(token.column - 1)...].prefix { Tokenizer.isWordScalar($0) }
            if !word.isEmpty {
                return OpeningHoursError(column: token.column, found: String(String.UnicodeScalarView(word)), expected: expected)
            }
        }
        return OpeningHoursError(column: token.column, found: token.display, expected: expected)
    }

    mutating func warn(_ at: Int, _ message: String) {
        let column = at >= 0 && at < count ? tokens[at].column : valueLength
        warnings.append(OpeningHoursWarning(column: column, message: message))
    }

    /// Parses one rule starting at `start`; returns the start of an additional rule, if any.
    mutating func parseGroup(from start: Int) throws(OpeningHoursError) -> Int? {
        var at = start
        var modifierGiven = false
        var lastTimeEnd: Int?
        while at < count {
            let stop: ParseStop
            if isTimeStart(at) {
                stop = try parseTimeRange(at, extended: .none)
                if case .at(let end) = stop { lastTimeEnd = end }
            } else if let modifier = parseModifier(at, modifierGiven: &modifierGiven) {
                stop = modifier
            } else if kind(at) == .timesep, at != 0, at != count - 1, lastTimeEnd == nil {
                stop = .at(at + 1) // a colon "for readability" (`Mo-Fr: 08:00-18:00`)
            } else {
                stop = try parseDateSelector(at)
            }
            switch stop {
            case .additional(let next):
                tokens[next - 1].kind = .ruleSeparator
                return next
            case .at(let next):
                guard next > at else { throw error(at, "a selector, a modifier or a comment") }
                if let end = lastTimeEnd, end != next { lastTimeEnd = nil }
                at = next
            }
        }
        return nil
    }

    /// `open`, `closed`, `off`, `unknown`, a comment, or a stray rule separator.
    private mutating func parseModifier(_ at: Int, modifierGiven: inout Bool) -> ParseStop? {
        switch tokens[at].kind {
        case .state:
            let word = tokens[at].text
            draft.isOpen = word == "open"
            draft.isUnknown = word == "unknown"
        case .comment:
            draft.comment = tokens[at].text
            // A comment without a modifier makes the rule unknown.
            if !modifierGiven { draft.isOpen = false; draft.isUnknown = true }
        case .ruleSeparator where at == 0 || at == count - 1:
            return .at(at + 1)
        default:
            return nil
        }
        modifierGiven = true
        return isChar(at + 1, ",") ? .additional(at + 2) : .at(at + 1)
    }

    /// Weekdays, holidays, years, months, dates, weeks and `24/7`.
    private mutating func parseDateSelector(_ at: Int) throws(OpeningHoursError) -> ParseStop {
        switch tokens[at].kind {
        case .weekday:
            return try parseWeekdayRange(at)
        case .always:
            draft.time.append(TimeSelector(kind: .always, from: 0, to: 1440))
            return .at(at + 1)
        case .holiday:
            return try parseHoliday(at, pushToWeekday: isChar(at + 1, ","))
        case .month where match(at, .month, .number) || match(at, .month, .weekday),
             .year where match(at, .year, .month, .number) || match(at, .year, .event),
             .event:
            return .at(try parseMonthdayRange(at, pushToMonth: false))
        case .year:
            return .at(try parseYearRange(at))
        case .month:
            return .at(try parseMonthRange(at, pushToMonthday: false))
        case .week:
            return .at(try parseWeekRange(at))
        default:
            throw error(at, Self.expectedSelector)
        }
    }

    func isTimeStart(_ at: Int) -> Bool {
        match(at, .number, .timesep) || match(at, .timevar) || match(at, .char("("), .timevar)
            || match(at, .number, .char("-"))
    }
}
