import Foundation

/// The languages ToiletNow speaks: every text a person reads exists in each of them.
///
/// English is the default: it is what a request gets when it names no language we speak.
/// The raw value is the BCP 47 primary language subtag, as `lang=` and `Content-Language` use it.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case english = "en"
    case spanish = "es"
    case french = "fr"
    case german = "de"

    /// The language of a request that names none we speak.
    public static let fallback = Language.english

    /// The codes, in order, as a list for messages and documentation: "en, es, fr, de".
    public static var codes: [String] { allCases.map(\.rawValue) }

    /// The position of the language in ``allCases``: catalogues store their texts in this order.
    @inlinable
    public var index: Int {
        switch self {
        case .english: 0
        case .spanish: 1
        case .french: 2
        case .german: 3
        }
    }
}
