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
        if let query = uri.query, Self.mentionsLang(query), let code = QueryParameters(self).string("lang"),
           let language = Language(rawValue: code) {
            return language
        }
        return Language.negotiate(headers[values: .acceptLanguage].joined(separator: ",")) ?? .fallback
    }

    /// Whether `query` contains `lang=` anywhere (a cheap test before parsing it). A byte loop:
    /// Foundation's `contains` was 1.4 % of a nearest request's profile, and the standard
    /// library's `firstRange(of:)` 11 µs a call.
    static func mentionsLang(_ query: String) -> Bool {
        var query = query
        return query.withUTF8 { bytes in
            guard bytes.count >= 5 else { return false }
            for i in 0...(bytes.count - 5) where bytes[i] == UInt8(ascii: "l") {
                if bytes[i + 1] == UInt8(ascii: "a"), bytes[i + 2] == UInt8(ascii: "n"), bytes[i + 3] == UInt8(ascii: "g"),
                   bytes[i + 4] == UInt8(ascii: "=") { return true }
            }
            return false
        }
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
