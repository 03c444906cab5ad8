import Foundation

/// A text with named placeholders, such as `"Turn left onto {way}, {distance}"`.
///
/// Placeholders are `{name}` with a name of ASCII letters; any other brace is literal text.
/// The text is split once, when the catalogue is built, so filling it in is a few appends.
public struct Template: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    let segments: [Segment]

    /// The text as written, placeholders included.
    public let text: String

    /// Splits `text` into literal parts and placeholders.
    public init(_ text: String) {
        self.text = text
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if let close = rest[after...].firstIndex(of: "}"), close > after,
               rest[after..<close].allSatisfy({ $0.isASCII && $0.isLetter }) {
                literal += rest[..<open]
                if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
                segments.append(.placeholder(String(rest[after..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                literal += rest[...open]
                rest = rest[after...]
            }
        }
        literal += rest
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// One piece of a template, in order: literal text as UTF-8, or a placeholder's name.
    public enum Part: Sendable, Hashable {
        case literal([UInt8])
        case placeholder(String)
    }

    /// The template in pieces, for a writer that fills it straight into bytes (``filled(_:)``
    /// gives the same text as a `String`).
    public var parts: [Part] {
        segments.map { segment in
            switch segment {
            case .literal(let text): .literal(Array(text.utf8))
            case .placeholder(let name): .placeholder(name)
            }
        }
    }

    /// The names of the placeholders.
    public var placeholders: Set<String> {
        Set(segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } })
    }

    /// The text with each placeholder replaced by its value; a placeholder without a value
    /// stays as `{name}`, so a missing value shows in tests rather than vanishing.
    public func filled<Values: Sequence>(_ values: Values) -> String where Values.Element == (key: String, value: String) {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for segment in segments {
            switch segment {
            case .literal(let literal):
                result += literal
            case .placeholder(let name):
                if let pair = values.first(where: { $0.key == name }) { result += pair.value } else { result += "{\(name)}" }
            }
        }
        return result
    }
}
