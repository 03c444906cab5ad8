import Foundation

/// At most `limit` events per key in any `window` (a sliding window over each key's last
/// `limit` event times), with the wait until the next one is allowed.
///
/// Keys are a device's token hash or an IP address; the server keeps one limiter per rule
/// (writes a minute, new toilets a day) behind a lock and passes its clock in. Toilet Map UK
/// allows 20 writes a minute; ``writesPerMinute`` is that rule.
///
/// Memory is bounded: at most ``maxKeys`` keys are kept, and when full the keys whose window
/// has passed are dropped first, then the least recently seen.
public struct RateLimiter: Sendable {
    /// What a check decided.
    public enum Decision: Hashable, Sendable {
        case allowed
        /// Refused; the next event is allowed after this many seconds (rounded up, at least 1:
        /// the `Retry-After` header).
        case limited(retryAfter: Int)
    }

    public let limit: Int
    public let window: TimeInterval
    public let maxKeys: Int
    /// Each key's recent event times, oldest first (at most `limit` live ones), and when it was last seen.
    private var events: [String: Window] = [:]
    private var lastSeen: [String: Date] = [:]

    /// One key's event times, oldest first, from `head` on: expired ones are skipped by moving
    /// `head` and dropped in one go once they are half the array, so a check costs O(1)
    /// amortized instead of O(limit) (a limit of a million, as a benchmark sets, made it a scan).
    struct Window: Sendable {
        var times: [Date] = []
        var head = 0

        var count: Int { times.count - head }
        var oldest: Date? { head < times.count ? times[head] : nil }

        mutating func expire(before cutoff: Date) {
            while head < times.count, times[head] <= cutoff { head += 1 }
            if head > 32, head * 2 > times.count {
                times.removeFirst(head)
                head = 0
            }
        }
    }

    public init(limit: Int, window: TimeInterval, maxKeys: Int = 100_000) {
        self.limit = max(1, limit)
        self.window = max(1, window)
        self.maxKeys = max(1, maxKeys)
    }

    /// 20 writes a minute.
    public static func writesPerMinute() -> RateLimiter { RateLimiter(limit: 20, window: 60) }
    /// 10 new toilets a day.
    public static func newToiletsPerDay() -> RateLimiter { RateLimiter(limit: 10, window: 86_400) }

    /// Counts an event for `key` at `now` if the window allows it.
    /// - Complexity: O(1) amortized per call; O(keys) when the key table is full.
    public mutating func check(_ key: String, at now: Date) -> Decision {
        // Taken out of the table while it changes, so the append does not copy a shared array.
        let known = events[key] != nil
        var times = events.removeValue(forKey: key) ?? Window()
        times.expire(before: now.addingTimeInterval(-window))
        if times.count >= limit, let oldest = times.oldest {
            let wait = window - now.timeIntervalSince(oldest)
            events[key] = times
            return .limited(retryAfter: max(1, Int(wait.rounded(.up))))
        }
        if !known && events.count >= maxKeys { evict(at: now) }
        times.times.append(now)
        events[key] = times
        lastSeen[key] = now
        return .allowed
    }

    /// How many keys the limiter holds (for tests and metrics).
    public var keyCount: Int { events.count }

    private mutating func evict(at now: Date) {
        for (key, times) in events where times.times[times.head...].allSatisfy({ now.timeIntervalSince($0) >= window }) {
            events[key] = nil
            lastSeen[key] = nil
        }
        guard events.count >= maxKeys, let stalest = lastSeen.min(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key else { return }
        events[stalest] = nil
        lastSeen[stalest] = nil
    }
}
