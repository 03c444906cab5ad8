import Foundation
import Model
import OpeningHours

/// A toilet's `opening_hours`, parsed once at load, with the one evaluation context its
/// place needs (time zone, country for public holidays, position for sun times).
///
/// Built once per distinct hours value and place (see ``ToiletHoursTable``) and shared between
/// requests and between the toilets that have them: both parts are `Sendable`, and the
/// schedule's day cache is keyed by this context, so repeated evaluations are cache hits.
struct ToiletHours: Sendable {
    let schedule: OpeningSchedule
    let context: EvaluationContext
    /// The last stretch found open, so that the next arrival inside it costs no year-long scan.
    let openSpan = OpenSpanMemo()

    init(schedule: OpeningSchedule, context: EvaluationContext) {
        self.schedule = schedule
        self.context = context
    }

    /// Nil when the toilet has no hours, they cannot be read, or its time zone is unknown here:
    /// all three mean "hours unknown", never "closed".
    init?(toilet: Toilet) {
        guard let schedule = toilet.openingSchedule, let context = toilet.evaluationContext else { return nil }
        self.schedule = schedule
        self.context = context
    }

    /// The verdict for someone arriving at `arrival` who needs the toilet open for `marginSeconds`.
    ///
    /// The margin is why "open at arrival" is not enough: a toilet that closes one minute after
    /// you arrive is no help. A schedule that turns unknown within the margin is unknown; one that
    /// closes within it is closed.
    /// - Complexity: one cached state lookup when closed or unknown; when open, a lookup in the
    ///   remembered open span, or else a scan for the next change (`nextChange(after:in:)` scans up
    ///   to a year of cached day timelines: about 80 µs for `24/7`).
    func verdict(arrival: Date, marginSeconds: Double) -> ArrivalVerdict {
        let closesAt: Date?
        if let known = openSpan.closing(containing: arrival) {
            closesAt = known
        } else {
            switch schedule.state(at: arrival, in: context).state {
            case .closed: return .closed
            case .unknown: return .unknown
            case .open:
                closesAt = schedule.nextChange(after: arrival, in: context)
                openSpan.remember(from: arrival, until: closesAt)
            }
        }
        guard let closesAt else { return .open(closesAt: nil) }
        if closesAt.timeIntervalSince(arrival) >= marginSeconds { return .open(closesAt: closesAt) }
        return schedule.state(at: closesAt, in: context).state == .unknown ? .unknown : .closed
    }
}
