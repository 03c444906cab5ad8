import Foundation
import Localization

extension OpeningSchedule {
    /// A short sentence for the UI in `language` (English by default): "Open 24/7", "Open until 21:00",
    /// "Closes in 15 min", "Opens at 14:00", "Opens tomorrow at 08:00", "Opens Monday at 09:00",
    /// "Closed", "Hours unknown" (with the comment, if any: "Hours unknown: by appointment").
    /// The texts are ``HoursText``; times are on the 24-hour clock in every language.
    ///
    /// `knownChange` is ``nextChange(after:in:)`` at `date` when the caller has it already (nil
    /// inside: there is none); it is the slow part of a summary, so a toilet's hours status
    /// computes it once for both its `nextChange` and its summary.
    public func summary(at date: Date, in context: EvaluationContext, language: Language = .english,
                        knownChange: Date?? = .none) -> String {
        let texts = HoursText.catalogue
        let now = state(at: date, in: context)
        func change(after cursor: Date) -> Date? {
            if cursor == date, let knownChange { return knownChange }
            return nextChange(after: cursor, in: context)
        }
        switch now.state {
        case .unknown:
            return now.comment.map { texts.text(.hoursUnknownComment, in: language, ["comment": $0]) }
                ?? texts.text(.hoursUnknown, in: language)
        case .open:
            guard let change = change(after: date) else { return texts.text(.open247, in: language) }
            let minutes = Int((change.timeIntervalSince(date) / 60).rounded(.up))
            if minutes <= 60 { return texts.text(.closesInMinutes, in: language, ["minutes": String(minutes)]) }
            let when = Self.describe(change, from: date, in: context, earlyHoursAreToday: true)
            let key: HoursText = switch when.day {
            case .today: .openUntil
            case .tomorrow: .openUntilTomorrow
            case .weekday: .openUntilWeekday
            case .date: .openUntilDate
            }
            return texts.text(key, in: language, values: when.values(in: language))
        case .closed:
            var cursor = date
            for _ in 0..<8 {
                guard let change = change(after: cursor) else { return texts.text(.closed, in: language) }
                switch state(at: change, in: context).state {
                case .open:
                    let minutes = Int((change.timeIntervalSince(date) / 60).rounded(.up))
                    if minutes <= 60 { return texts.text(.opensInMinutes, in: language, ["minutes": String(minutes)]) }
                    let when = Self.describe(change, from: date, in: context, earlyHoursAreToday: false)
                    let key: HoursText = switch when.day {
                    case .today: .opensAt
                    case .tomorrow: .opensTomorrowAt
                    case .weekday: .opensWeekdayAt
                    case .date: .opensOnDateAt
                    }
                    return texts.text(key, in: language, values: when.values(in: language))
                case .unknown:
                    return texts.text(.closed, in: language)
                case .closed:
                    cursor = change
                }
            }
            return texts.text(.closed, in: language)
        }
    }

    /// "Hours unknown" in `language`: the summary of a toilet without readable hours.
    public static func unknownSummary(in language: Language) -> String {
        unknownSummaries[language.index]
    }

    /// ``unknownSummary(in:)`` by ``Language/index``: every toilet without hours says it in
    /// every answer, and the catalogue's lookup hashes its key.
    private static let unknownSummaries = Language.allCases.map { HoursText.catalogue.text(.hoursUnknown, in: $0) }

    /// When a change happens, as the summary says it.
    private struct Moment {
        enum Day { case today, tomorrow, weekday(Int), date(LocalDate) }
        var day: Day
        /// Minutes since local midnight.
        var minuteOfDay: Int

        func values(in language: Language) -> [String: String] {
            var values = ["time": Language.clockTime(minuteOfDay: minuteOfDay)]
            switch day {
            case .today, .tomorrow: break
            case .weekday(let weekday): values["weekday"] = language.weekdayName(sundayBased: weekday)
            case .date(let date): values["date"] = language.numericDate(year: date.year, month: date.month, day: date.day)
            }
            return values
        }
    }

    /// The day (today, tomorrow, a weekday within the week, else the date) and the time of `date`.
    private static func describe(_ date: Date, from now: Date, in context: EvaluationContext,
                                 earlyHoursAreToday: Bool) -> Moment {
        let target = context.clock.local(date)
        let today = context.clock.local(now).day
        let minuteOfDay = target.second / 60, hh = target.second / 3600
        let days = target.day.number - today.number
        if days == 0 || (earlyHoursAreToday && days == 1 && hh < 6) { return Moment(day: .today, minuteOfDay: minuteOfDay) }
        if days == 1 { return Moment(day: .tomorrow, minuteOfDay: minuteOfDay) }
        if days < 7 { return Moment(day: .weekday(target.day.weekday), minuteOfDay: minuteOfDay) }
        return Moment(day: .date(target.day.localDate), minuteOfDay: minuteOfDay)
    }
}
