import Foundation
import Model

/// A value type an ``Model/Attribute`` of a toilet record can hold, read straight from the
/// scanner in the JSON shape its `Codable` conformance writes.
protocol RecordValue {
    static func read(_ scanner: inout RecordScanner) throws(ToiletRecordError) -> Self
}

extension String: RecordValue {
    static func read(_ scanner: inout RecordScanner) throws(ToiletRecordError) -> String {
        try scanner.internedString()
    }
}

extension Bool: RecordValue {
    static func read(_ scanner: inout RecordScanner) throws(ToiletRecordError) -> Bool {
        try scanner.bool()
    }
}

extension Array: RecordValue where Element == String {
    static func read(_ scanner: inout RecordScanner) throws(ToiletRecordError) -> [String] {
        var values: [String] = []
        try scanner.array { (scanner: inout RecordScanner) throws(ToiletRecordError) in values.append(try scanner.internedString()) }
        return values
    }
}

/// The string-backed enums: their raw value, which must be one of the cases.
extension RecordValue where Self: RawRepresentable, RawValue == String {
    static func read(_ scanner: inout RecordScanner) throws(ToiletRecordError) -> Self {
        let start = scanner.position
        guard let value = Self(rawValue: try scanner.string()) else {
            throw scanner.failure("one of the values of \(Self.self)", at: start)
        }
        return value
    }
}

extension Access: RecordValue {}
extension WheelchairAccess: RecordValue {}
extension GenderPolicy: RecordValue {}
extension CentralKey: RecordValue {}

extension Address: RecordValue {
    /// Every field optional, absent or `null` when unknown.
    static func read(_ scanner: inout RecordScanner) throws(ToiletRecordError) -> Address {
        var address = Address()
        var seen: UInt32 = 0
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            let field: WritableKeyPath<Address, String?>
            let bit: Int
            if scanner.key(key, is: "street") { (field, bit) = (\.street, 0) }
            else if scanner.key(key, is: "houseNumber") { (field, bit) = (\.houseNumber, 1) }
            else if scanner.key(key, is: "postcode") { (field, bit) = (\.postcode, 2) }
            else if scanner.key(key, is: "city") { (field, bit) = (\.city, 3) }
            else if scanner.key(key, is: "state") { (field, bit) = (\.state, 4) }
            else if scanner.key(key, is: "country") { (field, bit) = (\.country, 5) }
            else { throw scanner.unknownKey(key, in: "an address") }
            try scanner.mark(&seen, bit, key: key)
            address[keyPath: field] = scanner.consumeNull() ? nil : try scanner.internedString()
        }
        return address
    }
}

extension RecordScanner {
    /// A string, shared with its earlier equal copies (see ``StringInterner``).
    mutating func internedString() throws(ToiletRecordError) -> String {
        let value = try string()
        return interner.intern(value)
    }
}
