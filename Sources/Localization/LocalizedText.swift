import Foundation

/// One text written out in every ``Language``, for a sentence made before the language of the
/// request that shows it is known (the community's reasons, folded once for every request).
public struct LocalizedText: Sendable, Hashable {
    private let texts: [String]

    /// The text `make` writes in each language.
    public init(_ make: (Language) -> String) {
        texts = Language.allCases.map(make)
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        texts[language.index]
    }
}
