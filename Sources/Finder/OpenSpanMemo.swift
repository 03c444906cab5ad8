import Foundation

/// One stretch `[from, until)` over which a schedule is known to be open, found by a previous
/// evaluation, shared by the requests that evaluate the same toilet.
///
/// Why it is exact: `nextChange(after: from)` is the first instant after `from` whose state
/// differs, so the state is open throughout `[from, until)` and the next change after any
/// instant in it is `until` again. A nil `until` means no change within a year of `from`; it is
/// reused only within 30 days of `from`, where "none within 335 days" still reads as open 24/7.
final class OpenSpanMemo: @unchecked Sendable {
    /// How long after `from` a span without an end is trusted.
    static let openEndedReuseSeconds: Double = 30 * 86_400
    private let lock = NSLock()
    private var span: (from: Date, until: Date?)?

    /// The span's end if `instant` lies in it: `.some(nil)` for an open-ended span, nil when unknown.
    func closing(containing instant: Date) -> Date?? {
        lock.lock()
        defer { lock.unlock() }
        guard let span, span.from <= instant else { return nil }
        if let until = span.until { return instant < until ? .some(until) : nil }
        return instant.timeIntervalSince(span.from) < Self.openEndedReuseSeconds ? .some(nil) : nil
    }

    /// Records that the schedule is open from `from` until `until` (nil: for more than a year).
    func remember(from: Date, until: Date?) {
        lock.lock()
        span = (from, until)
        lock.unlock()
    }
}
