import Foundation
@testable import OpeningHours

/// Fixtures for tests that evaluate in Europe/Berlin (Baden-Württemberg, as the reference suite).
enum Berlin {
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    static let context = EvaluationContext(timeZone: zone, country: "DE", region: "Baden-Württemberg")
    /// No country: PH and SH evaluate to unknown.
    static let contextWithoutCountry = EvaluationContext(timeZone: zone)

    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm"
        f.timeZone = zone
        return f
    }()

    /// The instant of a Berlin wall time "2024-03-31T01:59".
    static func date(_ text: String) -> Date {
        formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    static func string(_ date: Date?) -> String {
        date.map { formatter.string(from: $0) } ?? "none"
    }

    /// State and next change of `value` at a Berlin wall time, as "open → 2024-06-03T12:00".
    static func evaluate(_ value: String, at time: String, mode: OpeningSchedule.Mode = .timeRanges,
                         in context: EvaluationContext = context) throws -> String {
        let schedule = try OpeningSchedule(parsing: value, mode: mode)
        let at = date(time)
        return "\(schedule.state(at: at, in: context).state.rawValue) → \(string(schedule.nextChange(after: at, in: context)))"
    }
}
