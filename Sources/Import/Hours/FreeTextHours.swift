import Foundation
import OpeningHours

/// Free-text opening hours from council and city files ("7am-6pm Monday to Friday",
/// "24 hours", "Dawn to dusk") as an OSM `opening_hours` value, or as unreadable.
///
/// The rule is: never a wrong value. A text is turned into a value only when every part of it
/// is understood; otherwise it is ``Reading/unreadable`` and the importer keeps the original
/// text, shown as the source wrote it and never evaluated (``Model/ToiletAttributes/hoursTextField``).
///
/// How a text is read (details in `docs/free-text-hours.md`):
/// 1. Nothing said ("", "/", "n/a") is ``Reading/empty``.
/// 2. A text already in OSM syntax that the strict parser accepts passes through (whitespace
///    collapsed, `;` spaced as `; `) if it names a time, a sun event or `24/7` and step 3 cannot
///    read it, or if it holds a `,` (an additional rule in OSM, a list in prose).
/// 3. ``HoursTokenizer`` reads words from a small vocabulary, ``HoursGrammar`` pairs
///    days with hours, ``HoursSpanResolver`` decides am/pm, and the rules are written in OSM
///    syntax (`Mo-Fr 07:00-18:00`, `24/7`, `dawn-dusk`, `Apr-Sep 07:30-20:00; Oct-Mar 07:30-15:45`).
/// 4. Every value is parsed again with `OpeningSchedule(parsing:strict: true)`; a value the
///    strict parser refuses (anything that needs a lenient reading) is not returned.
///
/// One note that is not about time is dropped: "Radar key accessible". Any other unknown word
/// makes the text unreadable.
public enum FreeTextHours {
    /// What a text says.
    public enum Reading: Sendable, Hashable {
        /// A valid `opening_hours` value the text means, all of it.
        case hours(String)
        /// The text says something about hours that is not read confidently.
        case unreadable
        /// The text is empty or says nothing (`/`, `-`, `n/a`).
        case empty
    }

    /// Texts that say nothing at all.
    static let emptyTexts: Set<String> = ["", "/", "-", "n/a", "na", "unknown", "?"]

    /// The reading of `text`.
    ///
    /// ```swift
    /// FreeTextHours.read("7am-6pm Monday to Friday")   // .hours("Mo-Fr 07:00-18:00")
    /// FreeTextHours.read("see website")                // .unreadable
    /// ```
    /// - Complexity: O(*n*) in the length of the text, plus one strict parse of the value.
    public static func read(_ text: String) -> Reading {
        let collapsed = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        if emptyTexts.contains(collapsed.lowercased()) { return .empty }
        // OSM's "," adds a rule where prose would list days: such a value keeps its own meaning.
        if collapsed.contains(","), let value = passThrough(collapsed) { return .hours(value) }
        guard let tokens = HoursTokenizer.tokens(collapsed), let rules = HoursGrammar.rules(tokens) else {
            return passThrough(collapsed).map(Reading.hours) ?? .unreadable
        }
        var parts: [String] = []
        for rule in mergedAdjacent(rules) {
            guard let osm = rule.osm else { return .unreadable }
            parts.append(osm)
        }
        let value = parts.joined(separator: "; ")
        return isStrictlyValid(value) ? .hours(value) : .unreadable
    }

    /// The text itself when it is already a strictly valid value that names a time.
    private static func passThrough(_ text: String) -> String? {
        guard !text.contains("\""), isStrictlyValid(text) else { return nil }
        let namesTime = text == "24/7" || text.range(of: "[0-9][0-9]:[0-9][0-9]|sunrise|sunset|dawn|dusk", options: .regularExpression) != nil
        guard namesTime else { return nil }
        let spaced = text.replacingOccurrences(of: " *; *", with: "; ", options: .regularExpression)
        return isStrictlyValid(spaced) ? spaced : text
    }

    /// True when the strict parser reads `value` with no lenient form and no comment.
    static func isStrictlyValid(_ value: String) -> Bool {
        guard let schedule = try? OpeningSchedule(parsing: value, strict: true) else { return false }
        return schedule.warnings.isEmpty
    }

    /// Rules next to each other with the same months and value become one: `Mo 07:00-22:00;
    /// Tu 07:00-22:00` is `Mo,Tu 07:00-22:00`. Safe because a later rule only overrides days
    /// that the earlier one gave the same value.
    static func mergedAdjacent(_ rules: [HoursRule]) -> [HoursRule] {
        var result: [HoursRule] = []
        for rule in rules {
            if let last = result.last, let lastDays = last.days, let days = rule.days,
               last.months == rule.months, last.value == rule.value {
                result[result.count - 1].days = HoursDays(weekdays: lastDays.weekdays.union(days.weekdays),
                                                          hasHoliday: lastDays.hasHoliday || days.hasHoliday)
            } else {
                result.append(rule)
            }
        }
        return result
    }
}
