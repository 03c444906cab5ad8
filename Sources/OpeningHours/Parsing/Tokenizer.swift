import Foundation

/// Splits an `opening_hours` value into rules of tokens, the way opening_hours.js 3.14.0 does,
/// including its error tolerance (see `WordCorrections`); every tolerated form adds a warning.
struct Tokenizer {
    var text: [Unicode.Scalar]
    var pos = 0
    let country: String?
    private(set) var warnings: [OpeningHoursWarning] = []
    var rules: [TokenRule] = []
    var current: [Token] = []
    var currentIsFallback = false

    init(_ value: String, country: String?) {
        text = Array(value.unicodeScalars)
        self.country = country
    }

    /// Tokenizes the whole value.
    mutating func tokenize() throws(OpeningHoursError) -> [TokenRule] {
        while pos < text.count { try step() }
        rules.append(TokenRule(tokens: current, isFallback: currentIsFallback))
        return rules
    }

    var column: Int { pos + 1 }

    mutating func warn(_ message: String, at col: Int? = nil) {
        warnings.append(OpeningHoursWarning(column: col ?? column, message: message))
    }

    mutating func push(_ kind: TokenKind, int: Int = 0, text: String = "", column col: Int? = nil) {
        current.append(Token(kind: kind, int: int, text: text, column: col ?? column))
    }

    func scalar(_ offset: Int = 0) -> Unicode.Scalar? {
        pos + offset < text.count ? text[pos + offset] : nil
    }

    func hasPrefix(_ s: String, caseInsensitive: Bool = false, at start: Int? = nil) -> Bool {
        var i = start ?? pos
        for c in s.unicodeScalars {
            guard i < text.count else { return false }
            let a = caseInsensitive ? Self.lower(text[i]) : text[i]
            if a != c { return false }
            i += 1
        }
        return true
    }

