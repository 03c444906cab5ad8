import Foundation
import Model

/// The text of a toilet that search looks at, in Refuge's weighted fields.
///
/// Weights follow Refuge: name (A), street, comment and directions (B), city (C),
/// state and country (D). Both the SQLite FTS5 ranking and the in-memory scorer use
/// ``weights``.
public struct SearchDocument: Sendable, Equatable {
    public var name: String
    public var street: String
    public var comment: String
    public var directions: String
    public var city: String
    public var state: String
    public var country: String

    /// The weight of each field, in the order of ``fields``.
    public static let weights: [Double] = [10, 4, 4, 4, 2, 1, 1]

    public init(_ toilet: Toilet) {
        let a = toilet.attributes
        name = toilet.displayName
        street = [a.address.value?.street, a.address.value?.houseNumber].compactMap { $0 }.joined(separator: " ")
        comment = a.description.value ?? ""
        directions = a.level.value.map { "Level \($0)" } ?? ""
        city = a.address.value?.city ?? ""
        state = a.address.value?.state ?? ""
        country = a.address.value?.country ?? ""
    }

    /// The fields in weight order.
    public var fields: [String] { [name, street, comment, directions, city, state, country] }

    /// Lower-cased, accent-free words of `text`, as search compares them.
    public static func terms(of text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }
}
