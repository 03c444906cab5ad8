/// A minimal protocol-buffers wire-format decoder over borrowed bytes.
///
/// Implements what the PBF format needs: varints, zigzag (`sint32`/`sint64`),
/// length-delimited fields and skipping of unknown fields by wire type. See
/// <https://protobuf.dev/programming-guides/encoding/>. The reader never copies;
/// it is only valid inside the `withUnsafeBytes` scope that produced `bytes`.
struct ProtobufReader {
    /// The whole buffer; `offset` and `end` select the part this reader decodes.
    let bytes: UnsafeRawBufferPointer
    /// The next byte to decode, as an index into `bytes`.
    private(set) var offset: Int
    /// One past the last byte of this (sub)message.
    let end: Int

    /// A reader over all of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.init(bytes, from: 0, to: bytes.count)
    }

    /// A reader over `bytes[start..<end]`; offsets in errors stay relative to `bytes`.
    init(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        self.bytes = bytes
        self.offset = start
        self.end = end
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool { offset >= end }

    /// Reads a base-128 varint of at most 10 bytes.
    @inline(__always)
    mutating func readVarint() throws(ProtobufError) -> UInt64 {
        if offset < end {
            let first = bytes[offset]
            if first < 0x80 {
                offset += 1
                return UInt64(first)
            }
        }
        return try readLongVarint()
    }

    private mutating func readLongVarint() throws(ProtobufError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        let start = offset
        while offset < end {
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7f) &<< shift
            if byte < 0x80 { return result }
            shift += 7
            if shift >= 70 { throw .varintTooLong(offset: start) }
        }
        throw .truncated(offset: start, expected: "a varint")
    }

    /// Reads a zigzag-encoded signed varint (`sint32`, `sint64`).
    @inline(__always)
    mutating func readSignedVarint() throws(ProtobufError) -> Int64 {
        Self.zigzagDecode(try readVarint())
    }

    /// Reads a zigzag delta and adds it to `total`, for delta-coded columns (dense node ids and
    /// coordinates, way refs, relation members). A running sum past Int64 cannot come from a
    /// valid file: it throws instead of wrapping round to a plausible value.
    @inline(__always)
    mutating func addSignedVarint(to total: inout Int64, column: StaticString) throws(ProtobufError) {
        let start = offset
        let (sum, overflow) = total.addingReportingOverflow(try readSignedVarint())
        guard !overflow else { throw .unexpected(offset: start, "\(column) delta overflows a 64-bit integer") }
        total = sum
    }

    /// Maps 0, 1, 2, 3, … to 0, -1, 1, -2, …
    @inline(__always)
    static func zigzagDecode(_ value: UInt64) -> Int64 {
        Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }

    /// Maps 0, -1, 1, -2, … to 0, 1, 2, 3, … (the inverse of ``zigzagDecode(_:)``).
    static func zigzagEncode(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value &<< 1) ^ (value >> 63))
    }

    /// Reads a field key; returns `nil` at the end of the message.
    @inline(__always)
    mutating func readFieldKey() throws(ProtobufError) -> (field: UInt64, wireType: WireType)? {
        guard offset < end else { return nil }
        let keyOffset = offset
        let key = try readVarint()
        guard let wireType = WireType(rawValue: UInt8(key & 7)) else {
            throw .badWireType(offset: keyOffset, value: UInt8(key & 7))
        }
        return (key >> 3, wireType)
    }

    /// Reads a length-delimited field and returns a reader over its payload.
    @inline(__always)
    mutating func readLengthDelimited() throws(ProtobufError) -> ProtobufReader {
        let lengthOffset = offset
        let length = try readVarint()
        guard length <= UInt64(end - offset) else {
            throw .truncated(offset: lengthOffset, expected: "\(length) bytes of a length-delimited field, only \(end - offset) left")
        }
        let start = offset
        offset += Int(length)
        return ProtobufReader(bytes, from: start, to: offset)
    }

    /// The unread bytes of this reader as a buffer.
    var remainingBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[offset..<end])
    }

    /// Skips a field's value after its key has been read.
    mutating func skip(_ wireType: WireType) throws(ProtobufError) {
        switch wireType {
        case .varint: _ = try readVarint()
        case .fixed64: try advance(8)
        case .lengthDelimited: _ = try readLengthDelimited()
        case .fixed32: try advance(4)
        case .startGroup, .endGroup: throw .badWireType(offset: offset, value: wireType.rawValue)
        }
    }

    private mutating func advance(_ count: Int) throws(ProtobufError) {
        guard end - offset >= count else { throw .truncated(offset: offset, expected: "\(count) fixed-width bytes") }
        offset += count
    }

    /// Counts the varints in a packed field without decoding them (one per byte below 0x80).
    func countVarints() -> Int {
        var count = 0
        for index in offset..<end where bytes[index] < 0x80 { count += 1 }
        return count
    }
}

/// Protocol-buffers wire types (the low 3 bits of a field key).
enum WireType: UInt8 {
    case varint = 0, fixed64 = 1, lengthDelimited = 2, startGroup = 3, endGroup = 4, fixed32 = 5
}

/// Why protocol-buffers bytes could not be decoded; offsets are relative to the decoded buffer.
enum ProtobufError: Error, Equatable {
    /// A varint had more than 10 bytes.
    case varintTooLong(offset: Int)
    /// The buffer ended inside a value.
    case truncated(offset: Int, expected: String)
    /// A key carried a wire type that is invalid or unsupported (groups).
    case badWireType(offset: Int, value: UInt8)
    /// A known field had the wrong wire type or an impossible value.
    case unexpected(offset: Int, String)

    /// A phrase for error messages.
    var reason: String {
        switch self {
        case .varintTooLong(let offset): return "varint longer than 10 bytes at offset \(offset)"
        case .truncated(let offset, let expected): return "data ends at offset \(offset); expected \(expected)"
        case .badWireType(let offset, let value): return "invalid wire type \(value) at offset \(offset)"
        case .unexpected(let offset, let message): return "\(message) at offset \(offset)"
        }
    }

    /// Where in the decoded buffer the problem is.
    var offset: Int {
        switch self {
        case .varintTooLong(let offset), .truncated(let offset, _),
             .badWireType(let offset, _), .unexpected(let offset, _): return offset
        }
    }
}
