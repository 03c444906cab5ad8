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

    /// Words that say what kind of place it is, not which one.
    static let genericWords: Set<String> = [
        "toilet", "toilets", "wc", "wcs", "public", "convenience", "conveniences", "automatic", "automated", "apc",
        "superloo", "unisex", "disabled", "accessible", "male", "female", "ladies", "gents", "men", "women", "mens", "womens",
        "the", "and", "of", "at", "in", "on", "a", "near", "nr", "by", "opposite", "opp", "outside", "inside",
        "station", "underground", "tube", "dlr", "overground", "rail", "national", "railway", "bus",
        "london", "currently", "closed", "temporarily", "block", "facility", "facilities", "loo", "loos",
    ]

    public init(_ name: String?) {
        guard let name, !name.isEmpty else { words = []; return }
        var text = name.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        text = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
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
    public func similarity(to other: NameKey) -> Double {
        guard !isGeneric, !other.isGeneric else { return 0 }
        let (short, long) = words.count <= other.words.count ? (words, other.words) : (other.words, words)
        let shared = short.filter { word in long.contains { Self.sameWord(word, $0) } }.count
        return Double(shared) / Double(short.count)
    }

    static func sameWord(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return short.count >= 4 && long.hasPrefix(short)
    }
}
