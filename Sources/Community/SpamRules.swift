import Foundation

/// The checks every contribution's free text goes through before it is stored.
///
/// They are cheap heuristics, not a classifier: each refuses something no honest toilet name
/// or comment needs (a link, a run of one character, the same word over and over, the text the
/// same device just sent), and moderation catches the rest.
public enum SpamRules {
    /// Whether `text` holds a link: a scheme (`http:`, `https:`, `ftp:`, `mailto:`), `www.`, or
    /// a host name such as `cheap-pills.com` or `bit.ly/x` (a word, a dot, then a known top-level
    /// domain or any two-letter country domain, with no space in between).
    public static func containsLink(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return linkPattern?.firstMatch(in: text, range: range) != nil
    }

    /// Whether `text` is repetitive: one character seven or more times in a row, or one word
    /// (of two letters or more) making up half of eight or more words.
    public static func isRepetitive(_ text: String) -> Bool {
        var run = 0, previous: Character?
        for character in text where !character.isWhitespace {
            run = character == previous ? run + 1 : 1
            previous = character
            if run >= 7 { return true }
        }
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0.count >= 2 }
        guard words.count >= 8 else { return false }
        let most = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +).values.max() ?? 0
        return most * 2 >= words.count
    }

    /// Whether `text` repeats one of `recent` (the same device's latest texts), ignoring case,
    /// accents, spaces and punctuation.
    public static func repeats(_ text: String, recent: [String]) -> Bool {
        let key = normalized(text)
        return !key.isEmpty && recent.contains { normalized($0) == key }
    }

    static func normalized(_ text: String) -> String {
        String(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private static let topLevelDomains = "com|net|org|info|biz|io|ly|co|me|xyz|top|online|site|shop|club|app|dev|link|click|live|store|tech|[a-z]{2}"
    private static let linkPattern = try? NSRegularExpression(
        pattern: #"(?i)(\b(https?|ftp|mailto):|\bwww\.|\b[a-z0-9][a-z0-9-]*\.(\#(topLevelDomains))(\b|/))"#)
}
