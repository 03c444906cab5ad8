@testable import OSMReader

/// The production encoder builds the synthetic PBF fixtures too, so the format lives in one place.
typealias ProtobufWriter = ProtobufEncoder

/// Builds PBF files blob by blob (<https://wiki.openstreetmap.org/wiki/PBF_Format>).
struct PBFFileWriter {
    var bytes: [UInt8] = []

    /// Appends a blob of `type` whose Blob message stores `payload` in data field `dataField`
    /// (1 = raw; 4 = lzma, 7 = zstd are written verbatim for the unsupported-compression tests).
    mutating func blob(type: String, payload: [UInt8], dataField: UInt64 = 1) {
        if dataField == 1, let framed = try? PBFWriter.framedBlob(type: type, payload: payload, level: nil) {
            bytes += framed
            return
        }
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
