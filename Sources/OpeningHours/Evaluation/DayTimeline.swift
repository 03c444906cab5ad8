import Foundation

/// The state of one schedule over one local day: segments starting at wall-clock minutes.
struct DayTimeline: Sendable {
    /// Segment starts in minutes after local midnight, ascending, the first one 0.
    var starts: [Int16]
    var states: [OpeningState]
    var comments: [String?]

    /// Index of the segment that contains `minute`.
    @inline(__always)
    func segment(at minute: Int) -> Int {
        var i = starts.count - 1
        while i > 0 && Int(starts[i]) > minute { i -= 1 }
        return i
    }
}

/// What a day's timeline depends on when times do not depend on the day.
struct DaySignature: Hashable, Sendable {
    var rules: [Int]
    var holiday: String?
    var holidayRule: Int
}

/// Per-schedule cache of day timelines, keyed by evaluation context and local day.
final class EvaluationCache: @unchecked Sendable {
    private let lock = NSLock()
    private var days: [EvaluationContext.Key: [Int: DayTimeline]] = [:]
    private var lastKey: EvaluationContext.Key?
    private var lastDays: [Int: DayTimeline] = [:]
    private static let maxDaysPerContext = 4096
    private var patterns: [DaySignature: DayTimeline] = [:]
    private var patternsKey: EvaluationContext.Key?
    private var builds = 0

    /// How many day timelines were computed (cache misses): the evaluator's work, which tests
    /// bound instead of timing it.
    var timelineBuilds: Int { lock.lock(); defer { lock.unlock() }; return builds }

    /// A timeline shared by all days with the same matching rules (valid when the schedule's
    /// times do not depend on the day, i.e. without sun times at a known place).
    func pattern(_ signature: DaySignature, key: EvaluationContext.Key, build: () -> DayTimeline) -> DayTimeline {
        lock.lock()
        if patternsKey != key { patterns.removeAll(); patternsKey = key }
        if let hit = patterns[signature] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let built = build()
        lock.lock()
        if patternsKey == key, patterns.count < 1024 { patterns[signature] = built }
        lock.unlock()
        return built
    }

    func timeline(day: Int, key: EvaluationContext.Key, build: () -> DayTimeline) -> DayTimeline {
        lock.lock()
        if lastKey != key {
            if let lastKey { days[lastKey] = lastDays }
            lastDays = days[key] ?? [:]
            lastKey = key
        }
        if let hit = lastDays[day] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let built = build()
        lock.lock()
        builds += 1
        if lastKey == key {
            if lastDays.count >= Self.maxDaysPerContext { lastDays.removeAll(keepingCapacity: true) }
            lastDays[day] = built
        }
        lock.unlock()
        return built
    }
}
