import Foundation
import OpeningHours

/// Free-text opening hours from council and city files ("7am-6pm Monday to Friday",
/// "24 hours", "Dawn to dusk") as an OSM `opening_hours` value, or as unreadable.
///
/// The rule is: never a wrong value. A text is turned into a value only when every part of it
/// is understood; otherwise it is ``Reading/unreadable`` and the importer keeps the original
/// text, shown as the source wrote it and never evaluated (``Model/ToiletAttributes/hoursTextField``).
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

    /// The reading of `text`.
    public static func read(_ text: String) -> Reading {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || ["/", "-", "n/a", "na", "unknown"].contains(trimmed.lowercased()) { return .empty }
        if (try? OpeningSchedule(parsing: trimmed)) != nil, trimmed.range(of: "^[A-Za-z0-9 :;,/+-]+$", options: .regularExpression) != nil,
           trimmed == "24/7" || trimmed.range(of: "^(Mo|Tu|We|Th|Fr|Sa|Su)", options: .regularExpression) != nil {
            return .hours(trimmed)
        }
        return .unreadable
    }
}
