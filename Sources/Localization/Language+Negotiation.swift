import Foundation

extension Language {
    /// The language for a BCP 47 tag, by its primary subtag: "fr-CH" and "FR" are French;
    /// nil for a language we do not speak, `*` or text that is not a tag.
    public init?(tag: some StringProtocol) {
        let primary = tag.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard primary.count == 2 || primary.count == 3 else { return nil }
        guard let language = Language(rawValue: primary.lowercased()) else { return nil }
        self = language
    }

    /// The most wanted language of an `Accept-Language` header that we speak, or nil.
    ///
    /// Follows RFC 9110 §12.5.4 with the "lookup" matching of RFC 4647 §3.4 on the primary
    /// subtag: ranges are taken by descending `q` (ties in the order sent), `q=0` rules a
    /// language out, and `*` stands for any language not named, which is ``fallback`` unless
    /// ruled out. Malformed entries are skipped, never an error: a client's bad header must
    /// not cost it its answer. Only the first 32 entries are read, so the work is bounded.
    ///
    /// ```swift
    /// Language.negotiate("fr-CH;q=0.9, de;q=0.8")  // .french
    /// Language.negotiate("it, de;q=0.5")           // .german
    /// ```
    /// - Complexity: O(n log n) in the entries read (n ≤ 32).
    public static func negotiate(_ header: String?) -> Language? {
        guard let header, !header.isEmpty else { return nil }
        var ranges: [(tag: Substring, quality: Double, position: Int)] = []
        for (position, entry) in header.split(separator: ",").prefix(32).enumerated() {
            let parts = entry.split(separator: ";")
            guard let tag = parts.first?.trimmingCharacters(in: .whitespaces), !tag.isEmpty else { continue }
            var quality: Double? = 1
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingCharacters(in: .whitespaces)
                guard pair.hasPrefix("q=") || pair.hasPrefix("Q=") else { continue }
                quality = Double(pair.dropFirst(2)).flatMap { (0...1).contains($0) ? $0 : nil }
            }
            guard let quality else { continue }  // a malformed weight: the entry is skipped
            ranges.append((Substring(tag), quality, position))
        }
        let ruledOut = Set(ranges.filter { $0.quality == 0 }.compactMap { Language(tag: $0.tag) })
        let wanted = ranges.filter { $0.quality > 0 }.sorted { ($1.quality, $0.position) < ($0.quality, $1.position) }
        for range in wanted {
            if range.tag == "*" {
                if let any = ([fallback] + allCases).first(where: { !ruledOut.contains($0) }) { return any }
                continue
            }
            if let language = Language(tag: range.tag), !ruledOut.contains(language) { return language }
        }
        return nil
    }
}
