import Foundation

/// Any JSON document as a tree, types kept (`true` is never the number 1, `"51.4"` is never a
/// number): the input of the JSON adapters that look into nested objects or need to tell a
/// `false` from a missing key (``Toilets4LondonJSON``, ``MappedSource``).
indirect enum JSONTree: Decodable, Equatable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([JSONTree]), object([String: JSONTree])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = number.isFinite ? .number(number) : .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONTree].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    /// The tree of `data`, or nil when it is not JSON.
    static func parse(_ data: Data) -> JSONTree? {
        try? JSONDecoder().decode(JSONTree.self, from: data)
    }

    /// The value at `key` of an object; nil for a missing key or anything but an object.
    subscript(key: String) -> JSONTree? {
        guard case .object(let fields) = self else { return nil }
        return fields[key]
    }

    /// The string, when it is one.
    var string: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// The bool, when it is one.
    var bool: Bool? {
        guard case .bool(let bool) = self else { return nil }
        return bool
    }

    /// A number, or a string that is exactly a decimal number (some files write coordinates as
    /// text: 93 records of the toilets4london council file).
    var number: Double? {
        switch self {
        case .number(let number): number
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    /// The value as a cell of a table: strings as they are, numbers in their shortest form
    /// (`1`, `0.5`), bools as `true`/`false`; nil for null, arrays and objects.
    var text: String? {
        switch self {
        case .string(let string): string
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let bool): bool ? "true" : "false"
        default: nil
        }
    }
}
