/// A protocol-buffers encoder: the wire format of PBF blocks, written by ``PBFWriter``.
///
/// Encoding rules from <https://protobuf.dev/programming-guides/encoding/>: a field is a
/// key (`field << 3 | wire type`) then a varint (wire type 0) or a length and bytes (wire
/// type 2); `sint64` values are zigzag-coded; repeated numbers are packed into one
/// length-delimited field.
struct ProtobufEncoder {
    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// Creates an empty encoder.
    init() {}

    /// Appends a base-128 varint.
    @inline(__always)
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

    /// Appends a zigzag-coded varint (`sint32`, `sint64`).
    @inline(__always)
    mutating func signedVarint(_ value: Int64) {
        varint(Self.zigzag(value))
    }

    /// Zigzag coding: 0, -1, 1, -2 … become 0, 1, 2, 3 ….
    @inline(__always)
    static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value &<< 1) ^ (value >> 63))
    }

    /// Appends a field key.
    mutating func key(_ field: UInt64, _ wireType: UInt64) { varint(field << 3 | wireType) }

    /// A varint field (`int32`, `int64`, `uint32`, `bool`, enum).
    mutating func field(_ field: UInt64, varint value: UInt64) {
        key(field, 0)
        varint(value)
    }

    /// A zigzag varint field (`sint32`, `sint64`).
    mutating func field(_ field: UInt64, signed value: Int64) {
        self.field(field, varint: Self.zigzag(value))
    }

    /// A length-delimited field (`bytes`, `string`, message).
    mutating func field(_ field: UInt64, bytes value: [UInt8]) {
        key(field, 2)
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    /// A string field, UTF-8 encoded.
    mutating func field(_ field: UInt64, string value: String) {
        self.field(field, bytes: Array(value.utf8))
    }

    /// A packed repeated varint field.
    mutating func field(_ field: UInt64, packed values: [UInt64]) {
        var payload = ProtobufEncoder()
        for value in values { payload.varint(value) }
        self.field(field, bytes: payload.bytes)
    }

    /// A packed repeated zigzag field, delta-coded when `delta` is set (deltas wrap, as a
    /// hand-made fixture may want; ``PBFWriter`` checks its own deltas before encoding).
    mutating func field(_ field: UInt64, packedSigned values: [Int64], delta: Bool = false) {
        var previous: Int64 = 0
        let encoded = values.map { value -> UInt64 in
            let coded = delta ? value &- previous : value
            previous = value
            return Self.zigzag(coded)
        }
        self.field(field, packed: encoded)
    }

    /// A message field built by `body`.
    mutating func message(_ field: UInt64, _ body: (inout ProtobufEncoder) -> Void) {
        var inner = ProtobufEncoder()
        body(&inner)
        self.field(field, bytes: inner.bytes)
    }
}
