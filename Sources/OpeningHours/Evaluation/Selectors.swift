import Foundation

/// A day-level selector of one rule (year, holiday, month, monthday, week or weekday), with the
/// exact matching semantics of opening_hours.js 3.14.0.
enum DateSelector: Sendable {
    case always
    case weekdayRange(from: Int, to: Int, inside: Bool)
    case constrainedWeekday(weekday: Int, nth: Int, addDays: Int)
    case publicHoliday(addDays: Int)
    case schoolHoliday
    case monthRange(from: Int, to: Int, inside: Bool)
    /// `Jan 26-Feb 26`, `easter-Apr 20`, `Jan Su[2]-Jan 15`, `2013 Dec 31-2014 Jan 02`.
    case dateRange(from: DateEndpoint, to: DateEndpoint)
    /// `easter`, `2012 easter +2 days` on its own.
    case event(year: Int?, addDays: Int)
    /// `Jan 26-31`, `Dec 19-23/2`, `2016 Feb 29`; `toDay` is exclusive.
    case monthdays(year: Int?, month: Int, fromDay: Int, toDay: Int, isRange: Bool, period: Int?)
    case years(from: Int, to: Int?, period: Int?)
    case weeks(from: Int, to: Int, period: Int?)
}

/// One end of a `dateRange`.
struct DateEndpoint: Sendable {
    enum Kind: Sendable {
        case date(month: Int, day: Int)
        case easter(addDays: Int)
        case constrained(month: Int, weekday: Int, nth: Int, addDays: Int)
    }
    var year: Int?
    var kind: Kind
}

/// The outcome of a selector on one day: whether it matches (or cannot be decided for lack of
/// calendar data) and the holiday name it contributes as a comment.
struct DayMatch {
    enum Answer { case yes, no, unknown }
    var answer: Answer
    var name: String? = nil
    static let yes = DayMatch(answer: .yes)
    static let no = DayMatch(answer: .no)
}

/// A time selector of one rule, evaluated at a wall-clock minute of a day.
struct TimeSelector: Sendable {
    enum Kind: Sendable {
        /// `24/7` or `00:00-24:00`.
        case always
        /// A range within the day (or a point in time, or a periodic range).
        case normal
        /// The part before midnight of a range past 24:00.
        case wrapFirst
        /// The part after midnight of a range past 24:00, evaluated on the following day.
        case wrapSecond
    }
    var kind: Kind
    /// Minutes, with sun events replaced by 05:30 / 06:00 / 18:00 / 18:30 plus the offset.
    var from: Int
    var to: Int
    var fromEvent: SunEvent? = nil
    var toEvent: SunEvent? = nil
    var fromOffset = 0
    var toOffset = 0
    var isOpenEnd = false
    var isPoint = false
    var period: Int? = nil

    /// Whether the selector matches; `hasNext` mirrors whether opening_hours.js reports a next
    /// change date when it does not match (it matters for its open-end heuristic).
    struct Result { var matches: Bool; var isOpenEnd: Bool; var hasNext: Bool }
}
