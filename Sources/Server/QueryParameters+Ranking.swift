import Finder
import Foundation

/// How `/api/nearest` orders and filters by the community's word: `rank`, `weights`, `minRating`.
extension QueryParameters {
    /// The `rank` words and the order each asks for.
    static let ranks = ["walk", "best", "rating", "cleanliness"]

    /// `rank` (default `walk`), with `weights` for `best`.
    func order() throws(APIError) -> FinderOrder {
        let rank = try choice("rank", among: Self.ranks) ?? "walk"
        let weights = try bestPickWeights()
        switch rank {
        case "best": return .best(weights)
        case "rating": return .rating
        case "cleanliness": return .cleanliness
        default: return .walk
        }
    }

    /// `weights=cleanliness:4.5,knownHours:2`: the device's learned weights, each within
    /// ``BestPickWeights/bounds`` (a factor given twice: the later counts); the factors not given
    /// keep the standard.
    func bestPickWeights() throws(APIError) -> BestPickWeights {
        var weights = BestPickWeights.standard
        guard let raw = try value("weights"), !raw.isEmpty else { return weights }
        let names = BestPickFactor.allCases.filter { $0 != .walk }.map(\.rawValue)
        let expected = Expected(.weightsList, ["names": .raw(names.joined(separator: ", "))])
        for pair in raw.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let factor = BestPickFactor(rawValue: String(parts[0])), factor != .walk,
                  let minutes = QueryGrammar.decimal(parts[1]),
                  BestPickWeights.bounds.contains(minutes) else {
                throw .invalid("weights", raw, expected: expected)
            }
            weights[factor] = minutes
        }
        return weights
    }

    /// `minRating`: 1 to 5.
    func minimumRating() throws(APIError) -> Double? {
        guard let rating = try double("minRating", expected: Expected(.ratingRange)) else { return nil }
        guard (1...5).contains(rating) else { throw .invalid("minRating", try value("minRating") ?? "", expected: Expected(.ratingRange)) }
        return rating
    }
}

extension FinderOrder {
    /// The `rank` word of this order.
    var name: String {
        switch self {
        case .walk: "walk"
        case .best: "best"
        case .rating: "rating"
        case .cleanliness: "cleanliness"
        }
    }
}
