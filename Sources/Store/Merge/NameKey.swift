import Foundation

/// A toilet's name reduced to the words that tell one place from another, for matching
/// records of different sources ("Bank DLR Station" and "Bank" are one place; "Public toilet"
/// names nothing).
///
/// Lower-cased, accents and HTML entities (`&#39;`) folded, punctuation dropped, and the words
/// every toilet or station shares removed (``genericWords``). Possessive `'s` is dropped so
/// "Sainsbury's" and "Sainsburys" agree.
public struct NameKey: Sendable, Hashable {
    /// The distinctive words, in order of first appearance.
    public let words: [String]
    /// Whether the name places the toilet beside something else ("Adjacent to Gidea Park Station",
    /// "Outside Tesco"): it then agrees with that place's own record only when very close.
    public let isRelative: Bool

    /// Words that say what kind of place it is, not which one.
    static let genericWords: Set<String> = [
        "toilet", "toilets", "wc", "wcs", "public", "convenience", "conveniences", "automatic", "automated", "apc",
        "superloo", "unisex", "disabled", "accessible", "male", "female", "ladies", "gents", "men", "women", "mens", "womens",
        "the", "and", "of", "at", "in", "on", "a", "near", "nr", "by", "opposite", "opp", "outside", "inside",
        "station", "underground", "tube", "dlr", "overground", "rail", "national", "railway", "bus",
        "london", "currently", "closed", "temporarily", "block", "facility", "facilities", "loo", "loos",
    ]

    public init(_ name: String?) {
        guard let name, !name.isEmpty else { words = []; isRelative = false; return }
        let lowered = name.lowercased()
        isRelative = ["adjacent", "next to", "outside", "near ", "nr ", "opposite", "opp ", "behind", "beside"].contains { lowered.hasPrefix($0) }
        var text = name.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        text = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        text = text.replacingOccurrences(of: "'s", with: "").replacingOccurrences(of: "’s", with: "")
        var seen = Set<String>(), kept: [String] = []
        for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        where !Self.genericWords.contains(word) && seen.insert(word).inserted {
            kept.append(word)
        }
        words = kept
    }

    /// Whether the name says nothing about which place it is.
    public var isGeneric: Bool { words.isEmpty }

    /// How alike two names are, from 0 to 1: the share of the shorter name's words that the
    /// other has (so "Bank" and "Bank DLR Station" are 1). Words match when equal or when one
    /// is a prefix of the other of at least 4 letters ("Sainsbury" and "Sainsburys").
    /// 0 when either is generic.
    /// With `typos`, words of 6 letters or more also match one typing error apart (Levenshtein
    /// distance 1: "Sainbury" and "Sainsbury").
    public func similarity(to other: NameKey, typos: Bool = false) -> Double {
        guard !isGeneric, !other.isGeneric else { return 0 }
        let (short, long) = words.count <= other.words.count ? (words, other.words) : (other.words, words)
        let shared = short.filter { word in long.contains { Self.sameWord(word, $0) || typos && Self.oneTypoApart(word, $0) } }.count
        return Double(shared) / Double(short.count)
    }

    static func sameWord(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return short.count >= 4 && long.hasPrefix(short)
    }

    /// Whether two words of 6 letters or more are one insertion, deletion or substitution apart.
    static func oneTypoApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard min(x.count, y.count) >= 6, abs(x.count - y.count) <= 1, x != y else { return false }
        var i = 0, j = 0, edits = 0
        while i < x.count && j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if y.count > x.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
