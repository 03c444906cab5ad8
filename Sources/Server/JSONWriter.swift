import Foundation

/// A small, fast JSON writer for the hot endpoints (`/api/nearest`): it appends UTF-8 bytes
/// directly instead of going through `Encodable` and `JSONEncoder`, which cost a third of a
/// nearest request's time in a profile.
///
/// The caller writes structure in order; the writer inserts the commas. Strings are escaped
/// as RFC 8259 requires; numbers are written with a fixed number of decimals.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]

    init(capacity: Int = 2048) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { valuePrefix(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    mutating func endObject() { bytes.append(UInt8(ascii: "}")); close() }
    mutating func beginArray() { valuePrefix(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    mutating func endArray() { bytes.append(UInt8(ascii: "]")); close() }

    /// Leaves the innermost container. A close with none open keeps the top level's state: it
    /// emptied the stack before, and the next value trapped.
    private mutating func close() {
        if needsComma.count > 1 { needsComma.removeLast() }
    }

    /// Writes `"name":`; the next value completes the member.
    mutating func key(_ name: String) {
        valuePrefix()
        appendEscaped(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    mutating func string(_ value: String?) {
        valuePrefix()
        guard let value else { return appendRaw("null") }
        appendEscaped(value)
    }

    mutating func bool(_ value: Bool?) {
        valuePrefix()
        appendRaw(value.map { $0 ? "true" : "false" } ?? "null")
    }

    mutating func integer(_ value: Int64) {
        valuePrefix()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, minimumDigits: 1)
    }

    /// A finite number with `decimals` digits after the point (trailing zeros dropped); null if not finite.
    mutating func number(_ value: Double, decimals: Int) {
        valuePrefix()
        guard value.isFinite else { return appendRaw("null") }
        let scale = (0..<decimals).reduce(1.0) { result, _ in result * 10 }
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { return appendRaw(String(value)) }
        var units = Int64(scaled)
        if units < 0 { bytes.append(UInt8(ascii: "-")); units = -units }
        let divisor = Int64(scale)
        appendDigits(UInt64(units / divisor), minimumDigits: 1)
        var fraction = units % divisor, digits = decimals
        while digits > 0, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        guard digits > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        appendDigits(UInt64(fraction), minimumDigits: digits)
    }

    /// Writes `value` in decimal, left-padded with zeros to `minimumDigits`, without allocating.
    private mutating func appendDigits(_ value: UInt64, minimumDigits: Int) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for UInt64's 20 digits
        withUnsafeMutableBytes(of: &buffer) { raw in
            var position = raw.count, rest = value
            repeat {
                position -= 1
                raw[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0 || raw.count - position < minimumDigits
            bytes.append(contentsOf: raw[position...])
        }
    }

    mutating func null() { valuePrefix(); appendRaw("null") }

    /// Already-encoded JSON (for example a cached fragment), written as one value.
    mutating func raw(_ json: [UInt8]) { valuePrefix(); bytes.append(contentsOf: json) }

    /// Re-enters an object that the last ``raw(_:)`` fragment left open after at least one
    /// member, so the next ``key(_:)`` adds a member to it (close it with ``endObject()``).
    mutating func continueObject() { needsComma.append(true) }

    /// A finite number in its shortest round-trip form (as `JSONEncoder` writes it); null if not finite.
    mutating func shortest(_ value: Double) {
        valuePrefix()
        appendRaw(value.isFinite ? value.description : "null")
    }

    private mutating func valuePrefix() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func appendRaw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func appendEscaped(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (every key, most values) need no escape: copy them in one piece.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true { return bytes.append(UInt8(ascii: "\"")) }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
            case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
