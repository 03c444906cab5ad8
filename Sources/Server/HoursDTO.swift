import Foundation
import Localization
import Model
import OpeningHours

/// A toilet's hours for the API: the raw value, the state at the asked instant, the next
/// change, a sentence, why the value could not be read (if so), and optionally a week table.
struct HoursDTO: Encodable {
    struct Day: Encodable {
        var date: String
        var weekday: String
        var isToday: Bool
        var intervals: [Interval]
    }

    struct Interval: Encodable {
        /// Local wall time, `HH:mm`; a day's end is `24:00`.
        var from: String
        var to: String
        var state: String
        var comment: String?
    }

    var raw: String?
    /// The source's own free-text hours ("Dawn to dusk"), kept because they could not be read
    /// confidently; the state is then unknown. Never set together with `raw`.
    var text: String?
    /// `open`, `closed` or `unknown`.
    var state: String
    var comment: String?
    var nextChange: String?
    var summary: String
    var problem: String?
    var week: [Day]?

    init(_ toilet: Toilet, at date: Date, includeWeek: Bool, language: Language = .english) {
        let schedule = toilet.openingSchedule, context = toilet.evaluationContext
        let status = toilet.hoursStatus(at: date, schedule: schedule, context: context, language: language)
        raw = toilet.attributes.evaluableOpeningHours
        text = toilet.attributes.sourceHoursText
        state = status.state.rawValue
        comment = status.comment
        nextChange = status.nextChange.map(Timestamp.string)
        summary = status.summary
        problem = toilet.hoursProblem
        if includeWeek, let schedule, let context {
            week = Self.week(schedule, context, from: date)
        }
    }

    /// Seven local days from the one holding `date`, each with its intervals.
    static func week(_ schedule: OpeningSchedule, _ context: EvaluationContext, from date: Date) -> [Day] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let today = calendar.startOfDay(for: date)
        let names = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        return (0..<7).compactMap { offset in
            guard let start = calendar.date(byAdding: .day, value: offset, to: today),
                  let end = calendar.date(byAdding: .day, value: 1, to: start) else { return nil }
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: start)
            let intervals = schedule.intervals(from: start, to: end, in: context).map { interval in
                Interval(from: clock(interval.start, calendar, dayEnd: end), to: clock(interval.end, calendar, dayEnd: end),
                         state: interval.state.rawValue, comment: interval.comment)
            }
            let weekday = names[((parts.weekday ?? 1) - 1) % 7]
            return Day(date: String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0),
                       weekday: weekday, isToday: offset == 0, intervals: intervals)
        }
    }

    private static func clock(_ date: Date, _ calendar: Calendar, dayEnd: Date) -> String {
        if date >= dayEnd { return "24:00" }
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
