import Foundation

/// The hours columns of the Toilet Map UK (GBPTM 2014) CSV as one text for ``FreeTextHours``.
///
/// The file spreads hours over `24 hours`, `Open`, `Closed`, `Days of the Week open`,
/// `Open Season - Summer`, `Closed Season-Winter` and `Time Notes:`, with "/" for unknown.
public enum ToiletMapUKHours {
    /// One text saying what the row's hours columns say, or nil when they say nothing.
    /// `fields` maps the header's column names (as in the file) to the row's values.
    public static func text(_ fields: [String: String]) -> String? {
        let known = { (name: String) -> String? in
            guard let value = fields[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value != "/" else { return nil }
            return value
        }
        if known("24 hours") == "1" { return "24 hours" }
        guard let open = known("Open") else { return nil }
        return [known("Days of the Week open"), open].compactMap { $0 }.joined(separator: " ")
    }
}
