import Foundation
@testable import OpeningHours

/// Builds grammar-valid `opening_hours` values from a seed, bounded in size (at most four rules,
/// each with at most one selector of every kind).
///
/// Every value follows the specification's strict grammar
/// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification): rules of year, month-day
/// (with ranges across the year end, constrained weekdays with offsets, `easter`), week, weekday
/// (`[n]`, offsets, `PH`, `SH`) and time selectors (overnight ranges, open ends, sun events with
/// offsets), a modifier and a comment, joined by `;`, `,` or `||`. Clock times are multiples of 15
/// minutes, so a state can only change at a quarter hour (or a daylight-saving transition): the
/// property tests scan those instants. `minutes` collects the minutes of day the value names (and
/// the guessed ends of open ranges), where changes happen, for a cheap scan of far days.
struct GrammarGenerator {
    var rng: FuzzTests.SeededGenerator
    /// Minutes of day at which the last value's state may change (always contains 0).
    private(set) var minutes: Set<Int> = [0]
    /// How the last value is read: a fifth are `collection_times`-like (points in time and
    /// periodic ranges, each point lasting one minute), the rest time ranges.
    private(set) var mode = OpeningSchedule.Mode.timeRanges

    init(seed: UInt64) { rng = FuzzTests.SeededGenerator(state: seed) }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let monthLengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// A day offset such as ` +2 days` or ` -1 day`, or nothing.
    private mutating func offset(max: Int) -> String {
        guard chance(40) else { return "" }
        let n = int(1...max)
        return " \(chance(50) ? "+" : "-")\(n) \(n == 1 ? "day" : "days")"
    }

    /// A month-day endpoint: `Dec 25`, `Dec Su[-1] +2 days` or `easter -2 days`.
    private mutating func endpoint(month: Int? = nil) -> String {
        let m = month ?? int(0...11)
        switch int(0...9) {
        case 0...5: return "\(Self.months[m]) \(two(int(1...(m == 1 ? 29 : Self.monthLengths[m]))))"
        case 6...8: return "\(Self.months[m]) \(pick(Self.weekdays))[\(pick([1, 2, -1, 4, -2]))]\(offset(max: 6))"
        default: return "easter\(offset(max: 30))"
        }
    }

    /// A month-day selector, often a range across the year end.
    private mutating func monthday() -> String {
        switch int(0...9) {
        case 0...3: // across the year end: Nov/Dec to Jan/Feb
            return "\(endpoint(month: pick([10, 11, 11, 11])))-\(endpoint(month: pick([0, 0, 0, 1])))"
        case 4...5: return "\(endpoint())-\(endpoint())"
        case 6: return "\(endpoint(month: 11))"
        case 7:
            let m = int(0...11), d = int(1...20)
            return "\(Self.months[m]) \(two(d))-\(two(d + int(0...8)))"
        case 8: // both ends with a year (a year before a constrained weekday or easter is a listed gap)
            return "\(int(2024...2025)) Dec \(two(int(1...31)))-\(int(2025...2026)) Jan \(two(int(1...31)))"
        default:
            let a = int(0...11), b = int(0...11)
            return a == b ? Self.months[a] : "\(Self.months[a])-\(Self.months[b])"
        }
    }

    private mutating func wide() -> String {
        var parts: [String] = []
        let year = chance(20) ? pick(["2024", "2025", "2024-2025", "2025+", "2020-2030/2", "2024,2026"]) : ""
        if !year.isEmpty { parts.append(year) }
        if chance(75) {
            // A year right before a month-day range makes it the range's start year: both ends
            // must then be plain dates (see the listed gaps in GrammarGeneratorTests).
            var range = monthday()
            while !year.isEmpty && (range.contains("[") || range.contains("easter") || range.first?.isNumber == true) {
                range = monthday()
            }
            parts.append(range)
        }
        if chance(15) { parts.append(pick(["week 01", "week 01-10", "week 52-53", "week 01-53/2", "week 01,53"])) }
        return parts.joined(separator: " ")
    }

    private mutating func weekday() -> String {
        let count = int(1...2)
        return (0..<count).map { _ -> String in
            switch int(0...9) {
            case 0...2:
                let a = int(0...6), b = int(0...6)
                return a == b ? Self.weekdays[a] : "\(Self.weekdays[a])-\(Self.weekdays[b])"
            case 3...6: return "\(pick(Self.weekdays))[\(pick(["1", "-1", "2", "1-2", "5"]))]\(offset(max: 6))"
            case 7...8: return "PH\(chance(30) ? pick([" +1 day", " -1 day"]) : "")"
            default: return "SH"
            }
        }.joined(separator: ",")
    }

