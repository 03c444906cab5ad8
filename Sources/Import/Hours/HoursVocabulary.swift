import Foundation

/// The words free-text hours may use: a table, so the vocabulary is read and tested as data.
///
/// A word maps to a token, or to "nothing" for filler words that add no meaning ("on", "from",
/// "only", "open"). A word that is not in the table makes the text unreadable. Words that hedge
/// ("normally", "approx", "varies", "usually") are deliberately absent.
enum HoursVocabulary {
    /// The token for `word` (lowercase letters): `.some(token)`, `.some(nil)` for a filler
    /// word, or nil when the word is unknown.
    static func word(_ word: String) -> HoursToken?? {
        if let day = weekday[word] { return .some(.days([day], isRangeable: true)) }
        if let month = month[word] { return .some(.month(month)) }
        if fillers.contains(word) { return .some(nil) }
        return other[word].map { .some($0) }
    }

    private static let weekday: [String: Int] = {
        let names: [[String]] = [
            ["mo", "mon", "mons", "monday", "mondays"],
            ["tu", "tue", "tues", "tuesday", "tuesdays"],
            ["we", "wed", "weds", "wednesday", "wednesdays"],
            ["th", "thu", "thur", "thurs", "thursday", "thursdays"],
            ["fr", "fri", "friday", "fridays"],
            ["sa", "sat", "sats", "saturday", "saturdays"],
            ["su", "sun", "suns", "sunday", "sundays"],
        ]
        var table: [String: Int] = [:]
        for (day, words) in names.enumerated() { for word in words { table[word] = day } }
        return table
    }()

    private static let month: [String: Int] = {
        let names: [[String]] = [
            ["jan", "january"], ["feb", "february"], ["mar", "march"], ["apr", "april"], ["may"],
            ["jun", "june"], ["jul", "july"], ["aug", "august"], ["sep", "sept", "september"],
            ["oct", "october"], ["nov", "november"], ["dec", "december"],
        ]
        var table: [String: Int] = [:]
        for (index, words) in names.enumerated() { for word in words { table[word] = index + 1 } }
        return table
    }()

    /// Words that carry no meaning of their own here.
    private static let fillers: Set<String> = ["on", "from", "only", "open", "opens", "hours", "hrs", "times"]

    private static let other: [String: HoursToken] = [
        "and": .and, "to": .to, "until": .to, "till": .to, "til": .to, "through": .to, "thru": .to,
        "daily": .days(Set(0...6), isRangeable: false),
        "weekdays": .days(Set(0...4), isRangeable: false),
        "weekends": .days([5, 6], isRangeable: false), "weekend": .days([5, 6], isRangeable: false),
        "holiday": .holiday, "ph": .holiday,
        "summer": .season, "winter": .season,
        "closed": .closed, "off": .closed,
        "allday": .allDay,
        "noon": .clock(.noon), "midnight": .clock(.midnight),
        "dawn": .event("dawn"), "dusk": .event("dusk"), "sunrise": .event("sunrise"), "sunset": .event("sunset"),
    ]
}
