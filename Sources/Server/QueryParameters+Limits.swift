import Foundation
import Store

/// How long each query parameter may be, and how much text a search may ask for.
///
/// Every request must do bounded work: a value longer than its cap is a 400 naming the parameter,
/// never silently cut. Numbers fit in 64 characters; a route polyline gets 20,000 (thousands of
/// points, far more than a 45-minute walk), which a GET carries under the parser's 80 kB even
/// when every character is percent-encoded.
extension QueryParameters {
    /// The cap for parameters without an entry in ``maxLengths``.
    static let defaultMaxLength = 64

    /// Caps, in Unicode scalars, for the parameters whose values are longer than a number.
    static let maxLengths: [String: Int] = [
        "q": maxSearchCharacters,
        "query": maxSearchCharacters,
        "polyline": 20_000,
        "needs": 128,
        "weights": 200,
    ]

    /// Every parameter the API reads; ``checkKnownParameters()`` checks these on every API request.
    static let knownNames: Set<String> = [
        "lat", "lon", "lng", "limit", "at", "needs", "routes", "q", "query", "bbox", "radiusMeters",
        "from", "to", "polyline", "wasOff", "seconds", "page", "per_page", "ada", "unisex", "updated",
        "day", "month", "year", "geometry", "since", "lang", "rank", "weights", "minRating",
    ]

    /// Search text: at most 200 characters and 16 words. Sixteen words hold any real address
    /// ("12 Boulevard Princesse Charlotte, Monte Carlo, Monaco" has 7); each word is one more
    /// prefix term in the full-text query, so the cap bounds the database's work.
    static let maxSearchCharacters = 200
    static let maxSearchWords = 16

    /// The cap of `name`.
    static func maxLength(of name: String) -> Int {
        maxLengths[name] ?? defaultMaxLength
    }

    /// Search text for `name`: required, within the character cap, at most ``maxSearchWords`` words
    /// (as ``SearchDocument/terms(of:)`` splits them).
    func searchText(_ name: String, expected: Expected) throws(APIError) -> String {
        let text = try requiredString(name, expected: expected)
        let words = SearchDocument.terms(of: text).count
        guard words <= Self.maxSearchWords else {
            throw APIError(.badRequest, code: "invalid_parameter", .tooManyWords,
                           ["field": .raw(name), "limit": .raw(String(Self.maxSearchWords)), "count": .raw(String(words))], field: name)
        }
        return text
    }
}
