import Foundation

/// The keywords of the specification (weekdays, months, states, sun events, …) and their tokens.
enum Keywords {
    struct Entry { var kind: TokenKind; var int: Int; var text: String }

    private static let table: [String: Entry] = {
        var t: [String: Entry] = [:]
        for (i, d) in ["su", "mo", "tu", "we", "th", "fr", "sa"].enumerated() { t[d] = Entry(kind: .weekday, int: i, text: d) }
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        for (i, m) in months.enumerated() { t[m] = Entry(kind: .month, int: i, text: m) }
        for w in ["day", "days"] { t[w] = Entry(kind: .calcday, int: 0, text: w) }
        for w in ["sunrise", "sunset", "dawn", "dusk"] { t[w] = Entry(kind: .timevar, int: 0, text: w) }
        t["easter"] = Entry(kind: .event, int: 0, text: "easter")
        t["week"] = Entry(kind: .week, int: 0, text: "week")
        for w in ["open", "closed", "off", "unknown"] { t[w] = Entry(kind: .state, int: 0, text: w) }
        return t
    }()

    /// Keywords packed into an integer, one lowercased ASCII letter per byte.
    private static let packed: [UInt64: Entry] = {
        var t: [UInt64: Entry] = [:]
        for (word, entry) in table { if let key = pack(word.unicodeScalars[...]) { t[key] = entry } }
        return t
    }()

    private static func pack<S: Collection>(_ scalars: S) -> UInt64? where S.Element == Unicode.Scalar {
        guard scalars.count <= 8 else { return nil }
        var key: UInt64 = 0
        for s in scalars {
            guard ("a"..."z").contains(s) || ("A"..."Z").contains(s) else { return nil }
            key = key << 8 | UInt64(s.value | 0x20)
        }
        return key
    }

    /// The token for a keyword written in any case, without building a string.
    static func token(packing scalars: ArraySlice<Unicode.Scalar>) -> Token? {
        guard let key = pack(scalars), let e = packed[key] else { return nil }
        return Token(kind: e.kind, int: e.int, text: e.text, column: 0)
    }

    /// The token for a lowercased keyword, or nil.
    static func token(for word: String) -> Token? {
        guard let e = table[word] else { return nil }
        return Token(kind: e.kind, int: e.int, text: e.text, column: 0)
    }
}
