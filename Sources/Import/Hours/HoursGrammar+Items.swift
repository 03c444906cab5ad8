import Foundation

extension HoursGrammar {
    /// The items of the whole text, or nil at the first token that fits nowhere.
    mutating func items() -> [Item]? {
        var items: [Item] = []
        while index < tokens.count {
            switch tokens[index] {
            case .separator, .and, .dash:
                index += 1
            case .to:
                return nil
            case .days, .holiday:
                guard let days = days() else { return nil }
                items.append(.days(days))
            case .season:
                // "Summer" says nothing by itself: only "Summer (April - September)" is read.
                index += 1
                while index < tokens.count, [.separator, .dash].contains(tokens[index]) { index += 1 }
                guard index < tokens.count, case .month = tokens[index] else { return nil }
            case .month:
                guard let months = months() else { return nil }
                items.append(.months(months))
            case .clock, .event:
                guard let spans = spans() else { return nil }
                items.append(.value(.times(spans)))
            case .closed:
                items.append(.value(.closed))
                index += 1
            case .allDay:
                items.append(.value(.allDay))
                index += 1
            }
        }
        return items
    }

    private func token(_ offset: Int) -> HoursToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func isRangeWord(_ token: HoursToken?) -> Bool { token == .dash || token == .to }

    /// `Mon-Fri`, `Monday to Friday`, `Sat/Sun`, `Mon, Tue and Thu`, `weekends`, `bank holidays`.
    private mutating func days() -> HoursDays? {
        var result = HoursDays(weekdays: [], hasHoliday: false)
        while true {
            switch token(0) {
            case .holiday?:
                result.hasHoliday = true
                index += 1
            case .days(let first, let isRangeable)?:
                if isRangeable, isRangeWord(token(1)), case .days(let last, true)? = token(2),
                   let a = first.first, let b = last.first {
                    result.weekdays.formUnion(a <= b ? Set(a...b) : Set(a...6).union(0...b))
                    index += 3
                } else {
                    result.weekdays.formUnion(first)
                    index += 1
                }
            default:
                return nil
            }
            guard token(0) == .and, let next = token(1), next == .holiday || isDays(next) else { return result }
            index += 1
        }
    }

    private func isDays(_ token: HoursToken) -> Bool {
        if case .days = token { return true } else { return false }
    }

    /// `April to September`, `Oct - Mar`, `May`, `June and July`.
    private mutating func months() -> [ClosedMonthRange]? {
        var result: [ClosedMonthRange] = []
        while case .month(let first)? = token(0) {
            if isRangeWord(token(1)), case .month(let last)? = token(2) {
                result.append(ClosedMonthRange(first: first, last: last))
                index += 3
            } else {
                result.append(ClosedMonthRange(first: first, last: first))
                index += 1
            }
            guard token(0) == .and, case .month? = token(1) else { break }
            index += 1
        }
        return result.isEmpty ? nil : result
    }

    /// `9am-5pm`, `9.30am to 1pm and 2 to 5pm`, `dawn till dusk`: ranges joined by "and" or ",".
    private mutating func spans() -> [HoursSpan]? {
        var result: [HoursSpan] = []
        while let start = end(token(0)) {
            guard isRangeWord(token(1)), let finish = end(token(2)),
                  let span = HoursSpanResolver.span(start, finish) else { return nil }
            result.append(span)
            index += 3
            guard token(0) == .and, end(token(1)) != nil else { break }
            index += 1
        }
        return result.isEmpty ? nil : result
    }

    private func end(_ token: HoursToken?) -> HoursSpanResolver.End? {
        switch token {
        case .clock(let clock)?: return .clock(clock)
        case .event(let name)?: return .event(name)
        default: return nil
        }
    }
}
