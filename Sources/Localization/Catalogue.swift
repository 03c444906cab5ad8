import Foundation

/// The texts of one module in every ``Language``, one entry per key, with named placeholders.
///
/// Every module that writes text for people keeps one catalogue, as a Swift table (no bundle
/// resources, so the core stays free of I/O):
///
/// ```swift
/// enum StepText: String, CaseIterable, Sendable { case arrive }
/// static let catalogue = Catalogue<StepText>([
///     .arrive: [.english: "Arrive at the destination", .spanish: "Ha llegado a su destino",
///               .french: "Vous êtes arrivé", .german: "Sie haben Ihr Ziel erreicht"],
/// ])
/// catalogue.text(.arrive, in: .french)  // "Vous êtes arrivé"
/// ```
/// A missing translation falls back to English (and to the key's name if that is missing too),
/// but ``problems`` lists every gap, and each module's tests require it to be empty.
public struct Catalogue<Key: RawRepresentable & CaseIterable & Hashable & Sendable>: Sendable where Key.RawValue == String {
    private let templates: [Key: [Template?]]

    /// The table: for each key, its text in each language.
    public init(_ table: [Key: [Language: String]]) {
        templates = table.mapValues { texts in Language.allCases.map { texts[$0].map(Template.init) } }
    }

    /// The template of `key` in `language`, falling back to English.
    public func template(_ key: Key, in language: Language) -> Template {
        let entry = templates[key]
        return entry?[language.index] ?? entry?[Language.fallback.index] ?? Template(key.rawValue)
    }

    /// The text of `key` in `language`, for a text without placeholders.
    public func text(_ key: Key, in language: Language) -> String {
        template(key, in: language).text
    }

    /// The text of `key` in `language`, with its placeholders filled in from `values`.
    public func text(_ key: Key, in language: Language, _ values: KeyValuePairs<String, String>) -> String {
        template(key, in: language).filled(values)
    }

    /// The text of `key` in `language`, with its placeholders filled in from `values`.
    public func text(_ key: Key, in language: Language, values: [String: String]) -> String {
        template(key, in: language).filled(values)
    }

    /// Every gap in the table: a key without an entry, a language without a text, a text whose
    /// placeholders differ from the English one's. Empty when the catalogue is complete.
    public var problems: [String] {
        var problems: [String] = []
        for key in Key.allCases {
            guard let entry = templates[key] else { problems.append("\(key.rawValue): no entry"); continue }
            let english = entry[Language.fallback.index]?.placeholders
            for language in Language.allCases {
                guard let template = entry[language.index] else { problems.append("\(key.rawValue): no \(language.rawValue) text"); continue }
                if let english, template.placeholders != english {
                    problems.append("\(key.rawValue) [\(language.rawValue)]: placeholders \(template.placeholders.sorted()) differ from English \(english.sorted())")
                }
            }
        }
        return problems
    }

    /// Every text of the table, for tests that look for untranslated text.
    public func texts(in language: Language) -> [Key: String] {
        Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0, template($0, in: language).text) })
    }
}
