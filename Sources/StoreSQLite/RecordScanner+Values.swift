import Foundation

extension RecordScanner {
    /// A JSON string (RFC 8259 §7), its escapes resolved.
    ///
    /// Unescaped control characters and lone surrogates are refused, as JSONDecoder refuses them.
    /// - Complexity: O(length); a string without escapes is made straight from the input bytes.
    mutating func string() throws(ToiletRecordError) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw failure("a character (control characters must be escaped)") }
            position += 1
        }
        throw failure("the end of a string")
    }

    /// The rest of a string that has an escape, built in ``scratch``.
    private mutating func escapedString(from start: Int) throws(ToiletRecordError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw failure("a character (control characters must be escaped)", at: position - 1)
            default:
                scratch.append(byte)
            }
        }
        throw failure("the end of a string")
    }

    /// One escape after its backslash, appended to ``scratch`` as UTF-8.
    private mutating func escape() throws(ToiletRecordError) {
        guard position < bytes.count else { throw failure("an escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"): try unicodeEscape()
        default: throw failure("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: position - 1)
        }
    }

    /// `XXXX` after `\u`, with a following `\uXXXX` low half when it is a high surrogate.
    private mutating func unicodeEscape() throws(ToiletRecordError) {
        let high = try hexQuad()
        var value = UInt32(high)
        if (0xD800..<0xDC00).contains(high) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw failure("the low half of a surrogate pair")
            }
            position += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("the low half of a surrogate pair", at: position - 4) }
            value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00..<0xE000).contains(high) {
            throw failure("a character (a lone low surrogate is not one)", at: position - 4)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("a Unicode scalar", at: position - 4) }
        if let encoded = UTF8.encode(scalar) { scratch.append(contentsOf: encoded) }
    }

    private mutating func hexQuad() throws(ToiletRecordError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw failure("four hex digits") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a hex digit")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }
}