    /// A clock time on the quarter hour, remembered as a change minute.
    private mutating func clock(_ hours: ClosedRange<Int> = 0...23) -> (text: String, minute: Int) {
        let minute = int(hours) * 60 + pick([0, 15, 30, 45])
        minutes.insert(minute % 1440)
        return ("\(two(minute / 60)):\(two(minute % 60))", minute)
    }

    /// A sun event, alone or with an offset in parentheses.
    private mutating func sun(_ events: [(String, Int)]) -> String {
        let (name, base) = pick(events)
        guard chance(50) else { minutes.insert(base); return name }
        let shift = pick([15, 30, 60, 90]) * (chance(50) ? 1 : -1)
        minutes.insert(base + shift)
        return "(\(name)\(shift > 0 ? "+" : "-")\(two(abs(shift) / 60)):\(two(abs(shift) % 60)))"
    }

    /// A point in time (`12:15`) or a periodic range (`10:00-16:00/01:30`): one-minute states.
    private mutating func points() -> String {
        let a = clock(5...12)
        minutes.insert(a.minute + 1)
        guard chance(50) else { return a.text }
        let b = clock(13...20), period = pick([45, 90, 120])
        for m in stride(from: a.minute, through: b.minute, by: period) { minutes.insert(m); minutes.insert(m + 1) }
        return "\(a.text)-\(b.text)/" + (chance(50) ? "\(period)" : "\(two(period / 60)):\(two(period % 60))")
    }

    private mutating func timeSpan() -> String {
        if mode == .both && chance(50) { return points() }
        switch int(0...9) {
        case 0...4:
            let a = clock(), b = clock()
            return a.minute == b.minute ? "\(a.text)-24:00" : "\(a.text)-\(b.text)"
        case 5: let a = clock(20...23), b = clock(0...4); return "\(a.text)-\(b.text)"
        case 6:
            let a = clock(6...22)
            // The reference guesses the end of an open range (8 h after 22:00, 10 h after 17:00).
            for end in [a.minute + 480, a.minute + 600] { minutes.insert(end % 1440) }
            return "\(a.text)+"
        case 7: return "\(sun([("dawn", 330), ("sunrise", 360)]))-\(sun([("sunset", 1080), ("dusk", 1110)]))"
        case 8: return "\(clock(0...12).text)-\(sun([("sunset", 1080), ("dusk", 1110)]))"
        default: return "00:00-24:00"
        }
    }

    /// One rule, and whether it ends with a time or a modifier (where `,` may start the next rule).
    private mutating func rule() -> (text: String, commaMayFollow: Bool) {
        var parts: [String] = []
        if chance(45) { parts.append(wide()) }
        if chance(55) { parts.append(weekday()) }
        if chance(70) { parts.append((0..<int(1...2)).map { _ in timeSpan() }.joined(separator: ",")) }
        if chance(35) { parts.append(pick(["open", "closed", "off", "unknown"])) }
        if chance(10) { parts.append(pick(["\"call ahead\"", "\"on request\""])) }
        if parts.allSatisfy(\.isEmpty) { parts = [pick(["24/7", "open", "off"])] }
        let last = parts.last ?? ""
        // Every time part has a colon or a parenthesis; `2025+` is a year, not an open end.
        let endsWithTime = last.contains(":") || last.hasSuffix(")")
        let endsWithModifier = ["open", "closed", "off", "unknown"].contains(last) || last.hasSuffix("\"")
        return (parts.filter { !$0.isEmpty }.joined(separator: " "), endsWithTime || endsWithModifier)
    }

    /// The next value.
    mutating func value() -> String {
        minutes = [0]
        mode = chance(20) ? .both : .timeRanges
        var (text, commaMayFollow) = rule()
        for _ in 0..<pick([0, 0, 1, 1, 2, 3]) {
            let next = rule()
            // `,` separates rules only after a time or a modifier and before a weekday or month.
            let commaFits = commaMayFollow && (Self.weekdays + Self.months).contains { next.text.hasPrefix($0) }
            let separator = commaFits && chance(25) ? ", " : (chance(15) ? " || " : "; ")
            text += separator + next.text
            commaMayFollow = next.commaMayFollow
        }
        return text
    }
}
