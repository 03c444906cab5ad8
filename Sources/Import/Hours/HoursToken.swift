import Foundation

/// One word of a free-text hours text, as ``HoursTokenizer`` reads it.
///
/// The vocabulary is deliberately small: a word that is not here makes the whole text
/// unreadable, which is how "see website" or "when the park is open" stay unknown.
enum HoursToken: Equatable {
    /// A clock time as written: `7am`, `7.30pm`, `07.00`, `0700`, `19h`, `noon`, `midnight`, or a
    /// bare hour (`9` in "9-5"), whose meaning depends on the other end of its range.
    case clock(HoursClock)
    /// A sun event: `dawn`, `dusk`, `sunrise`, `sunset` (OSM's own names; never swapped).
    case event(String)
    /// Weekdays, Monday = 0 … Sunday = 6; one word may stand for several ("weekends", "daily").
    case days(Set<Int>, isRangeable: Bool)
    /// Bank or public holidays (`PH`).
    case holiday
    /// A month, January = 1.
    case month(Int)
    /// "Summer" or "Winter": only accepted when months follow at once and say what it means.
    case season
    /// "closed": the days it goes with are off.
    case closed
    /// "24 hours", "24hrs", "24/7", "open 24 hours".
    case allDay
    /// A dash between two things: a range inside a time or a day range, a separator elsewhere.
    case dash
    /// A range word ("to", "until", "till", "through"): only ever a range.
    case to
    /// A list joiner ("and", "&", ",", "/", "+").
    case and
    /// A hard separator (";", "|", ".", ":", brackets, line ends).
    case separator
}

/// A clock time as the text wrote it, before a range decides what a bare hour means.
struct HoursClock: Equatable {
    /// How the time was written.
    enum Style: Equatable {
        /// `9`: no minutes, no am/pm.
        case bareHour
        /// `9.30`, `09:00`, `0700`, `19h`: read on the 24-hour clock unless am/pm follows.
        case clock
        /// `noon`, `12 noon`, `midday`.
        case noon
        /// `midnight`, `12 midnight`.
        case midnight
    }

    var hour: Int
    var minute: Int
    var style: Style
    /// true for pm, false for am, nil when not written.
    var isPM: Bool?
    /// Written with a leading zero (`07.00`, `0700`): the 24-hour clock, never given a borrowed pm.
    var isZeroPadded = false

    static let noon = HoursClock(hour: 12, minute: 0, style: .noon, isPM: nil)
    static let midnight = HoursClock(hour: 0, minute: 0, style: .midnight, isPM: nil)
}
