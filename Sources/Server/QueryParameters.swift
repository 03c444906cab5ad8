import Foundation
import Geo
import Hummingbird

/// Typed, validated access to a request's query; every failure is an ``APIError`` naming the field.
///
/// The query is split and percent-decoded once, strictly: a bad `%` escape or bytes that are not
/// UTF-8 make that parameter invalid. `+` stays a literal plus (so `at=…+01:00` works unencoded).
/// Each parameter may appear once and is capped in length (``maxLength(of:)``); values never
/// hold control characters. Numbers, instants, pairs and boxes follow ``QueryGrammar``.
struct QueryParameters {
    let request: Request
    /// The parameters in the order sent, repeats included.
    private var parameters: [Parameter]

    /// One occurrence of a parameter: its decoded name and its value's bytes as sent.
    ///
    /// The value is decoded when it is read (``Parameter/text``): most are read once or twice,
    /// and decoding them all up front cost more than the reads.
    struct Parameter {
        var name: String
        var raw: Substring
        /// The value as ``QueryParameters/value(_:)`` returned it when
        /// ``QueryParameters/checkKnownParameters()`` checked it (given once, decoded, within
        /// the rules): a handler that reads it again takes it from here.
        var checked: String?

        /// The value percent-decoded, nil when it does not decode.
        var text: String? { QueryParameters.percentDecoded(raw) }
    }

    init(_ request: Request) {
        self.request = request
        self.parameters = Self.parse(request.uri.query ?? "")
    }

