import Foundation

/// One rule read from a free-text hours text: in these months, on these days, these hours.
///
/// It formats itself as one OSM `opening_hours` rule (`Apr-Sep Mo-Fr 09:00-17:00`), following
/// https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification.
struct HoursRule: Equatable {
    /// Month ranges, January = 1; a range may wrap the year end (`Oct-Mar`). Empty: all year.
    var months: [ClosedMonthRange] = []
    /// The days, or nil when the text gave none (every day).
    var days: HoursDays?
    var value: HoursValue

    /// The rule in OSM syntax, or nil when it would say something the text did not
    /// (a bare "closed" with no days or months would close the toilet for good).
    var osm: String? {
        var parts: [String] = []
        if !months.isEmpty { parts.append(months.map(\.osm).joined(separator: ",")) }
        let isEveryDay = days.map { $0.weekdays.count == 7 && !$0.hasHoliday } ?? true
        if let days, !(value == .allDay && isEveryDay && months.isEmpty) { parts.append(days.osm) }
        switch value {
        case .closed:
            guard days != nil || !months.isEmpty else { return nil }
            parts.append("off")
        case .allDay:
            parts.append(isEveryDay && months.isEmpty ? "24/7" : "00:00-24:00")
        case .times(let spans):
            parts.append(spans.map { "\($0.start)-\($0.end)" }.joined(separator: ","))
        }
        return parts.joined(separator: " ")
    }
}

/// A month range such as `Apr-Sep` or, across the year end, `Oct-Mar`.
struct ClosedMonthRange: Equatable {
    var first: Int
    var last: Int

    /// The months in the range, across the year end if it wraps.
    var months: [Int] { first <= last ? Array(first...last) : Array(first...12) + Array(1...last) }

    static let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    var osm: String {
        first == last ? Self.names[first - 1] : "\(Self.names[first - 1])-\(Self.names[last - 1])"
    }
}

/// Weekdays (Monday = 0) and whether public holidays are included.
struct HoursDays: Equatable {
    var weekdays: Set<Int>
    var hasHoliday: Bool

    static let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    /// Runs of consecutive days as ranges (`Mo-Fr,Su`), two-day runs as a list (`Sa,Su`), then `PH`.
    var osm: String {
        var parts: [String] = []
        var day = 0
        while day < 7 {
            guard weekdays.contains(day) else { day += 1; continue }
            var end = day
            while end + 1 < 7, weekdays.contains(end + 1) { end += 1 }
            switch end - day {
            case 0: parts.append(Self.names[day])
            case 1: parts.append("\(Self.names[day]),\(Self.names[end])")
            default: parts.append("\(Self.names[day])-\(Self.names[end])")
            }
            day = end + 1
        }
        if hasHoliday { parts.append("PH") }
        return parts.joined(separator: ",")
    }
}

/// What a rule says about its days.
enum HoursValue: Equatable {
    /// Open in these spans; ends are `HH:MM` (up to `24:00`, or past midnight) or a sun event.
    case times([HoursSpan])
    case closed
    case allDay
}

/// An opening span with both ends already in OSM form (`07:30`, `24:00`, `dusk`).
struct HoursSpan: Equatable {
    var start: String
    var end: String
}
