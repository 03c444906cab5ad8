import Foundation

/// A small, fast JSON writer for the hot endpoints (`/api/nearest`): it appends UTF-8 bytes
/// directly instead of going through `Encodable` and `JSONEncoder`, which cost a third of a
/// nearest request's time in a profile.
///
/// The caller writes structure in order; the writer inserts the commas. Strings are escaped
/// as RFC 8259 requires; numbers are written with a fixed number of decimals.
///
/// The innermost container's comma flag is a plain property (`needsComma`); the outer ones wait
/// on a stack (`outer`) until their container is closed. Every value reads and writes the
/// flag, so it is kept out of an array (0.8 µs of a nearest answer's profile).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false
    private var outer: [Bool] = []

    init(capacity: Int = 2048) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { valuePrefix(); bytes.append(UInt8(ascii: "{")); open() }
    mutating func endObject() { bytes.append(UInt8(ascii: "}")); close() }
    mutating func beginArray() { valuePrefix(); bytes.append(UInt8(ascii: "[")); open() }
    mutating func endArray() { bytes.append(UInt8(ascii: "]")); close() }

    /// Enters a container: the current flag waits on the stack, the new container has no value yet.
    private mutating func open() {
        outer.append(needsComma)
        needsComma = false
    }

    /// Leaves the innermost container. A close with none open keeps the top level's state (an
    /// emptied stack made the next value trap once).
    private mutating func close() {
        if let flag = outer.popLast() { needsComma = flag }
    }

    /// Writes `"name":` for a key written in the code; the next value completes the member.
    /// Its bytes are copied as they are: such keys are plain names (a test holds every one of
    /// them to that), and escaping each was a measurable share of `/api/nearest`'s answer.
    mutating func key(_ name: StaticString) {
        valuePrefix()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes `"name":` for a key that comes from data (escaped); the next value completes the member.
    mutating func key(text name: String) {
        valuePrefix()
        appendEscaped(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func string(_ value: String?) {
        valuePrefix()
        guard let value else { return appendRaw("null") }
        appendEscaped(value)
    }

    /// A string that `write` appends as UTF-8 straight into the answer (escaped afterwards only
    /// if it needs it), so a text built from parts needs no `String` of its own.
    mutating func string(utf8 write: (inout [UInt8]) -> Void) {
        valuePrefix()
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        write(&bytes)
        if bytes[start...].contains(where: Self.needsEscape) {
            let raw = Array(bytes[start...])
            bytes.removeSubrange(start...)
            raw.withUnsafeBufferPointer { appendEscapedBody($0) }
        }
        bytes.append(UInt8(ascii: "\""))
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
        let scale = decimals >= 0 && decimals < Self.powersOfTen.count ? Self.powersOfTen[decimals]
            : (0..<decimals).reduce(1.0) { result, _ in result * 10 }
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

    /// 10⁰ … 10⁹, exact in a Double (the same values the multiplying loop gives).
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

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
    mutating func continueObject() { outer.append(needsComma); needsComma = true }

    /// A finite number in its shortest round-trip form (as `JSONEncoder` writes it); null if not finite.
    mutating func shortest(_ value: Double) {
        valuePrefix()
        appendRaw(value.isFinite ? value.description : "null")
    }

    private mutating func valuePrefix() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    private mutating func appendRaw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Whether a byte must be escaped inside a JSON string.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscaped(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (every key, most values) need no escape: copy them in one piece, from
        // their UTF-8 storage (a loop over the buffer, then one copy of it).
        var text = text
        text.withUTF8 { utf8 in
            if utf8.contains(where: Self.needsEscape) { appendEscapedBody(utf8) } else { bytes.append(contentsOf: utf8) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes of a string's body with `"`, `\\` and control characters escaped.
    private mutating func appendEscapedBody(_ utf8: UnsafeBufferPointer<UInt8>) {
        for byte in utf8 {
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
    }
}
