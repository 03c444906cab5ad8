import Foundation
import Localization
import OpeningHours

/// A toilet's opening state at one instant, ready for a screen.
public struct HoursStatus: Sendable, Hashable {
    /// Open, closed or unknown ("unknown" is never shown as closed).
    public var state: OpeningState
    /// The comment of the rule in force (`"by appointment"`), if any.
    public var comment: String?
    /// When the state next changes, if within a year.
    public var nextChange: Date?
    /// "Open until 21:00", "Opens tomorrow at 08:00", "Hours unknown", …
    public var summary: String
}

extension Toilet {
    /// Where this toilet's hours are evaluated: its time zone, country and position.
    /// Nil only when the stored time-zone name is unknown to this system.
    public var evaluationContext: EvaluationContext? {
        TimeZone(identifier: timeZoneIdentifier).map {
            EvaluationContext(timeZone: $0, country: countryCode, latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
    }

    /// The parsed `opening_hours`, or nil when the toilet has none or it cannot be read.
    public var openingSchedule: OpeningSchedule? {
        guard let value = attributes.evaluableOpeningHours else { return nil }
        return try? OpeningSchedule(parsing: value, country: countryCode)
    }

    /// The opening state at `date`, its summary in `language`. With no hours (or unreadable ones)
    /// it is unknown, never closed.
    public func hoursStatus(at date: Date, language: Language = .english) -> HoursStatus {
        hoursStatus(at: date, schedule: openingSchedule, context: evaluationContext, language: language)
    }

    /// The opening state at `date` from a schedule and context the caller already has
    /// (parse once, evaluate several times).
    public func hoursStatus(at date: Date, schedule: OpeningSchedule?, context: EvaluationContext?,
                            language: Language = .english) -> HoursStatus {
        guard let schedule, let context else {
            return HoursStatus(state: .unknown, comment: nil, nextChange: nil, summary: OpeningSchedule.unknownSummary(in: language))
        }
        let (state, comment) = schedule.state(at: date, in: context)
        // Once for both: the next change can scan a year of days (a schedule that never changes),
        // and it was most of a toilet's first answer.
        let next = schedule.nextChange(after: date, in: context)
        return HoursStatus(state: state, comment: comment, nextChange: next,
                           summary: schedule.summary(at: date, in: context, language: language, knownChange: .some(next)))
    }
}
