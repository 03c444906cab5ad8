#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A streaming tokenizer for the XML subset OSM files use.
///
/// It reports start tags, empty-element tags and end tags with their attribute
/// ranges, and skips the XML declaration, comments, processing instructions,
/// CDATA, DOCTYPE and character data (OSM XML carries everything in attributes;
/// see <https://wiki.openstreetmap.org/wiki/OSM_XML>). Input is read through a window
/// that grows only as far as the longest single tag (capped at ``maximumMarkupSize``).
///
/// Ranges index ``bytes`` and are valid until the next call to ``next()``.
final class XMLScanner {
    /// What kind of tag ``next()`` found.
    enum Markup {
        /// `<name …>`
        case start
        /// `<name …/>`
        case empty
        /// `</name>`
        case end
    }

    /// One `name="value"` pair; the value is still entity-encoded.
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
    }

    /// Longest tag accepted before the input is declared corrupt.
    static let maximumMarkupSize = 16 * 1024 * 1024

    let source: ByteSource
    private let buffer = ByteBuffer(capacity: 1 << 20)
    private var start = 0
    private var count = 0
    /// Stream offset of `bytes[0]`, for error messages.
    private(set) var windowOffset: Int64 = 0
    /// The tag name of the last markup.
    private(set) var name: Range<Int> = 0..<0
    /// The attributes of the last start or empty tag.
    private(set) var attributes: [Attribute] = []
    private var isAtEndOfInput = false
    /// Set whenever the window was refilled from the source; the caller clears it.
    var didRefill = false

    /// Creates a scanner reading from `source`.
    init(source: ByteSource) {
        self.source = source
    }

    /// The current window.
    var bytes: UnsafeRawBufferPointer { buffer.bytes(count) }

    /// Finds the next tag; returns `nil` at the end of the input.
    func next() throws(OSMReadError) -> Markup? {
        while true {
            guard let open = find(UInt8(ascii: "<"), from: start) else {
                start = count
                if try !refill() { return nil }
                continue
            }
            start = open
            switch try parseMarkup(at: open) {
            case .needMore:
                if try !refill() {
                    throw .truncated(path: source.path, offset: windowOffset + Int64(count),
                                     reason: "the file ends inside a tag that starts at byte \(windowOffset + Int64(open))")
                }
            case .skipped(let end):
                start = end
            case .found(let markup, let end):
                start = end
                return markup
            }
        }
    }

    private enum ParseResult {
        case needMore, skipped(end: Int), found(Markup, end: Int)
    }

    private func parseMarkup(at open: Int) throws(OSMReadError) -> ParseResult {
        let bytes = buffer.storage
        var index = open + 1
        guard index < count else { return .needMore }
        switch bytes[index] {
        case UInt8(ascii: "/"):
            let nameStart = index + 1
            guard let close = find(UInt8(ascii: ">"), from: nameStart) else { return .needMore }
            var nameEnd = nameStart
            while nameEnd < close, !Self.isSpace(bytes[nameEnd]) { nameEnd += 1 }
            name = nameStart..<nameEnd
            return .found(.end, end: close + 1)
        case UInt8(ascii: "?"):
            guard let close = find("?>", from: index + 1) else { return .needMore }
            return .skipped(end: close + 2)
        case UInt8(ascii: "!"):
            if count - open < 9 && !isAtEndOfInput { return .needMore }
            if matches("<!--", at: open) {
                guard let close = find("-->", from: open + 4) else { return .needMore }
                return .skipped(end: close + 3)
            }
            if matches("<![CDATA[", at: open) {
                guard let close = find("]]>", from: open + 9) else { return .needMore }
                return .skipped(end: close + 3)
            }
            return skipDeclaration(open)
        default:
            let nameStart = index
            while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
                  bytes[index] != UInt8(ascii: "/") { index += 1 }
            name = nameStart..<index
            return try parseAttributes(from: index)
        }
    }

    private func skipDeclaration(_ open: Int) -> ParseResult {
        guard let close = find(UInt8(ascii: ">"), from: open + 2) else { return .needMore }
        return .skipped(end: close + 1)
    }

    private func parseAttributes(from position: Int) throws(OSMReadError) -> ParseResult {
        let bytes = buffer.storage
        var index = position
        attributes.removeAll(keepingCapacity: true)
        while true {
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count else { return .needMore }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return .found(.start, end: index + 1)
            case UInt8(ascii: "/"):
                guard index + 1 < count else { return .needMore }
                guard bytes[index + 1] == UInt8(ascii: ">") else { throw malformed(at: index, "expected '>' after '/'") }
                return .found(.empty, end: index + 2)
            default:
                let nameStart = index
                while index < count, bytes[index] != UInt8(ascii: "="), !Self.isSpace(bytes[index]),
                      bytes[index] != UInt8(ascii: ">") { index += 1 }
                let nameEnd = index
                while index < count, Self.isSpace(bytes[index]) { index += 1 }
                guard index < count else { return .needMore }
                guard bytes[index] == UInt8(ascii: "=") else { throw malformed(at: index, "expected '=' after an attribute name") }
                index += 1
                while index < count, Self.isSpace(bytes[index]) { index += 1 }
                guard index < count else { return .needMore }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw malformed(at: index, "expected a quoted attribute value")
                }
                guard let close = find(quote, from: index + 1) else { return .needMore }
                attributes.append(Attribute(name: nameStart..<nameEnd, value: index + 1..<close))
                index = close + 1
            }
        }
    }

    private func malformed(at index: Int, _ reason: String) -> OSMReadError {
        .corrupt(path: source.path, offset: windowOffset + Int64(index), reason: "XML: \(reason)")
    }

    /// Moves the unconsumed tail to the front and appends more input; `false` at the end of input.
    private func refill() throws(OSMReadError) -> Bool {
        let kept = count - start
        if start > 0, kept > 0, let base = buffer.storage.baseAddress {
            memmove(base, base + start, kept)
        }
        windowOffset += Int64(start)
        count = kept
        start = 0
        if count == buffer.capacity {
            guard buffer.capacity < Self.maximumMarkupSize else {
                throw malformed(at: 0, "a tag longer than \(Self.maximumMarkupSize) bytes")
            }
            buffer.reserve(buffer.capacity * 2, preserving: count)
        }
        let read = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[count...]))
        count += read
        didRefill = true
        if read == 0 { isAtEndOfInput = true }
        return read > 0
    }

    @inline(__always)
    private func find(_ byte: UInt8, from index: Int) -> Int? {
        guard index < count, let base = buffer.storage.baseAddress,
              let hit = memchr(base + index, Int32(byte), count - index) else { return nil }
        return base.distance(to: hit)
    }

    private func find(_ text: StaticString, from index: Int) -> Int? {
        var position = index
        while let candidate = find(text.utf8Start.pointee, from: position) {
            if candidate + text.utf8CodeUnitCount > count { return nil }
            if matches(text, at: candidate) { return candidate }
            position = candidate + 1
        }
        return nil
    }

    private func matches(_ text: StaticString, at index: Int) -> Bool {
        guard index + text.utf8CodeUnitCount <= count, let base = buffer.storage.baseAddress else { return false }
        return memcmp(base + index, text.utf8Start, text.utf8CodeUnitCount) == 0
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0a || byte == 0x09 || byte == 0x0d
    }
}
