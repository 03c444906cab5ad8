import Foundation
import Hummingbird
import Localization

/// The language of a request: `lang=` when it names one we speak, else the best of
/// `Accept-Language` (``Language/negotiate(_:)``), else English.
///
/// An unknown `lang=` is a 400 (``QueryParameters/checkKnownParameters()`` refuses it on every
/// API path); its error message itself follows `Accept-Language`, so a bad `lang` never hides
/// the answer's language.
extension Request {
    var language: Language {
        if let query = uri.query, query.contains("lang="), let code = QueryParameters(self).string("lang"),
           let language = Language(rawValue: code) {
            return language
        }
        return Language.negotiate(headers[values: .acceptLanguage].joined(separator: ",")) ?? .fallback
    }
}

extension QueryParameters {
    /// `lang=`: one of ``Language/codes``; anything else is a 400 naming `lang` and listing them.
    func checkLanguage() throws(APIError) {
        guard let raw = try value("lang") else { return }
        guard Language(rawValue: raw) != nil else {
            throw .invalid("lang", raw, expected: Expected(.oneOf, ["list": .raw(Language.codes.joined(separator: ", "))]))
        }
    }
}
