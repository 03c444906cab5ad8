// OpeningHours: parser and evaluator for the OSM `opening_hours` syntax.
//
// Specification: https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification
// Reference behaviour: opening_hours.js 3.14.0 (its test suite is our oracle).
//
// Supported: the whole grammar — rule separators `;`, `,` and `||`; years (`2024`, `2020-2025`,
// `2020+`, `2020-2030/2`); months and month ranges; dates and date ranges, also across the year
// end, with `easter` and day offsets; constrained weekdays in date ranges (`Jan Su[2]-Jan 15`);
// week numbers (`week 01-53/2`); weekdays, ranges and nth weekdays (`Su[1]`, `Mo[-1]`,
// `Fr[1-2]`, `Sa[-1] -2 days`); `PH` and `SH` with offsets (`PH +1 day`); times, ranges past
// midnight (`22:00-02:00`, `18:00-26:00`), open ends (`18:00+`), periodic ranges
// (`10:00-16:00/01:30`), points in time (collection_times); sun times with offsets
// (`(sunrise+01:00)-(sunset-00:30)`, dawn, dusk); modifiers `open`, `closed`, `off`, `unknown`;
// comments; `24/7`; and the lenient forms opening_hours.js accepts with a warning (`Mo-Fr 8-18`,
// `Mon-Fri`, `08.00`, `10am-6pm`, `to`, day names in other languages, …).
//
// Evaluates to unknown: `unknown` rules, comment-only rules, open ends (`18:00+`, as the
// reference does), `PH` where no public-holiday calendar exists for the country, `SH` where no
// school-holiday calendar is loaded for the region. Sun events without coordinates use the
// reference's fixed substitutes (dawn 05:30, sunrise 06:00, sunset 18:00, dusk 18:30).
//
// Evaluation is in wall-clock minutes of the given time zone: a day's rules are compiled once into
// a list of intervals (cached per local day), so `state(at:in:)` is a cache hit plus a short scan.

import Foundation

/// A parsed `opening_hours` value, ready to be evaluated at any instant and place.
///
/// ```swift
/// let schedule = try OpeningSchedule(parsing: "Mo-Fr 08:00-18:00; PH off")
/// let context = EvaluationContext(timeZone: berlin, country: "DE", region: "Baden-Württemberg")
/// let (state, _) = schedule.state(at: .now, in: context)
/// ```
public struct OpeningSchedule: Sendable {
    /// How time selectors are read (opening_hours.js's `mode`).
    public enum Mode: Sendable {
        /// Time ranges only (`opening_hours` and most keys).
        case timeRanges
        /// Points in time only (`12:00,15:00`).
        case pointsInTime
        /// Both (`collection_times`, `service_times`).
        case both
    }

    /// The value as given.
    public let value: String
    /// Forms accepted leniently (empty in strict mode, which throws instead).
    public let warnings: [OpeningHoursWarning]
    let rules: [CompiledRule]
    let cache: EvaluationCache
    /// True when some time selector uses sunrise, sunset, dawn or dusk: only then does an
    /// evaluation depend on the context's coordinates, so only then must places that share a
    /// time zone and country have contexts of their own.
    public let usesSunTimes: Bool

    /// Parses `value`.
    ///
    /// - Parameters:
    ///   - mode: time ranges, points in time or both (use `.both` for `collection_times`).
    ///   - strict: when true, every lenient reading is an error.
    ///   - country: ISO country code of the place, used only to read ambiguous day abbreviations
    ///     (Lithuanian `pn` is Friday, Polish `pn` Monday).
    /// - Throws: `OpeningHoursError` with the column and what was expected.
    public init(parsing value: String, mode: Mode = .timeRanges, strict: Bool = false, country: String? = nil) throws(OpeningHoursError) {
        if value.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0 == ";" }) {
            throw OpeningHoursError(column: 1, found: "end of input", expected: "at least one rule, e.g. Mo-Fr 08:00-18:00")
        }
        var tokenizer = Tokenizer(value, country: country)
        let tokenRules = try tokenizer.tokenize()
        var warnings = tokenizer.warnings
        var rules: [CompiledRule] = []
        let source = Array(value.unicodeScalars)
        let length = source.count
        for tokenRule in tokenRules {
            if tokenRule.tokens.isEmpty {
                warnings.append(OpeningHoursWarning(column: length, message: "empty rule (remove the extra \";\" or \"||\")"))
                continue
            }
            var parser = RuleParser(tokens: tokenRule.tokens, mode: mode, source: source)
            var start = 0
            repeat {
                if start >= parser.count { break }
                parser.draft = RuleDraft()
                let next = try parser.parseGroup(from: start)
                rules += Self.compile(parser.draft, fallback: tokenRule.isFallback, additional: start != 0)
                start = next ?? 0
            } while start != 0
            warnings += parser.warnings
        }
        if strict, let first = warnings.first {
            throw OpeningHoursError(column: first.column, found: Self.snippet(value, at: first.column),
                                    expected: "strict syntax (\(first.message))")
        }
        self.value = value
        self.warnings = strict ? [] : warnings
        self.rules = rules
        self.cache = EvaluationCache()
        self.usesSunTimes = rules.contains { $0.times.contains { $0.fromEvent != nil || $0.toEvent != nil } }
    }

    private static func snippet(_ value: String, at column: Int) -> String {
        let scalars = Array(value.unicodeScalars)
        guard column >= 1, column <= scalars.count else { return "end of input" }
        let end = min(scalars.count, column - 1 + 6)
        return String(String.UnicodeScalarView(scalars[(column - 1)..<end]))
    }

    /// Orders the selector buckets like opening_hours.js and adds the wrapped rule.
    static func compile(_ d: RuleDraft, fallback: Bool, additional: Bool) -> [CompiledRule] {
        var rule = CompiledRule()
        rule.dateGroups = [d.year, d.holiday, d.month, d.monthday, d.week, d.weekday].filter { !$0.isEmpty }
        rule.times = d.time
        rule.isOpen = d.isOpen
        rule.isUnknown = d.isUnknown
        rule.comment = d.comment
        rule.isFallback = fallback
        rule.isAdditional = additional
        rule.needsCalendar = rule.dateGroups.joined().contains {
            if case .publicHoliday = $0 { return true }
            if case .schoolHoliday = $0 { return true }
            return false
        }
        guard !d.wrapTime.isEmpty else { return [rule] }
        var wrapped = rule
        wrapped.times = d.wrapTime
        wrapped.isWrapped = true
        wrapped.isFallback = false
        wrapped.isAdditional = false
        return [rule, wrapped]
    }
}
