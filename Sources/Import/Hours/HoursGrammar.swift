import Foundation

/// Reads ``HoursToken``s into ``HoursRule``s, or nil when any token is left unexplained.
///
/// First the tokens are grouped into items — a day selection (`Mon-Fri`, `Sat/Sun`, `weekends`,
/// `bank holidays`), a month range (`April to September`, `Summer (April - September)`) or a value
/// (`9am-5pm, 6-9pm`, `closed`, `24 hours`) — with dashes, commas and brackets between items
/// ignored. Then items pair up. A text has one order, decided by its first day or value:
/// "Mon-Fri 9-5, Sat 10-4" (days first) or "9am-7pm (Mon-Fri), 9am-5pm (Sat)" (values first).
/// Months apply to the items after them and must not overlap. Two day items in a row are refused
/// ("Monday - Saturday Mon 9.00 - 17.00, Tue …" from two merged columns). Two exceptions keep real
/// texts readable: "closed" may come before its days in a days-first text ("… Closed Saturday and
/// Sunday"), and one value without days may open a text or a month group ("7am to 7pm", "April to
/// September - 9am to 6pm") when months, "closed" or the end follow it. A month group needs at least one rule, and a text
/// with months must start with them.
struct HoursGrammar {
    enum Item: Equatable {
        case days(HoursDays)
        case months([ClosedMonthRange])
        case value(HoursValue)
    }

    let tokens: [HoursToken]
    var index = 0

    init(_ tokens: [HoursToken]) { self.tokens = tokens }

    /// The rules the tokens say, in order, or nil.
    static func rules(_ tokens: [HoursToken]) -> [HoursRule]? {
        var grammar = HoursGrammar(tokens)
        guard let items = grammar.items(), !items.isEmpty else { return nil }
        return pair(items)
    }

    /// Pairs days with values in the text's own order; nil when an item has no partner.
    private static func pair(_ items: [Item]) -> [HoursRule]? {
        let isDaysFirst = items.first { if case .months = $0 { return false } else { return true } }
            .map { if case .days = $0 { return true } else { return false } }
        guard let isDaysFirst else { return nil }
        // A text with months gives every rule its months: "Sa-Su 9-5; Summer April - September"
        // does not say which months the first rule is for.
        let hasMonths = items.contains { if case .months = $0 { return true } else { return false } }
        if hasMonths { guard case .months? = items.first else { return nil } }
        var rules: [HoursRule] = []
        var scope = MonthScope()
        var i = 0
        while i < items.count {
            let next = i + 1 < items.count ? items[i + 1] : nil
            switch items[i] {
            case .months(let m):
                guard next != nil, scope.enter(m, isFirstItem: i == 0) else { return nil }
                i += 1
                continue
            case .days(let days):
                guard isDaysFirst, case .value(let value)? = next else { return nil }
                rules.append(HoursRule(months: scope.months, days: days, value: value))
                i += 2
            case .value(let value):
                if case .days(let days)? = next, !isDaysFirst || value == .closed {
                    rules.append(HoursRule(months: scope.months, days: days, value: value))
                    i += 2
                } else {
                    // One value for all days opens a group, and only "closed <days>" may follow it:
                    // in "12:00-14:00; 18:00-23:00 (Mon-Fri)" the first span belongs to Mon-Fri too.
                    guard scope.rules == 0 else { return nil }
                    if case .value(let following)? = next, following != .closed { return nil }
                    rules.append(HoursRule(months: scope.months, days: nil, value: value))
                    i += 1
                }
            }
            scope.rules += 1
        }
        return rules
    }

    /// The month group the items are in, and the groups seen so far.
    private struct MonthScope {
        var months: [ClosedMonthRange] = []
        var rules = 0
        var groupsSeen: [Set<Int>] = []

        /// Enters a month group; false when the previous group had no rule, or when the group
        /// overlaps an earlier one ("Mar-Sep … Sep-Mar" leaves the shared months unsure). The same
        /// group again ("Oct-Mar … weekdays, Oct-Mar … weekends") continues it.
        mutating func enter(_ next: [ClosedMonthRange], isFirstItem: Bool) -> Bool {
            guard rules > 0 || isFirstItem else { return false }
            let covered = Set(next.flatMap(\.months))
            if groupsSeen.contains(covered) {
                rules = 1
            } else {
                guard groupsSeen.allSatisfy({ $0.isDisjoint(with: covered) }) else { return false }
                groupsSeen.append(covered)
                rules = 0
            }
            months = next
            return true
        }
    }
}
