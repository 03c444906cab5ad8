import Foundation

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

    /// "Monday" … "Sunday" (1970-01-01 was a Thursday).
    var weekdayName: String {
        let names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
        return names[((day % 7) + 7) % 7]
    }

    /// "2024-06-03", from the day number (Howard Hinnant's `civil_from_days`).
    var isoDate: String {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let d = dayOfYear - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0)
        return String(format: "%04d-%02d-%02d", y, m, d)
    }
}
