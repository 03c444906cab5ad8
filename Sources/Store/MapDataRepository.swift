import Foundation
import Geo
import Model

/// Reads the searchable places and base-map shapes that imports write (with
/// ``ToiletRepository/apply(_:at:)``, in the same transaction as the toilets).
public protocol MapDataRepository: Sendable {
    /// Places whose name matches every word of `text` (prefixes, accents and case ignored),
    /// best match first; with `near`, equally good matches nearest first. At most `limit`.
    func places(matching text: String, near: Coordinate?, limit: Int) async throws -> [Place]

    /// Shapes that touch `box`, areas before lines, at most `limit`.
    /// - Complexity: O(log n + k) with a spatial index.
    func mapFeatures(in box: BoundingBox, limit: Int) async throws -> [MapFeature]
}

extension MapFeature.Kind {
    /// Drawing order: areas first, then paths, then streets on top.
    public var drawOrder: Int {
        switch self {
        case .water: 0
        case .park: 1
        case .building: 2
        case .path: 3
        case .street: 4
        }
    }
}

/// How place search ranks: how well the name matches, then distance.
public enum PlaceRanking {
    /// 0 for an exact name, 1 when the name starts with the query, 2 otherwise.
    public static func matchQuality(name: String, query: String) -> Int {
        let n = SearchDocument.terms(of: name).joined(separator: " ")
        let q = SearchDocument.terms(of: query).joined(separator: " ")
        if n == q { return 0 }
        return n.hasPrefix(q) ? 1 : 2
    }

    /// The distinct words of `query` that a full-text search must match, sorted.
    ///
    /// A word repeated, or a word that is a prefix of another query word, adds nothing to an
    /// all-words prefix match ("a" is satisfied wherever "avenue" is), but it costs: SQLite FTS5's
    /// `bm25` merges the positions of every phrase for every matching row, which is quadratic in
    /// the number of phrases (4,000 copies of "a" took 3.8 s). Dropping them keeps the work
    /// proportional to the distinct words.
    /// - Complexity: O(w log w) for `w` words: in sorted order, the words that start with a word
    ///   come right after it.
    public static func matchTerms(of query: String) -> [String] {
        let sorted = Set(SearchDocument.terms(of: query)).sorted()
        return sorted.indices.filter { i in i + 1 == sorted.count || !sorted[i + 1].hasPrefix(sorted[i]) }.map { sorted[$0] }
    }

    /// Whether every query word is a prefix of some word of `text`.
    public static func matches(_ text: String, query: String) -> Bool {
        let words = SearchDocument.terms(of: text)
        let terms = SearchDocument.terms(of: query)
        return !terms.isEmpty && terms.allSatisfy { term in words.contains { $0.hasPrefix(term) } }
    }

    /// Sorts by match quality, then distance from `near` (when given), then name.
    public static func sorted(_ places: [Place], query: String, near: Coordinate?) -> [Place] {
        places.map { place in
            (place, matchQuality(name: place.name, query: query), near.map { $0.distanceMeters(to: place.coordinate) } ?? 0)
        }
        .sorted { ($0.1, $0.2, $0.0.name) < ($1.1, $1.2, $1.0.name) }
        .map(\.0)
    }
}