    /// Splits `key=value&…` and percent-decodes each key. A key that does not decode stays as sent.
    ///
    /// Splits UTF-8 bytes, not `Character`s, which was most of the cost of reading a query (a
    /// profile of `/api/nearest`). The two agree on every query that reaches a handler: NIO's
    /// parser lets only printable ASCII into a URL (see ``HTTPParseErrorResponder``), where each
    /// byte is a `Character` of its own (a combining mark after `&` would glue the two into one
    /// `Character` and hide the `&` from a `Character` split). A list, not a dictionary: a query
    /// holds a handful of parameters.
    static func parse(_ query: String) -> [Parameter] {
        var parameters: [Parameter] = []
        let utf8 = query.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "&")) ?? utf8.endIndex
            if start < end {
                let pair = query[start..<end]
                let equals = pair.utf8.firstIndex(of: UInt8(ascii: "="))
                let rawKey = equals.map { pair[..<$0] } ?? pair
                let rawValue = equals.map { pair[pair.utf8.index(after: $0)...] } ?? pair[end...]
                parameters.append(Parameter(name: percentDecoded(rawKey) ?? String(rawKey), raw: rawValue, checked: nil))
            }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return parameters
    }

    /// `%XX` escapes turned into bytes, which must then be UTF-8; nil for a bad escape or bad UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The parameter's text as sent (decoded when it decodes), without checks: for presence tests
    /// and comparisons with fixed words. ``QueryCheckMiddleware`` has checked every known name.
    func string(_ name: String) -> String? {
        guard let first = parameters.first(where: { $0.name == name }) else { return nil }
        return first.text ?? String(first.raw)
    }

    /// The parameter's one value, decoded and checked: given once, at most ``maxLength(of:)``
    /// characters, no control characters. Nil when absent.
    func value(_ name: String) throws(APIError) -> String? {
        guard let index = parameters.firstIndex(where: { $0.name == name }) else { return nil }
        if let checked = parameters[index].checked { return checked }
        let count = parameters[index...].count { $0.name == name }
        guard count == 1 else {
            throw APIError(.badRequest, code: "invalid_parameter", .givenOnce, ["field": .raw(name), "count": .raw(String(count))], field: name)
        }
        let raw = parameters[index].raw
        guard let text = QueryParameters.percentDecoded(raw) else {
            throw .invalid(name, String(raw), expected: Expected(.percentEncoded))
        }
        let limit = Self.maxLength(of: name), length = text.unicodeScalars.count
        guard length <= limit else {
            throw APIError(.badRequest, code: "invalid_parameter", .tooLong,
                           ["field": .raw(name), "limit": .raw(String(limit)), "length": .raw(String(length))], field: name)
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            throw .invalid(name, text.debugDescription, expected: Expected(.noControlCharacters))
        }
        return text
    }

    /// Checks every parameter this API knows, so that no handler reads a repeated, oversized or
    /// undecodable value through ``string(_:)``. Unknown parameters are ignored, as before.
    ///
    /// When several are wrong, the error names the first in alphabetical order, so the answer
    /// does not depend on the order of the query.
    ///
    /// Each value that passes is kept (``Parameter/checked``), so that a handler given these
    /// parameters (``AppRequestContext/checkedQuery``) neither splits the query nor decodes it again.
    mutating func checkKnownParameters() throws(APIError) {
        var firstWrong: String?
        for index in parameters.indices where Self.knownNames.contains(parameters[index].name) {
            let name = parameters[index].name
            if let wrong = firstWrong, wrong <= name { continue }
            do { parameters[index].checked = try value(name) } catch { firstWrong = name }
        }
        if let firstWrong { _ = try value(firstWrong) }
        try checkLanguage()
    }

    /// The parameter's value when it is one of `words` (nil when absent); any other value is a
    /// 400 naming the parameter and the words.
    func choice(_ name: String, among words: [String]) throws(APIError) -> String? {
        guard let value = try value(name) else { return nil }
        guard words.contains(value) else { throw .invalid(name, value, expected: .either(words)) }
        return value
    }

    func requiredString(_ name: String, expected: Expected) throws(APIError) -> String {
        guard let value = try value(name), !value.isEmpty else { throw .missing(name, expected: expected) }
        return value
    }

    /// `expected` is built only for an error (building one was a dictionary on every request).
    func double(_ name: String, expected: @autoclosure () -> Expected) throws(APIError) -> Double? {
        guard let raw = try value(name) else { return nil }
        guard let number = QueryGrammar.decimal(raw) else {
            throw .invalid(name, raw, expected: Expected(.plainDecimal, ["what": .expected(expected())]))
        }
        return number
    }

    func integer(_ name: String, in range: ClosedRange<Int>, expected: @autoclosure () -> Expected) throws(APIError) -> Int? {
        guard let raw = try value(name) else { return nil }
        guard let number = QueryGrammar.integer(raw), range.contains(number) else { throw .invalid(name, raw, expected: expected()) }
        return number
    }

    /// An instant in ISO 8601 with a zone (`2026-11-22T18:30:00Z`, `…+01:00`, optional fractional seconds).
    func instant(_ name: String) throws(APIError) -> Date? {
        guard let raw = try value(name) else { return nil }
        guard let date = QueryGrammar.instant(raw) else {
            throw .invalid(name, raw, expected: Expected(.isoInstant))
        }
        return date
    }

    /// Grape's Boolean: `true`/`false`/`1`/`0`/`yes`/`no` (any case); anything else is a 400.
    func bool(_ name: String) throws(APIError) -> Bool? {
        guard let raw = try value(name) else { return nil }
        switch raw.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw .invalid(name, raw, expected: Expected(.trueOrFalse))
        }
    }

    /// A position from two parameters, validated as a real coordinate.
    func coordinate(latitude: String, longitude: String) throws(APIError) -> Coordinate {
        let latExpected = Expected(.latitude), lonExpected = Expected(.longitude)
        guard let lat = try double(latitude, expected: latExpected) else { throw .missing(latitude, expected: latExpected) }
        guard let lon = try double(longitude, expected: lonExpected) else { throw .missing(longitude, expected: lonExpected) }
        guard (-90.0...90.0).contains(lat) else {
            throw .invalid(latitude, string(latitude) ?? "", expected: latExpected, code: "invalid_coordinate")
        }
        guard let coordinate = Coordinate(validatingLatitude: lat, longitude: lon) else {
            throw .invalid(longitude, string(longitude) ?? "", expected: lonExpected, code: "invalid_coordinate")
        }
        return coordinate
    }
}
