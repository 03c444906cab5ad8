import Foundation

/// Turns a list of holiday rules into the dated holidays of one year.
///
/// Order matters as in opening_hours.js: when two rules fall on the same date, the
/// first rule's name is kept. Weekend rules are applied after all plain dates of the
/// year are known, so collisions can be detected (see `WeekendRule`).
enum HolidayResolver {
    /// All holidays dated in `year`, sorted by date, one per date.
    ///
    /// Rules of the neighbouring years are resolved too, because a weekend rule can
    /// move a holiday across New Year (US: 1 January 2022, a Saturday, is observed on
    /// Friday 31 December 2021).
    static func holidays(in year: Int, rules: [HolidayRule]) -> [Holiday] {
        var seen = Set<LocalDate>()
        return ((year - 1)...(year + 1))
            .flatMap { resolve(year: $0, rules: rules) }
            .enumerated()
            .filter { $0.element.date.year == year }
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .compactMap { seen.insert($0.element.date).inserted ? $0.element : nil }
    }

    /// The holiday on `date`, if any; resolves neighbouring years only near New Year,
    /// the only place a weekend rule can move a holiday across a year boundary.
    static func holiday(on date: LocalDate, rules: [HolidayRule]) -> Holiday? {
        guard date.month == 1 || date.month == 12 else {
            return resolve(year: date.year, rules: rules).first { $0.date == date }
        }
        return holidays(in: date.year, rules: rules).first { $0.date == date }
    }

    /// The holidays that the rules generate for `year` (some may fall in a
    /// neighbouring year), in rule order.
    static func resolve(year: Int, rules: [HolidayRule]) -> [Holiday] {
        let anchored = rules.compactMap { rule in rule.anchorDate(in: year).map { (rule, $0) } }
        let plainDates = Set(anchored.map(\.1))
        var result: [Holiday] = []
        var substitutes: [Holiday] = []
        for (rule, date) in anchored {
            let holiday = Holiday(date: date, name: rule.name)
            guard let weekend = rule.weekend, let target = weekend.move.target(for: date) else {
                result.append(holiday)
                continue
            }
            let collides = plainDates.contains(target) || substitutes.contains { $0.date == target }
            switch weekend {
            case .shift:
                result.append(collides ? holiday : Holiday(date: target, name: rule.name))
            case let .substitute(_, name):
                result.append(holiday)
                if !collides { substitutes.append(Holiday(date: target, name: name ?? rule.name)) }
            }
        }
        return result + substitutes
    }
}
