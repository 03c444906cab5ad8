import Foundation

/// The error tolerance of opening_hours.js: words and characters it reads with a warning.
extension Tokenizer {
    /// Error tolerance: words and characters read through `WordCorrections`.
    mutating func tryLenient() throws(OpeningHoursError) -> Bool {
        guard let s = scalar(), Self.mayBeLenient(s, next: scalar(1), previous: current.last) else { return false }
        if ("0"..."9").contains(s), !(hasPrefix("24x7") || hasPrefix("24 hours", caseInsensitive: true)
            || hasPrefix("7 day", caseInsensitive: true) || hasPrefix("7day", caseInsensitive: true)
            || hasPrefix("7/7") || hasPrefix("7j/7", caseInsensitive: true)) {
            return false
        }
        let rest = String(String.UnicodeScalarView(text[pos...].prefix(40)))
        guard let m = Self.lenientRegex?.prefixMatch(rest) else { return false }
        let word = m.word.lowercased()
        let start = column
        if let token = Keywords.token(for: word) {
            push(token.kind, int: token.int, text: token.text)
            if token.kind == .weekday || token.kind == .month { warn("read \"\(m.word)\" as \(token.display)") }
        } else if let correction = WordCorrections.correction(for: word, country: country) {
            warn("read \"\(m.word)\" as \"\(correction)\"", at: start)
            if correction == "am" || correction == "pm" {
                applyMeridiem(correction)
            } else if correction == "||" {
                endRule(fallback: true)
            } else {
                var inner = Tokenizer(correction, country: country)
                let parts = try inner.tokenize()
                for t in parts.first?.tokens ?? [] { current.append(Token(kind: t.kind, int: t.int, text: t.text, column: start)) }
            }
        } else {
            push(.char(Character(Self.lower(s)))); pos += 1
            return true
        }
        pos += m.length
        if !m.suffix.isEmpty { warn("omit the \".\" after \"\(m.word)\"") }
        return true
    }

    /// After `open`, `closed`, `off` or `unknown`, words that no reading knows, up to the end of
    /// the rule (`;`, `||` or the end): a comment without its quotes, as opening_hours.js reads
    /// `Mo-Fr 08:00-12:00 unknown call ahead first`, with a warning. A keyword or a known
    /// correction right after the state is read as before, so `Mo off Tu 10:00` stays an error.
    mutating func tryUnquotedComment() -> Bool {
        guard current.last?.kind == .state, let s = scalar(), Self.isWordScalar(s) else { return false }
        var end = pos
        while end < text.count, Self.isWordScalar(text[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(text[pos..<end])).lowercased()
        guard Keywords.token(for: word) == nil, WordCorrections.correction(for: word, country: country) == nil else { return false }
        let rest = String(String.UnicodeScalarView(text[pos...].prefix(40)))
        if let m = Self.lenientRegex?.prefixMatch(rest), m.word.count > word.count,
           Keywords.token(for: m.word.lowercased()) != nil || WordCorrections.correction(for: m.word.lowercased(), country: country) != nil {
            return false  // a known phrase such as "by appointment"
        }
        var stop = pos
        while stop < text.count, text[stop] != ";", text[stop] != "|", text[stop] != "\"" { stop += 1 }
        var last = stop
        while last > pos, Self.isSpace(text[last - 1]) { last -= 1 }
        let comment = String(String.UnicodeScalarView(text[pos..<last]))
        warn("put the comment in double quotes: \"\(comment)\"")
        push(.comment, text: comment)
        pos = stop
        return true
    }

    static func mayBeLenient(_ s: Unicode.Scalar, next: Unicode.Scalar?, previous: Token?) -> Bool {
        if ("0"..."9").contains(s) {
            if previous?.isChar("-") == true || previous?.isChar("+") == true { return false }
            return s == "2" || s == "7"
        }
        if s == "-" { return next.map { $0 == "o" || $0 == "O" || $0 == "l" || $0 == "L" || $0 == " " } ?? false }
        if s.isASCII, !s.properties.isAlphabetic { return "&_=?~".unicodeScalars.contains(s) }
        return true
    }

    mutating func applyMeridiem(_ which: String) {
        var at = current.count - 1
        guard at >= 0 else { return }
        if at >= 2, current[at - 2].kind == .number, current[at - 1].kind == .timesep, current[at].kind == .number {
            at -= 2
        } else if current[at].kind != .number {
            return
        }
        if which == "pm", current[at].int < 12 { current[at].int += 12 }
        if which == "am", current[at].int == 12 { current[at].int = 0 }
    }

    static let lenientRegex = NSRegularExpressionBox(
        "(&|_|→|‐|‑|‒|–|−|—|ー|=|·|öffnungszeit(?:en)?:?|opening_hours\\s*=|\\?|~|～|：|always (?:open|closed)|24x7"
        + "|24 hours 7 days a week|24 hours|7 ?days(?:(?: a |/)week)?|7j?/7|all days?|every day"
        + "|(?:bis|till?|-|–)? ?(?:open ?end|late)|(?:(?:one )?day (?:before|after) )?(?:school|public) holidays?"
        + "|days(?=\\s|$|[^\\p{L}_])|до|рм|ам|jours fériés|on work days?|sonntags?"
        + "|(?:nur |an )?sonn-?(?:(?: und |/)feiertag(?:s|en?)?)?|(?:an )?feiertag(?:s|en?)?"
        + "|(?:nach|on|by) (?:appointments?|vereinbarung|absprache)|p\\.m\\.|a\\.m\\."
        + "|(?:[^\\s\\p{Nd}\\p{P}\\p{S}\\p{C}]|_)+(?=\\s|$|[\\s\\p{Nd}\\p{Po}\\p{Ps}\\p{Pe}\\p{Pd}\\p{Pf}\\p{Pi}\\p{S}\\p{C}])"
        + "|à|á|mo|tu|we|th|fr|sa|su|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\\.?)")
}
