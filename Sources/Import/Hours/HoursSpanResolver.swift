import Foundation

/// Decides what the two ends of a written time range mean, or that they are ambiguous.
///
/// The rules, each chosen so that no reading is a guess:
/// - `7am`, `7.30pm`, `noon` mean themselves; `12am` at the end is midnight (`24:00`), at the
///   start it is ambiguous ("12.00am – 12.00am") and refused. `16:00pm` is read as 16:00.
/// - A start without am/pm takes the end's am/pm when that gives a start before the end, else
///   the other one: `9.30-8pm` is 09:30-20:00, `1 to 5pm` 13:00-17:00, `4-11pm` 16:00-23:00.
/// - `07.00`, `0700`, `19h` without am/pm are on the 24-hour clock (a zero-padded start never
///   borrows the end's pm); but a start such as `1.30` (no zero, no am/pm, before 06:00) is refused.
/// - A bare hour (`9`) without am/pm anywhere is only read when the range ends at 13:00 or later
///   (`Sun 10-16`, `10-17:30`): "9-5" or "9 to 7" could be read two ways and stays unread.
/// - A range past midnight must end by 06:00 and last at most 18 hours (`10.00 - 03.00`,
///   `7pm-6am`); "12.00 - 10.00" (meant 12-10pm) and "7am-4.30am" (meant 4.30pm) are refused.
enum HoursSpanResolver {
    /// One end of a range.
    enum End: Equatable {
        case clock(HoursClock)
        case event(String)
    }

    /// The span from `start` to `end`, or nil when it cannot be read without guessing.
    static func span(_ start: End, _ end: End) -> HoursSpan? {
        switch (start, end) {
        case (.event(let a), .event(let b)):
            return a == b ? nil : HoursSpan(start: a, end: b)
        case (.clock(let a), .event(let b)):
            return alone(a, isEnd: false).map { HoursSpan(start: format($0), end: b) }
        case (.event(let a), .clock(let b)):
            return alone(b, isEnd: true).map { HoursSpan(start: a, end: format($0)) }
        case (.clock(let a), .clock(let b)):
            return minutes(a, b).map { HoursSpan(start: format($0.0), end: format($0.1)) }
        }
    }

    /// Start and end in minutes after midnight (end up to 1440, or below start past midnight).
    private static func minutes(_ a: HoursClock, _ b: HoursClock) -> (Int, Int)? {
        var endMinutes: Int
        var startMinutes: Int
        if let end = alone(b, isEnd: true) {
            endMinutes = end
            if a.isPM == nil, b.isPM != nil, a.style == .clock || a.style == .bareHour, a.hour <= 12, !a.isZeroPadded {
                guard let start = inferred(a, before: end, endIsPM: b.isPM == true) else { return nil }
                startMinutes = start
            } else if a.style == .bareHour, a.isPM == nil {
                // Both without am/pm: only a 24-hour reading that ends in the afternoon is sure.
                guard b.style == .clock, b.isPM == nil, b.hour >= 13, isPlausibleStart(a) else { return nil }
                startMinutes = a.hour * 60
            } else {
                guard let start = alone(a, isEnd: false), isPlausibleStart(a) else { return nil }
                startMinutes = start
            }
        } else {
            // A bare end hour ("9am-5", "10-16") needs a 24-hour reading past noon.
            guard b.style == .bareHour, b.hour >= 13, a.isPM == nil, a.style != .noon, a.style != .midnight else { return nil }
            endMinutes = b.hour * 60
            guard let start = a.style == .bareHour ? a.hour * 60 : alone(a, isEnd: false), isPlausibleStart(a) else { return nil }
            startMinutes = start
        }
        if endMinutes == 0 { endMinutes = 1440 }
        guard startMinutes < 1440, endMinutes != startMinutes else { return nil }
        if endMinutes < startMinutes, endMinutes > 360 || endMinutes + 1440 - startMinutes > 18 * 60 { return nil }
        return (startMinutes, endMinutes)
    }

    /// False for a start like `1.30` or `2` read on the 24-hour clock: written without a leading
    /// zero and without am/pm, an hour before 06:00 is far likelier an afternoon ("Mon 1.30 - 16.30").
    private static func isPlausibleStart(_ clock: HoursClock) -> Bool {
        clock.isPM != nil || clock.isZeroPadded || clock.style == .noon || clock.style == .midnight || clock.hour >= 6
    }

    /// The start with the end's am/pm if that puts it before the end, else with the other one.
    private static func inferred(_ start: HoursClock, before end: Int, endIsPM: Bool) -> Int? {
        for isPM in [endIsPM, !endIsPM] {
            let minutes = (start.hour % 12 + (isPM ? 12 : 0)) * 60 + start.minute
            if minutes < end { return minutes }
        }
        return nil
    }

    /// Minutes after midnight of a clock that says what it means on its own, else nil.
    static func alone(_ clock: HoursClock, isEnd: Bool) -> Int? {
        switch clock.style {
        case .noon: return 720
        case .midnight: return isEnd ? 1440 : 0
        case .clock, .bareHour:
            switch clock.isPM {
            case .some(true): return (clock.hour <= 12 ? clock.hour % 12 + 12 : clock.hour) * 60 + clock.minute
            case .some(false):
                guard clock.hour == 12 else { return clock.hour * 60 + clock.minute }
                // As an end, 12am is midnight and 12:30am half past; as a start it is refused.
                guard isEnd else { return nil }
                return clock.minute == 0 ? 1440 : clock.minute
            case .none:
                return clock.style == .clock ? clock.hour * 60 + clock.minute : nil
            }
        }
    }

    /// `HH:MM`, with 1440 as `24:00`.
    static func format(_ minutes: Int) -> String {
        let hour = minutes / 60, minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
