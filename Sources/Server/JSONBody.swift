import Foundation
import Hummingbird

/// A JSON value as a request body holds it: decoded by Foundation's `JSONDecoder` (no parser of
/// our own), then read field by field so every error names the field and what was expected.
enum JSONValue: Decodable, Equatable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var object: [String: JSONValue]? { if case .object(let members) = self { members } else { nil } }

    /// The JSON type's name, for error messages ("a boolean", "un booléen", …).
    var typeName: Expected {
        switch self {
        case .null: Expected(.aNull)
        case .bool: Expected(.aBoolean)
        case .number: Expected(.aNumber)
        case .string: Expected(.aString)
        case .array: Expected(.anArray)
        case .object: Expected(.anObject)
        }
    }
}

/// A write's JSON object body, read strictly: unknown keys, wrong types and missing required
/// fields are 400s that name the field. Bodies are small (``maxBytes``); an empty body is `{}`.
struct JSONBody: Sendable {
    /// The largest body a write takes (a comment of 1,000 characters fits many times over).
    static let maxBytes = 16_384

    let fields: [String: JSONValue]

    init(fields: [String: JSONValue]) {
        self.fields = fields
    }

    /// Parses `bytes` as one JSON object whose keys are all in `allowed`.
    static func parse(_ bytes: [UInt8], allowed: Set<String>) throws(APIError) -> JSONBody {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return JSONBody(fields: [:]) }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw APIError(.badRequest, code: "invalid_body", .bodyNotJSON, field: "body")
        }
        guard case .object(let fields) = value else {
            throw APIError(.badRequest, code: "invalid_body", .bodyNotObject, ["type": .expected(value.typeName)], field: "body")
        }
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            let names = allowed.sorted().joined(separator: ", ")
            throw APIError(.badRequest, code: "unknown_field", .unknownField, ["field": .raw(String(unknown.prefix(60))), "names": .raw(names)],
                           field: String(unknown.prefix(60)))
        }
        return JSONBody(fields: fields)
    }

    /// Reads the request's body (at most ``maxBytes``) and parses it.
    static func read(_ request: Request, allowed: Set<String>) async throws -> JSONBody {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxBytes)
        } catch {
            throw APIError(.contentTooLarge, code: "body_too_large", .bodyTooLarge, ["limit": .raw(String(maxBytes))], field: "body")
        }
        return try parse(Array(buffer.readableBytesView), allowed: allowed)
    }

    func string(_ key: String, required: Bool = false, expected: Expected = Expected(.aString)) throws(APIError) -> String? {
        switch fields[key] {
        case .string(let value): return value
        case nil, .null?:
            if required { throw APIError.missing(key, expected: expected) }
            return nil
        case let other?: throw wrongType(key, other, expected: expected)
        }
    }

    func bool(_ key: String, required: Bool = false) throws(APIError) -> Bool? {
        switch fields[key] {
        case .bool(let value): return value
        case nil, .null?:
            if required { throw APIError.missing(key, expected: Expected(.trueOrFalse)) }
            return nil
        case let other?: throw wrongType(key, other, expected: Expected(.trueOrFalse))
        }
    }

    func double(_ key: String, required: Bool = false, in range: ClosedRange<Double>, expected: Expected) throws(APIError) -> Double? {
        switch fields[key] {
        case .number(let value) where range.contains(value): return value
        case nil, .null?:
            if required { throw APIError.missing(key, expected: expected) }
            return nil
        case let other?: throw wrongType(key, other, expected: expected)
        }
    }

    func integer(_ key: String, required: Bool = false, in range: ClosedRange<Int>, expected: Expected) throws(APIError) -> Int? {
        switch fields[key] {
        case .number(let value) where value.rounded() == value && Double(range.lowerBound) <= value && value <= Double(range.upperBound):
            return Int(value)
        case nil, .null?:
            if required { throw APIError.missing(key, expected: expected) }
            return nil
        case let other?: throw wrongType(key, other, expected: expected)
        }
    }

    /// An object of string values (or null for "unknown" when `nulls`), as `fields` of a new toilet.
    func stringMap(_ key: String, required: Bool = false) throws(APIError) -> [String: String]? {
        switch fields[key] {
        case .object(let object):
            var result: [String: String] = [:]
            for (name, value) in object {
                switch value {
                case .string(let text): result[name] = text
                case .null: continue
                default: throw wrongType("\(key).\(name)", value, expected: Expected(.aString))
                }
            }
            return result
        case nil, .null?:
            if required { throw APIError.missing(key, expected: Expected(.fieldMap)) }
            return nil
        case let other?: throw wrongType(key, other, expected: Expected(.fieldMap))
        }
    }

    func array(_ key: String, required: Bool = false, expected: Expected) throws(APIError) -> [JSONValue]? {
        switch fields[key] {
        case .array(let values): return values
        case nil, .null?:
            if required { throw APIError.missing(key, expected: expected) }
            return nil
        case let other?: throw wrongType(key, other, expected: expected)
        }
    }

    private func wrongType(_ key: String, _ value: JSONValue, expected: Expected) -> APIError {
        let shown: MessageValue = switch value {
        case .string(let text): .raw("\"\(text.prefix(80))\"")
        case .number(let number): .raw(number.description)
        case .bool(let flag): .raw(flag.description)
        default: .expected(value.typeName)
        }
        return APIError(.badRequest, code: "invalid_field", .wrongType, ["field": .raw(key), "expected": .expected(expected), "value": shown],
                        field: key)
    }
}
