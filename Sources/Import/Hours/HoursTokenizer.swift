import Foundation

/// Turns a free-text hours text into ``HoursToken``s, or nil when a word is not in the vocabulary.
///
/// Phrases are rewritten first (`24 hours` → one token, `12 noon` → noon, `&amp;` → `&`), then
/// the text is scanned left to right. Anything unknown — a word, a date like `24/07/2016`, a
/// minute written with one digit (`6.3am`) — ends the reading: the caller keeps the text.
enum HoursTokenizer {
    /// The tokens of `text`, or nil when some part of it is not understood.
    static func tokens(_ text: String) -> [HoursToken]? {
        let scalars = Array(rewrite(text).unicodeScalars)
        var tokens: [HoursToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace { index += 1; continue }
            if ("0"..."9").contains(scalar) {
                guard let (clock, next) = clock(scalars, from: index) else { return nil }
                tokens.append(.clock(clock))
                index = next
            } else if ("a"..."z").contains(scalar) {
                var end = index
                while end < scalars.count, ("a"..."z").contains(scalars[end]) { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                guard let token = HoursVocabulary.word(word) else { return nil }
                if let token { tokens.append(token) }
                index = end
            } else {
                guard let token = punctuation(scalar) else { return nil }
                tokens.append(token)
                index += 1
            }
        }
        return tokens
    }

    /// Punctuation: dashes, joiners and hard separators; anything else (`?`, `@`, quotes) is unknown.
    private static func punctuation(_ scalar: Unicode.Scalar) -> HoursToken? {
        switch scalar {
        case "-": return .dash
        case ",", "&", "/", "+": return .and
        case ";", "|", ".", ":", "(", ")", "[", "]": return .separator
        default: return nil
        }
    }

    /// Phrases rewritten before scanning, in order. Each pattern is lowercase and whole-word.
    static let phrases: [(pattern: String, replacement: String)] = [
        ("&amp;", "&"),
        ("[\u{2013}\u{2014}\u{2212}]|\u{e2}\u{20ac}\u{201c}", "-"),
        ("(?<![0-9])24\\s*/\\s*7(?![0-9/])", " allday "),
        ("(?<![0-9])(open\\s+)?24\\s*(hours|hour|hrs|hr|h)\\b(\\s+a\\s+day)?", " allday "),
        ("(?<![0-9.:])7\\s+days(\\s+a\\s+week)?\\b", " daily "),
        ("\\bevery\\s*day\\b|\\ball\\s+week\\b", " daily "),
        ("\\b(bank|public)\\s+holidays?\\b", " holiday "),
        ("(?<![0-9])12([.:]00)?\\s*(noon|midday)\\b|\\bmidday\\b", " noon "),
        ("(?<![0-9])12([.:]00)?\\s*midnight\\b", " midnight "),
        ("\\b(open\\s+)?all\\s+year(\\s+round)?\\b", " "),
        ("\\bdays\\s+open\\s*:", " "),
        ("\\bopening\\s+(times|hours)\\s*:?", " "),
        ("\\bhours\\s*:", " "),
        ("\\bradar\\s+key\\s+accessible\\b", " "),
    ]

    private static let compiled: [(NSRegularExpression, String)] = phrases.compactMap { phrase in
        (try? NSRegularExpression(pattern: phrase.pattern)).map { ($0, phrase.replacement) }
    }

    /// The text lowercased, with non-breaking spaces as spaces and the phrases rewritten.
    static func rewrite(_ text: String) -> String {
        var result = text.lowercased().replacingOccurrences(of: "\u{a0}", with: " ")
        for (regex, replacement) in compiled {
            let range = NSRange(result.startIndex..., in: result)
            result = regex.stringByReplacingMatches(in: result, range: range, withTemplate: replacement)
        }
        return result
    }
}
