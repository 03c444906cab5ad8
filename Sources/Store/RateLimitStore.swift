import Foundation

/// Counts events per (rule, key) in a sliding window, shared by every server instance on one database.
public protocol RateLimitStore: Sendable {
    /// Records one event for `key` under `rule` at `now` unless `limit` events already fall in the
    /// `window` seconds before it; returns nil when allowed, else the seconds until the next is allowed (>= 1).
    func hit(rule: String, key: String, limit: Int, window: TimeInterval, at now: Date) async throws -> Int?
}
