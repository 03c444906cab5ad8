import Foundation

/// A cursor over the UTF-8 bytes of one JSON text (RFC 8259), reading exactly the value kinds a
/// toilet record holds: objects with plain keys, arrays, strings, integers, numbers, booleans
/// and `null`.
///
/// It is strict where our encoder is regular (a key with an escape, an integer written as
/// `1.0`, a number too large for a `Double` are refused) so the caller can hand such a text to
/// `JSONDecoder`; everything it does accept it reads exactly as `JSONDecoder` does. Every read
/// is bounds-checked: any bytes give a value or a ``ToiletRecordError``, never a trap.
struct RecordScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8]
    /// Shares repeated strings between the records of one load.
    var interner: StringInterner

    init(_ bytes: UnsafeBufferPointer<UInt8>, scratch: [UInt8] = [], interner: StringInterner = StringInterner()) {
        self.bytes = bytes
        self.scratch = scratch
        self.interner = interner
    }

    // MARK: Structure

    /// The next byte after any whitespace, without consuming it; nil at the end.
    mutating func peek() -> UInt8? {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return bytes[position]
            }
        }
        return nil
    }

    /// Consumes `byte` (after whitespace) or throws, naming it as `what`.
    mutating func expect(_ byte: UInt8, _ what: String) throws(ToiletRecordError) {
        guard peek() == byte else { throw failure(what) }
        position += 1
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd() throws(ToiletRecordError) {
        if peek() != nil { throw failure("the end of the record") }
    }

    /// Consumes the `{` that opens an object.
    mutating func beginObject() throws(ToiletRecordError) {
        try expect(UInt8(ascii: "{"), "an object")
    }

    /// The next key of the object being read (its bytes, without quotes), having consumed the
    /// `:` after it; nil when the object's `}` was consumed instead.
    mutating func nextKey(isFirst: inout Bool) throws(ToiletRecordError) -> Range<Int>? {
        if peek() == UInt8(ascii: "}") {
            position += 1
            return nil
        }
        if !isFirst { try expect(UInt8(ascii: ","), "\",\" or \"}\"") }
        isFirst = false
        try expect(UInt8(ascii: "\""), "a key")
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            // Keys we write are plain ASCII; anything else is left to JSONDecoder.
            guard bytes[position] >= 0x20, bytes[position] != UInt8(ascii: "\\") else { throw failure("a key without escapes") }
            position += 1
        }
        guard position < bytes.count else { throw failure("the end of a key") }
        let key = start..<position
        position += 1
        try expect(UInt8(ascii: ":"), "\":\" after a key")
        return key
    }

    /// Whether the key bytes at `range` spell `name`.
    func key(_ range: Range<Int>, is name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for i in 0..<range.count where bytes[range.lowerBound + i] != expected[i] { return false }
        return true
    }

    /// Reads the elements of an array, calling `element` once for each.
    mutating func array(_ element: (inout RecordScanner) throws(ToiletRecordError) -> Void) throws(ToiletRecordError) {
        try expect(UInt8(ascii: "["), "an array")
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try element(&self)
            if peek() == UInt8(ascii: "]") {
                position += 1
                return
            }
            try expect(UInt8(ascii: ","), "\",\" or \"]\"")
        }
    }

    // MARK: Literals

    /// Consumes `null` if it comes next (for optional fields, which JSONDecoder reads as nil).
    mutating func consumeNull() -> Bool {
        consumeLiteral("null")
    }

    mutating func bool() throws(ToiletRecordError) -> Bool {
        if consumeLiteral("true") { return true }
        if consumeLiteral("false") { return false }
        throw failure("true or false")
    }

    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        guard peek() != nil, position + literal.utf8CodeUnitCount <= bytes.count else { return false }
        let start = literal.utf8Start
        for i in 0..<literal.utf8CodeUnitCount where bytes[position + i] != start[i] { return false }
        position += literal.utf8CodeUnitCount
        return true
    }

    /// Records that the key bit `bit` was seen, throwing on a repeat: JSONDecoder's choice
    /// between duplicates is not ours to guess, so such a record is left to it.
    func mark(_ seen: inout UInt32, _ bit: Int, key: Range<Int>) throws(ToiletRecordError) {
        guard seen & (1 << bit) == 0 else { throw failure("each key once", at: key.lowerBound) }
        seen |= 1 << bit
    }

    /// The error for a key this record type does not have.
    func unknownKey(_ key: Range<Int>, in type: String) -> ToiletRecordError {
        failure("a key of \(type)", at: key.lowerBound)
    }

    // MARK: Errors

    /// An error at the current position: what was expected, and a short snippet of what is there.
    func failure(_ expected: String) -> ToiletRecordError {
        failure(expected, at: position)
    }

    func failure(_ expected: String, at offset: Int) -> ToiletRecordError {
        guard offset < bytes.count else { return ToiletRecordError(offset: offset, expected: expected, found: "end of record") }
        let end = min(bytes.count, offset + 12)
        let snippet = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return ToiletRecordError(offset: offset, expected: expected, found: "\"\(snippet)\"")
    }
}
