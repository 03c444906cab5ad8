import Foundation

/// What a country does when a holiday falls on certain weekdays.
///
/// Two kinds, mirroring opening_hours.js (`shift_rule` and `substitute_rule`, see
/// https://github.com/opening-hours/opening_hours.js/blob/main/src/holidays/README.md):
///
/// - `shift`: the holiday *moves*; the original date is no longer a holiday
///   (Argentina's "feriados trasladables", Northern Ireland's St Patrick's Day).
/// - `substitute`: the original date stays a holiday and an extra day off is *added*
///   (GB "substitute day", US "observed" Friday/Monday, AU, NZ, ZA Sunday → Monday).
///
/// In both cases, if the target date is already a holiday of the same year, the rule
/// is dropped: a shifted holiday stays where it was and a substitute is not added.
/// That is how opening_hours.js resolves collisions (Argentina 2022: Güemes stays on
/// Friday 17 June because Monday 20 June is Belgrano; Scotland 2023: 1 January's
/// substitute would fall on 2 January, itself a holiday, so only 2 January's own
/// substitute, 3 January, is added).
enum WeekendRule: Sendable {
    case shift(WeekdayMove)
    case substitute(WeekdayMove, name: String?)

    var move: WeekdayMove {
        switch self {
        case let .shift(move), let .substitute(move, _): return move
        }
    }
}

/// Day offsets by ISO weekday (1 = Monday … 7 = Sunday); weekdays not listed stay.
struct WeekdayMove: Sendable {
    let offsets: [Int: Int]

    /// The date a holiday on `date` moves to, or nil when its weekday is not listed.
    func target(for date: LocalDate) -> LocalDate? {
        offsets[date.isoWeekdayNumber].map { date.advanced(byDays: $0) }
    }

    /// Saturday and Sunday → the following Monday.
    static let weekendToMonday = WeekdayMove(offsets: [6: 2, 7: 1])
    /// Sunday → the following Monday.
    static let sundayToMonday = WeekdayMove(offsets: [7: 1])
    /// Saturday → Monday, Sunday → Tuesday (for pairs like Christmas and Boxing Day).
    static let weekendToMondayOrTuesday = WeekdayMove(offsets: [6: 2, 7: 2])
    /// Saturday → the Friday before, Sunday → the Monday after (US federal, 5 U.S.C. 6103).
    static let nearestWeekday = WeekdayMove(offsets: [6: -1, 7: 1])
    /// Scotland's 2 January: Saturday → Monday, Sunday or Monday → Tuesday.
    static let scotlandSecondJanuary = WeekdayMove(offsets: [6: 2, 7: 2, 1: 1])
    /// Argentina, Ley 27.399: Tuesday/Wednesday → previous Monday, Thursday/Friday → next Monday.
    static let argentinaToMonday = WeekdayMove(offsets: [2: -1, 3: -2, 4: 4, 5: 3])
}
