import Foundation
import Localization

/// What a value should have been, as a catalogue entry with its values, said in the request's
/// language when the error is written: `Expected(.wholeNumberRange, ["min": "1", "max": "50"])`.
struct Expected: Sendable, Equatable {
    var text: ExpectedText
    var values: [String: MessageValue]

    init(_ text: ExpectedText, _ values: [String: MessageValue] = [:]) {
        self.text = text
        self.values = values
    }

    /// "a whole number from 1 to 50", "un número entero de 1 a 50", …
    func rendered(in language: Language) -> String {
        ExpectedText.catalogue.text(text, in: language, values: values.mapValues { $0.rendered(in: language) })
    }

    /// "a or b", "a o b", …: a choice between fixed words.
    static func either(_ words: [String]) -> Expected {
        guard words.count > 1 else { return Expected(.oneOf, ["list": .raw(words.joined())]) }
        return Expected(.either, ["first": .raw(words.dropLast().joined(separator: ", ")), "second": .raw(words.last ?? "")])
    }

    /// "a whole number from `min` to `max`".
    static func wholeNumber(_ range: ClosedRange<Int>) -> Expected {
        Expected(.wholeNumberRange, ["min": .raw(String(range.lowerBound)), "max": .raw(String(range.upperBound))])
    }
}

/// A value in a message: text taken as it is (a field name, a number, what the client sent),
/// or a description of what was expected, said in the message's language.
indirect enum MessageValue: Sendable, Equatable {
    case raw(String)
    case expected(Expected)
    /// A text made in every language before the request's was known (the community's checks).
    case localized(LocalizedText)

    func rendered(in language: Language) -> String {
        switch self {
        case .raw(let text): text
        case .expected(let expected): expected.rendered(in: language)
        case .localized(let text): text.text(in: language)
        }
    }
}
