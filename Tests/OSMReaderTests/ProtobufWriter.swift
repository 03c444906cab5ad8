/// A tiny protocol-buffers encoder for building synthetic PBF fixtures in tests.
struct ProtobufWriter {
    var bytes: [UInt8] = []

    /// Appends a base-128 varint.
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7f) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func key(_ field: UInt64, _ wireType: UInt64) { varint(field << 3 | wireType) }

    /// A varint field (`int32`, `int64`, `uint32`, `bool`, enum).
    mutating func field(_ field: UInt64, varint value: UInt64) {
        key(field, 0)
        varint(value)
    }

    /// A zigzag varint field (`sint32`, `sint64`).
    mutating func field(_ field: UInt64, signed value: Int64) {
        self.field(field, varint: UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// A length-delimited field (`bytes`, `string`, message).
    mutating func field(_ field: UInt64, bytes value: [UInt8]) {
        key(field, 2)
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    mutating func field(_ field: UInt64, string value: String) {
        self.field(field, bytes: Array(value.utf8))
    }

    /// A packed repeated varint field.
    mutating func field(_ field: UInt64, packed values: [UInt64]) {
        var payload = ProtobufWriter()
        for value in values { payload.varint(value) }
        self.field(field, bytes: payload.bytes)
    }

    /// A packed repeated zigzag field, delta-coded when `delta` is set.
    mutating func field(_ field: UInt64, packedSigned values: [Int64], delta: Bool = false) {
        var previous: Int64 = 0
        let encoded = values.map { value -> UInt64 in
            let coded = delta ? value - previous : value
            previous = value
            return UInt64(bitPattern: (coded << 1) ^ (coded >> 63))
        }
        self.field(field, packed: encoded)
    }

    /// A message field built by `body`.
    mutating func message(_ field: UInt64, _ body: (inout ProtobufWriter) -> Void) {
        var inner = ProtobufWriter()
        body(&inner)
        self.field(field, bytes: inner.bytes)
    }
}

/// Builds PBF files blob by blob (<https://wiki.openstreetmap.org/wiki/PBF_Format>).
struct PBFFileWriter {
    var bytes: [UInt8] = []

    /// Appends a blob of `type` whose Blob message stores `payload` in data field `dataField`
    /// (1 = raw; 4 = lzma, 7 = zstd are written verbatim for the unsupported-compression tests).
    mutating func blob(type: String, payload: [UInt8], dataField: UInt64 = 1) {
        var blob = ProtobufWriter()
        blob.field(dataField, bytes: payload)
        if dataField != 1 { blob.field(2, varint: UInt64(payload.count)) }
        var header = ProtobufWriter()
        header.field(1, string: type)
        header.field(3, varint: UInt64(blob.bytes.count))
        let length = UInt32(header.bytes.count)
        bytes += [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)]
        bytes += header.bytes + blob.bytes
    }

    /// A HeaderBlock with the given required features.
    static func headerBlock(required: [String] = ["OsmSchema-V0.6", "DenseNodes"]) -> [UInt8] {
        var header = ProtobufWriter()
        for feature in required { header.field(4, string: feature) }
        header.field(16, string: "ProtobufWriter")
        return header.bytes
    }

    /// A file with a header blob followed by raw `OSMData` blobs.
    static func file(required: [String] = ["OsmSchema-V0.6", "DenseNodes"], dataBlocks: [[UInt8]]) -> [UInt8] {
        var writer = PBFFileWriter()
        writer.blob(type: "OSMHeader", payload: headerBlock(required: required))
        for block in dataBlocks { writer.blob(type: "OSMData", payload: block) }
        return writer.bytes
    }
}

/// Writes gzip files (RFC 1952) using stored, uncompressed deflate blocks, so tests
/// can make `.osm.gz` fixtures without a compressor.
enum GzipWriter {
    static func gzip(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast = offset + count == data.count
            output.append(isLast ? 1 : 0)
            output += [UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
            output += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        output += littleEndian(crc32(data)) + littleEndian(UInt32(truncatingIfNeeded: data.count))
        return output
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xff), UInt8(value >> 8 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 24)]
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
