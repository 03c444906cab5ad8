import Foundation
import Localization
import OpeningHours

/// An instant on a time zone's wall clock, by plain arithmetic (no `Calendar` per call).
struct LocalClock {
    /// Days since 1970-01-01 on the local calendar.
    let day: Int
    let minuteOfDay: Int

    init(_ date: Date, in timeZone: TimeZone) {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        day = Int((Double(local) / 86_400).rounded(.down))
        minuteOfDay = (local - day * 86_400) / 60
    }

    /// "08:05".
    var time: String {
        let hours = minuteOfDay / 60, minutes = minuteOfDay % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// The weekday, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
    var weekday: Int { ((day + 4) % 7 + 7) % 7 }

    /// The date as `language` writes it: "2024-06-03", "03/06/2024", "03.06.2024".
    func date(in language: Language) -> String {
        let date = LocalDate(daysSince1970: day)
        return language.numericDate(year: date.year, month: date.month, day: date.day)
    }
}