    static func lower(_ s: Unicode.Scalar) -> Unicode.Scalar {
        if s.isASCII {
            return ("A"..."Z").contains(s) ? Unicode.Scalar(s.value + 32) ?? s : s
        }
        return s.properties.lowercaseMapping.unicodeScalars.first ?? s
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return s == " " || s == "\t" || s == "\n" || s == "\r" || s == "\u{0B}" || s == "\u{0C}" }
        return s.properties.isWhitespace || s == "␣"
    }

    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        if s.properties.isWhitespace { return false }
        switch s.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
             .currencySymbol, .modifierSymbol, .otherSymbol, .control, .format, .surrogate,
             .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }

    private mutating func step() throws(OpeningHoursError) {
        if tryKeyword() { return }
        guard let s = scalar() else { return }
        if Self.isSpace(s) {
            var end = pos
            while end < text.count, Self.isSpace(text[end]) { end += 1 }
            if end - pos > 1 || pos == 0 || end == text.count || s != " " { warn("remove the extra whitespace") }
            if end < text.count, text[end] == "-", current.last.map({ $0.kind == .number || $0.kind == .timevar || $0.isChar(")") }) == true {
                warn("write time ranges without spaces around \"-\"")
            }
            pos = end
            return
        }
        if hasPrefix("24/7") { push(.always, text: "24/7"); pos += 4; return }
        if s == ";" { endRule(fallback: false); pos += 1; return }
        if s == ":" || s == "." {
            if s == "." { warn("use \":\" as the hour/minute separator, not \".\"") }
            push(.timesep); pos += 1; return
        }
        if hasPrefix("ph", caseInsensitive: true) || hasPrefix("sh", caseInsensitive: true) {
            push(.holiday, text: String(text[pos...pos + 1].map { Character($0) }).uppercased()); pos += 2; return
        }
        if rewriteSuperscripts() { return }
        if tryUnquotedComment() { return }
        if try tryLenient() { return }
        if tryNumber() { return }
        if hasPrefix("||") {
            if current.isEmpty {
                throw OpeningHoursError(column: column, found: "||", expected: "a rule before the fallback separator \"||\"")
            }
            endRule(fallback: true); pos += 2; return
        }
        if tryComment() { return }
        push(.char(Character(Self.lower(s)))); pos += 1
    }

    mutating func endRule(fallback: Bool) {
        rules.append(TokenRule(tokens: current, isFallback: currentIsFallback))
        current = []
        currentIsFallback = fallback
    }

    /// A run of two or more letters that is a keyword (weekday, month, state, sun event, …).
    private mutating func tryKeyword() -> Bool {
        var end = pos
        while end < text.count, Self.isWordScalar(text[end]) { end += 1 }
        // Keywords are 2 to 7 letters long ("unknown", "sunrise").
        guard end - pos >= 2, end - pos <= 7 else { return false }
        if end < text.count, text[end] == "." { return false }
        if end < text.count, text[end] == " ",
           hasPrefix(" before", caseInsensitive: true, at: end) || hasPrefix(" after", caseInsensitive: true, at: end) {
            return false
        }
        guard let token = Keywords.token(packing: text[pos..<end]) else { return false }
        push(token.kind, int: token.int, text: token.text)
        pos = end
        return true
    }

    private mutating func tryNumber() -> Bool {
        var end = pos
        var value = 0
        while end < text.count, ("0"..."9").contains(text[end]) {
            if end - pos < 9 { value = value * 10 + Int(text[end].value - 48) }
            end += 1
        }
        guard end > pos else { return false }
        push(value > 1900 ? .year : .number, int: value)
        current[current.count - 1].digits = end - pos
        pos = end
        if end + 1 < text.count, text[end] == ".", !("0"..."9").contains(text[end + 1]) {
            pos += 1
            warn("omit the \".\" after a number")
        }
        return true
    }

    private mutating func tryComment() -> Bool {
        let openers = Self.commentOpeners, closers = Self.commentClosers
        guard let s = scalar(), s == "\"" || s == "'" || (!s.isASCII && openers.contains(s)) else { return false }
        var end = pos + 1
        if s == "\"" {
            while end < text.count, text[end] != "\"" { end += 1 }
            if end < text.count, end > pos + 1 {
                push(.comment, text: String(String.UnicodeScalarView(text[(pos + 1)..<end])))
                pos = end + 1
                return true
            }
            end = pos + 1
        }
        while end < text.count, !closers.contains(text[end]), text[end] != ";", text[end] != "|" { end += 1 }
        guard end < text.count, closers.contains(text[end]) else { return false }
        if s != "\"" || text[end] != "\"" { warn("use straight double quotes \"…\" around comments") }
        push(.comment, text: String(String.UnicodeScalarView(text[(pos + 1)..<end])))
        pos = end + 1
        return true
    }

    private static let commentOpeners: Set<Unicode.Scalar> = ["\"", "'", "„", "“", "‚", "‘", "’", "«", "「", "『"]
    private static let commentClosers: Set<Unicode.Scalar> = ["\"", "'", "”", "“", "‘", "’", "»", "」", "』"]

    /// `12°°`, `⁰⁰:³⁰`, `₀₀:₃₀`: superscript and subscript digits and the degree sign as zero.
    private mutating func rewriteSuperscripts() -> Bool {
        if let s = scalar(), s.isASCII { return false }
        func digit(_ s: Unicode.Scalar) -> Int? {
            switch s.value {
            case 176, 0x2070: return 0
            case 185: return 1
            case 178: return 2
            case 179: return 3
            case 0x2074...0x2079: return Int(s.value) - 0x2070
            case 0x2080...0x2089: return Int(s.value) - 0x2080
            case 0x207A...0x209F: return -1
            default: return nil
            }
        }
        var digits: [Int] = []
        while digits.count < 2, let s = scalar(digits.count), let d = digit(s) { digits.append(d) }
        guard !digits.isEmpty else { return false }
        warn("use normal digits instead of superscripts, subscripts or \"°\"")
        var replacement = current.last?.kind == .number ? ":" : ""
        replacement += digits.map { $0 < 0 ? "" : String($0) }.joined()
        text.replaceSubrange(pos..<(pos + digits.count), with: Array(replacement.unicodeScalars))
        return true
    }
}
