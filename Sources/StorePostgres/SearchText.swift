import Foundation
import Model
import Store

/// A toilet's search words in the four tsvector weights, folded in Swift as search folds queries
/// (``SearchDocument/terms(of:)``: lower case, no accents), so PostgreSQL needs no `unaccent`
/// extension and its `simple` configuration sees exactly the words the other stores see.
///
/// Weights follow ``SearchDocument/weights``: name (A), street, comment and directions (B),
/// city (C), state and country (D).
struct SearchText: Sendable, Equatable {
    var a: String
    var b: String
    var c: String
    var d: String

    init(_ toilet: Toilet) {
        let doc = SearchDocument(toilet)
        a = Self.words(doc.name)
        b = Self.words(doc.street, doc.comment, doc.directions)
        c = Self.words(doc.city)
        d = Self.words(doc.state, doc.country)
    }

    private static func words(_ fields: String...) -> String {
        fields.flatMap { SearchDocument.terms(of: $0) }.joined(separator: " ")
    }

    /// The tsquery for `text`: every term as a prefix, all required (as FTS5's `"term"*` list), or
    /// nil when the text has no word. Terms are letters and digits only, so nothing needs quoting.
    static func query(_ text: String) -> String? {
        let terms = PlaceRanking.matchTerms(of: text)
        return terms.isEmpty ? nil : terms.map { "\($0):*" }.joined(separator: " & ")
    }

    /// `ts_rank`'s weights for D, C, B and A: ``SearchDocument/weights`` scaled to A = 1.
    static let rankWeights = "{0.1, 0.2, 0.4, 1.0}"
}
