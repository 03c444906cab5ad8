import Foundation

/// The hours columns of the Toilet Map UK (GBPTM 2014) CSV as one text for ``FreeTextHours``.
///
/// The file spreads hours over `24 hours`, `Open`, `Closed`, `Days of the Week open`,
/// `Open Season - Summer`, `Closed Season-Winter` and `Time Notes:`, with "/" for unknown.
/// Every column that says something goes into the text, so a note the reader does not
/// understand ("Only for funerals", "April - October" after "24 hours") makes the row unreadable
/// instead of being silently dropped. Summer and winter hours are labelled "Summer"/"Winter",
/// which the reader only accepts with months, so they stay unread unless the months are given.
public enum ToiletMapUKHours {
    /// One text saying what the row's hours columns say, or nil when they say nothing.
    /// `fields` maps the header's column names (as in the file) to the row's values.
    public static func text(_ fields: [String: String]) -> String? {
        let isAllDay = ["1", "yes"].contains(known(fields, "24 hours")?.lowercased() ?? "")
        var parts: [String] = []
        if isAllDay { parts.append("24 hours") }
        // "1" in Open beside "24 hours" = 1 repeats the flag.
        let open = known(fields, "Open").flatMap { isAllDay && $0 == "1" ? nil : $0 }
        // Some rows are shifted one column right: closing hours in the days column, opening hours in
        // Closed. Labelled, such a value stays unread (and says where it came from when shown).
        let days = known(fields, "Days of the Week open").map { value in
            value.contains(where: \.isNumber) ? "Days of the week open: \(value);" : value
        }
        let daysAndOpen = [days, open].compactMap { $0 }.joined(separator: " ")
        if !daysAndOpen.isEmpty { parts.append(daysAndOpen) }
        if let summer = known(fields, "Open Season - Summer") { parts.append("Summer " + summer) }
        if let winter = known(fields, "Closed Season-Winter") { parts.append("Winter " + winter) }
        if let notes = known(fields, "Time Notes:") { parts.append(notes) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The row's hours read by ``FreeTextHours/read(_:)``, with the `Closed` column as a check:
    /// when `Open` and `Closed` are both one time range and `Closed` is not the complement of
    /// `Open` ("08.00 - 18.00" open, "18.00 - 08.00" closed), the row contradicts itself and is
    /// unreadable.
    public static func reading(_ fields: [String: String]) -> FreeTextHours.Reading {
        guard let text = text(fields) else { return .empty }
        if let open = known(fields, "Open").flatMap(range), let closed = known(fields, "Closed").flatMap(range),
           closed != [open[1], open[0]] {
            return .unreadable
        }
        return FreeTextHours.read(text)
    }

    /// The column's value when it says something ("/" and "0" say nothing).
    private static func known(_ fields: [String: String], _ name: String) -> String? {
        guard let value = fields[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value != "/" else { return nil }
        return name == "24 hours" && value == "0" ? nil : value
    }

    /// `HH.MM - HH.MM` (also `:` or `,`) as its two ends in minutes, or nil for anything else.
    private static func range(_ text: String) -> [Int]? {
        let ends = text.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2 else { return nil }
        let minutes = ends.compactMap { end -> Int? in
            let pieces = end.split(whereSeparator: { ".:,".contains($0) })
            guard pieces.count == 2, let hour = Int(pieces[0]), let minute = Int(pieces[1]) else { return nil }
            return hour * 60 + minute
        }
        return minutes.count == 2 ? minutes : nil
    }
}
