import Foundation
import PostgresNIO
import Store

extension PostgresStore: RateLimitStore {
    /// One transaction under a transaction-scoped advisory lock on `hashtext(rule || key)`, so two
    /// instances counting the same key take turns (other keys never wait): it deletes the key's
    /// events older than the window, counts the rest, and records this one when under `limit`.
    /// A refusal says when the oldest event in the window leaves it.
    /// - Complexity: O(log n + events in the window) by the `(rule, key, at)` index, counted without reading them.
    public func hit(rule: String, key: String, limit: Int, window: TimeInterval, at now: Date) async throws -> Int? {
        let t = now.timeIntervalSince1970, start = t - window
        guard limit > 0 else { return max(1, Int(window.rounded(.up))) }
        return try await transaction("BEGIN ISOLATION LEVEL READ COMMITTED") { sql in
            try await sql.execute("SELECT pg_advisory_xact_lock(hashtext(\(rule) || chr(31) || \(key)))")
            try await sql.execute("DELETE FROM rate_limit_events WHERE rule = \(rule) AND key = \(key) AND at <= \(start)")
            // Counted, not read: a limit raised for a benchmark (a million a minute) made every hit
            // read every event of the window.
            let count = try await sql.value("""
                SELECT COUNT(*) FROM rate_limit_events WHERE rule = \(rule) AND key = \(key) AND at <= \(t)
                """, as: Int.self) ?? 0
            guard count >= limit else {
                try await sql.execute("INSERT INTO rate_limit_events (rule, key, at) VALUES (\(rule), \(key), \(t))")
                return nil
            }
            // The event that must leave the window before another fits is the (count - limit + 1)-th oldest.
            let leaving = try await sql.value("""
                SELECT at FROM rate_limit_events WHERE rule = \(rule) AND key = \(key) AND at <= \(t)
                ORDER BY at OFFSET \(count - limit) LIMIT 1
                """, as: Double.self) ?? t
            return max(1, Int((leaving + window - t).rounded(.up)))
        }
    }
}
