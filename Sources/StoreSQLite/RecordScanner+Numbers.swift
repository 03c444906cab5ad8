import Foundation

extension RecordScanner {
    /// A JSON integer (`-?(0|[1-9][0-9]*)`) that fits in an `Int64`.
    ///
    /// A fraction or exponent (`1.0`, `1e3`) is refused, though JSONDecoder takes some of them:
    /// our encoder never writes an integer that way, and the caller falls back to JSONDecoder.
    mutating func int64() throws(ToiletRecordError) -> Int64 {
        guard peek() != nil else { throw failure("an integer") }
        let start = position
        let isNegative = bytes[position] == UInt8(ascii: "-")
        if isNegative { position += 1 }
        let digitsStart = position
        var magnitude: UInt64 = 0
        while position < bytes.count, let digit = Self.digit(bytes[position]) {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2 else { throw failure("an integer that fits in 64 bits", at: start) }
            magnitude = sum
            position += 1
        }
        let count = position - digitsStart
        guard count > 0, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { throw failure("an integer", at: start) }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") || bytes[position] | 0x20 == UInt8(ascii: "e") {
            throw failure("an integer without a fraction or exponent", at: start)
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw failure("an integer that fits in 64 bits", at: start) }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { throw failure("an integer that fits in 64 bits", at: start) }
        return Int64(magnitude)
    }

    /// A JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) as the nearest `Double`.
    ///
    /// The text is checked against the grammar here and converted by the standard library's
    /// correctly rounded parser, as JSONDecoder's is, so both give the same bits. A number
    /// beyond the `Double` range is refused, as JSONDecoder refuses it, and so is one that
    /// underflows to zero or to a subnormal (JSONDecoder refuses some of those).
    mutating func double() throws(ToiletRecordError) -> Double {
        guard peek() != nil else { throw failure("a number") }
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = skipDigits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw failure("a number", at: start) }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw failure("digits after \".\"") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw failure("exponent digits") }
        }
        let text = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("a number within the range of a Double", at: start) }
        // JSONDecoder refuses a number that underflows to zero; the subnormal range is left to it.
        if value.isZero ? !Self.mantissaIsZero(text) : value.magnitude < Double.leastNormalMagnitude {
            throw failure("a number within the range of a Double", at: start)
        }
        return value
    }

    /// Whether the digits before any exponent are all zeros (`-0.000e5`).
    private static func mantissaIsZero(_ text: Substring) -> Bool {
        text.prefix { $0 != "e" && $0 != "E" }.allSatisfy { $0 == "0" || $0 == "-" || $0 == "." }
    }

    /// Skips ASCII digits and says how many there were.
    private mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, Self.digit(bytes[position]) != nil { position += 1 }
        return position - start
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
    }
}
