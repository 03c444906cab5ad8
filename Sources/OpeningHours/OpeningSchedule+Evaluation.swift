import Foundation

extension OpeningSchedule {
    /// The day timeline for local day `day`, from the cache or freshly computed.
    func timeline(_ day: CivilDay, in context: EvaluationContext) -> DayTimeline {
        cache.timeline(day: day.number, key: context.key) {
            DayEvaluator(rules: rules, context: context, day: day)
                .timeline(cache: cache, dayIndependent: !(usesSunTimes && context.hasCoordinates))
        }
    }

    /// The state at an instant, and the comment that applies (a rule's comment or the name of a
    /// matching holiday).
    ///
    /// - Complexity: amortized O(segments of the day); a cached day costs one dictionary lookup.
    public func state(at date: Date, in context: EvaluationContext) -> (state: OpeningState, comment: String?) {
        let local = context.clock.local(date)
        let tl = timeline(local.day, in: context)
        let i = tl.segment(at: local.second / 60)
        return (tl.states[i], tl.comments[i])
    }

    /// Whether the place is open at `date` (unknown counts as not open).
    public func isOpen(at date: Date, in context: EvaluationContext) -> Bool {
        state(at: date, in: context).state == .open
    }

    /// The next instant after `date` at which the state (open, closed, unknown) changes, or nil
    /// when it does not change within a year (as opening_hours.js reports it).
    ///
    /// The state at an instant is its local day's timeline at its wall-clock minute, so the state
    /// can only change where the wall clock reaches a segment's start (see
    /// `ZoneClock.arrivals(day:minute:)`: twice in the repeated hour, at the transition for a start
    /// the clock skips) or jumps (a daylight-saving transition). Each day's candidates are checked
    /// in time order, so the answer is the first instant whose `state(at:in:)` differs.
    ///
    /// - Complexity: O(days scanned × segments per day), at most 367 days.
    public func nextChange(after date: Date, in context: EvaluationContext) -> Date? {
        let current = state(at: date, in: context).state
        let start = context.clock.local(date).day
        let limit = date.addingTimeInterval(365 * 86_400)
        let jumps = clockJumps(from: start, days: 367, in: context)
        var nextJump = 0
        for offset in 0...366 {
            let day = start.adding(offset)
            let tl = timeline(day, in: context)
            var candidates: [Date] = []
            for (i, minute) in tl.starts.enumerated() where tl.states[i] != current {
                candidates += context.clock.arrivals(day: day, minute: Int(minute))
            }
            // The day's own instants: 23 or 25 hours long on transition days.
            while nextJump < jumps.count, jumps[nextJump].day == offset {
                candidates.append(jumps[nextJump].instant)
                nextJump += 1
            }
            for instant in candidates.sorted() where instant > date {
                if instant >= limit { return nil }
                if state(at: instant, in: context).state != current { return instant }
            }
        }
        return nil
    }

    /// The zone's transitions from the start of local day `start` to the start of the day `days`
    /// later, each with its day (an offset from `start`: the day whose midnight-to-midnight span
    /// holds it), in time order.
    ///
    /// Found once for a whole scan: asking each day for its own (two midnights and a lookup,
    /// each under the clock's lock) was most of a year-long scan, the one a schedule that never
    /// changes takes, and that was most of a toilet's first `/api/nearest` answer.
    func clockJumps(from start: CivilDay, days: Int, in context: EvaluationContext) -> [(day: Int, instant: Date)] {
        let clock = context.clock
        func midnight(_ offset: Int) -> Double { clock.instant(day: start.adding(offset), minute: 0).timeIntervalSince1970 }
        return clock.transitions(from: midnight(0), to: midnight(days)).map { t in
            var offset = min(max(clock.local(Date(timeIntervalSince1970: t)).day.number - start.number, 0), days - 1)
            while offset > 0, t < midnight(offset) { offset -= 1 }
            while offset < days - 1, t >= midnight(offset + 1) { offset += 1 }
            return (offset, Date(timeIntervalSince1970: t))
        }
    }

    /// The intervals between `from` and `to`, each with one state and comment, in order and
    /// covering the whole span (closed stretches included), for a week table.
    public func intervals(from: Date, to: Date, in context: EvaluationContext) -> [OpeningInterval] {
        var result: [OpeningInterval] = []
        var cursor = from
        var current = state(at: from, in: context)
        while cursor < to {
            let next = nextChange(after: cursor, in: context).map { min($0, to) } ?? to
            result.append(OpeningInterval(start: cursor, end: next, state: current.state, comment: current.comment))
            cursor = next
            current = state(at: cursor, in: context)
        }
        return result
    }
}
