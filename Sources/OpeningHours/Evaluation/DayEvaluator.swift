import Foundation

/// Computes the state of a schedule on one local day: a port of opening_hours.js 3.14.0's
/// `getStatePair`, evaluated at every minute where something can change and compressed into a
/// `DayTimeline`.
struct DayEvaluator {
    let rules: [CompiledRule]
    let context: EvaluationContext
    let day: CivilDay

    /// The comment opening_hours.js attaches to open ends.
    static let openEndComment = "Specified as open end. Closing time was guessed."

    /// A rule whose date selectors match the day; `isUncertain` when calendar data is missing.
    struct Match { var rule: Int; var isUncertain: Bool }

    /// Rules that apply on the day after the overriding logic, and the holiday-name comment.
    func matchingRules() -> (matches: [Match], holiday: (name: String, rule: Int)?) {
        var matches: [Match] = []
        var holiday: (name: String, rule: Int)?
        for (index, rule) in rules.enumerated() {
            let target = rule.isWrapped ? day.adding(-1) : day
            var answer = DayMatch.Answer.yes
            for group in rule.dateGroups {
                var groupAnswer = DayMatch.Answer.no
                for selector in group {
                    let result = selector.match(target, in: context)
                    if result.answer == .yes {
                        groupAnswer = .yes
                        if let name = result.name { holiday = (name, index) }
                    } else if result.answer == .unknown, groupAnswer == .no {
                        groupAnswer = .unknown
                    }
                }
                if groupAnswer == .no { answer = .no; break }
                if groupAnswer == .unknown { answer = .unknown }
            }
            guard answer != .no else { continue }
            let overrides = (!rule.dateGroups.isEmpty || (index > 0 && rule.isOpen && rules[index - 1].dateGroups.isEmpty))
                && (rule.isOpen || rule.isUnknown) && !rule.isWrapped && !rule.isAdditional && !rule.isFallback
            if overrides && answer == .yes { matches.removeAll() }
            matches.append(Match(rule: index, isUncertain: answer == .unknown))
        }
        return (matches, holiday)
    }

    /// The state and comment at wall-clock minute `m`.
    func state(at m: Int, matches: [Match], holiday: (name: String, rule: Int)?) -> (OpeningState, String?) {
        var isOpen = false, isUnknown = false
        var matchRule: Int?
        var comment = holiday
        for match in matches {
            let rule = rules[match.rule]
            let meaning = match.isUncertain ? false : rule.isOpen
            let unknown = match.isUncertain ? true : rule.isUnknown
            if rule.times.isEmpty, !rule.isFallback || !(isOpen || isUnknown) {
                (isOpen, isUnknown, matchRule) = (meaning, unknown, match.rule)
            }
            for (i, selector) in rule.times.enumerated() {
                let result = selector.evaluate(minute: m, day: day, in: context)
                guard result.matches, !rule.isFallback || !(isOpen || isUnknown) else { continue }
                (isOpen, isUnknown, matchRule) = (meaning, unknown, match.rule)
                if comment?.name == Self.openEndComment { comment = nil }
                guard result.isOpenEnd, isOpen || isUnknown else { continue }
                comment = (Self.openEndComment, match.rule)
                (isOpen, isUnknown) = (false, true)
                if i + 1 < rule.times.count {
                    let next = rule.times[i + 1].evaluate(minute: m, day: day, in: context)
                    let before = m > 0 ? selector.evaluate(minute: m - 1, day: day, in: context)
                                       : selector.evaluate(minute: 1439, day: day.adding(-1), in: context)
                    if !next.matches && next.hasNext && before.matches { (isOpen, isUnknown) = (false, false) }
                }
            }
        }
        var text: String?
        if let matchRule, let own = rules[matchRule].comment {
            text = own
        } else if let comment, comment.rule == matchRule {
            text = comment.name
        }
        return (isOpen ? .open : (isUnknown ? .unknown : .closed), text)
    }

    /// The whole day as segments; days with the same matching rules share one timeline when the
    /// times cannot vary from day to day.
    func timeline(cache: EvaluationCache, dayIndependent: Bool) -> DayTimeline {
        let (matches, holiday) = matchingRules()
        guard dayIndependent else { return timeline(matches: matches, holiday: holiday) }
        let signature = DaySignature(rules: matches.map { $0.rule * 2 + ($0.isUncertain ? 1 : 0) },
                                     holiday: holiday?.name, holidayRule: holiday?.rule ?? -1)
        return cache.pattern(signature, key: context.key) { timeline(matches: matches, holiday: holiday) }
    }

    private func timeline(matches: [Match], holiday: (name: String, rule: Int)?) -> DayTimeline {
        var points = [0]
        for match in matches {
            for selector in rules[match.rule].times { selector.boundaries(on: day, in: context, into: &points) }
        }
        points.sort()
        var starts: [Int16] = [], states: [OpeningState] = [], comments: [String?] = []
        var last = -1
        for p in points where p != last {
            last = p
            let (s, c) = state(at: p, matches: matches, holiday: holiday)
            if let ls = states.last, ls == s, comments[comments.count - 1] == c { continue }
            starts.append(Int16(p)); states.append(s); comments.append(c)
        }
        return DayTimeline(starts: starts, states: states, comments: comments)
    }
}
