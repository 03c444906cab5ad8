import Foundation
@testable import OpeningHours

/// A reference for `nextChange(after:in:)` that needs no reference implementation: the first
/// instant after `t` at which `state(at:in:)` differs from the state at `t`, found by scanning.
///
/// It scans every quarter hour of the first `fineDays` days, then only the minutes of day where
/// the value can change (`minutes`, from the generator) and the daylight-saving transitions, up
/// to a year ahead (`nextChange` reports nothing further). Wall time is converted with the EU
/// rule for Europe/Berlin (summer time from the last Sunday of March to the last Sunday of
/// October, 01:00 UTC), written out here so the scan does not share `ZoneClock`.
struct ChangeScanner {
    /// Minutes of day where a state may change; the scan adds every quarter hour near `t`.
    var minutes: [Int]
    var fineDays = 2
    /// Whether states may last one minute (points in time): the fine scan then also looks at
    /// the minute after every quarter hour.
    var pointsInTime = false
    /// How many states the last scan evaluated (the scan's work, bounded by design).
    private(set) var evaluations = 0

    /// UTC offset of Europe/Berlin, in seconds, at `seconds` since 1970 (years 1996 and later).
    static func berlinOffset(_ seconds: Int) -> Int {
        let day = CivilDay(number: CivilDay.floorDiv(seconds, 86_400))
        let year = day.year
        func lastSunday(_ month: Int) -> Int {
            let last = CivilDay(year: year, month: month + 1, day: 0)
            return (last.number - last.weekday) * 86_400 + 3_600
        }
        return seconds >= lastSunday(3) && seconds < lastSunday(10) ? 7_200 : 3_600
    }

    /// Instants in local day `day` whose wall minute is one of `list`, and the transitions of
    /// that day, ascending (an hour that happens twice yields two instants; a skipped one none).
    static func candidates(day: Int, minutes list: [Int]) -> [Int] {
        var result: [Int] = []
        for minute in list {
            let local = day * 86_400 + minute * 60
            for offset in [7_200, 3_600] where berlinOffset(local - offset) == offset { result.append(local - offset) }
        }
        // A transition happens at 01:00 UTC, which is on this local day.
        let transition = day * 86_400 + 3_600
        if berlinOffset(transition) != berlinOffset(transition - 1) { result.append(transition) }
        return result.sorted()
    }

    /// The first instant after `t` (within 365 days) with another state, or nil.
    mutating func firstChange(_ schedule: OpeningSchedule, after t: Date, in context: EvaluationContext) -> Date? {
        evaluations = 0
        let start = Int(t.timeIntervalSince1970.rounded(.down))
        let limit = start + 365 * 86_400
        let current = schedule.state(at: t, in: context).state
        let firstDay = CivilDay.floorDiv(start + Self.berlinOffset(start), 86_400)
        let quarters = stride(from: 0, to: 1440, by: 15).flatMap { pointsInTime ? [$0, $0 + 1] : [$0] }
        for day in firstDay...(firstDay + 367) {
            let list = day - firstDay < fineDays ? quarters : minutes
            for instant in Self.candidates(day: day, minutes: list) where Double(instant) > t.timeIntervalSince1970 {
                if instant >= limit { return nil }
                evaluations += 1
                let date = Date(timeIntervalSince1970: Double(instant))
                if schedule.state(at: date, in: context).state != current { return date }
            }
        }
        return nil
    }
}
