import CZlib
import Foundation

/// The file framing of ``PBFWriter``: the header block and zlib-compressed blobs.
///
/// Each blob is a 4-byte big-endian `BlobHeader` length, the `BlobHeader { 1: type,
/// 3: datasize }` and the `Blob { 2: raw_size, 3: zlib_data }`
/// (<https://wiki.openstreetmap.org/wiki/PBF_Format#File_format>).
extension PBFWriter {
    /// The encoded `HeaderBlock`: bbox in nanodegrees, features, program, replication timestamp.
    static func headerBlock(_ header: Header) -> [UInt8] {
        var block = ProtobufEncoder()
        if let box = header.boundingBox {
            block.message(1) { bbox in
                bbox.field(1, signed: nanodegrees(box.minLongitude))
                bbox.field(2, signed: nanodegrees(box.maxLongitude))
                bbox.field(3, signed: nanodegrees(box.maxLatitude))
                bbox.field(4, signed: nanodegrees(box.minLatitude))
            }
        }
        block.field(4, string: "OsmSchema-V0.6")
        block.field(4, string: "DenseNodes")
        block.field(16, string: header.writingProgram)
        if let timestamp = header.replicationTimestamp {
            let seconds = timestamp.timeIntervalSince1970.rounded(.down)
            if seconds.isFinite, abs(seconds) < 1e15 { block.field(32, varint: UInt64(bitPattern: Int64(seconds))) }
        }
        return block.bytes
    }

    /// The framed bytes of one blob holding `payload`, stored raw (`level` nil) or zlib-compressed.
    static func framedBlob(type: String, payload: [UInt8], level: Int32?) throws(PBFWriteError) -> [UInt8] {
        var blob = ProtobufEncoder()
        if let level {
            blob.field(2, varint: UInt64(payload.count))
            blob.field(3, bytes: try compressed(payload, level: level))
        } else {
            blob.field(1, bytes: payload)
        }
        var header = ProtobufEncoder()
        header.field(1, string: type)
        header.field(3, varint: UInt64(blob.bytes.count))
        let length = UInt32(truncatingIfNeeded: header.bytes.count)
        var framed = [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)]
        framed.reserveCapacity(4 + header.bytes.count + blob.bytes.count)
        framed += header.bytes
        framed += blob.bytes
        return framed
    }

    /// One zlib stream (RFC 1950) of `bytes`, through zlib's `compress2`.
    static func compressed(_ bytes: [UInt8], level: Int32) throws(PBFWriteError) -> [UInt8] {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &capacity, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { throw .compressionFailed(status: status) }
        output.removeSubrange(Int(capacity)...)
        return output
    }

    /// Writes one compressed blob to the file.
    func writeBlob(type: String, payload: [UInt8]) throws(PBFWriteError) {
        let framed = try Self.framedBlob(type: type, payload: payload, level: compressionLevel)
        do {
            try handle.write(contentsOf: framed)
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
        summary.bytes += Int64(framed.count)
    }

    /// Degrees in 1e-7 units, checked to be a real coordinate.
    static func e7(_ degrees: Double, limit: Double, id: Int64, field: String) throws(PBFWriteError) -> Int64 {
        guard degrees.isFinite, abs(degrees) <= limit else {
            throw .impossibleCoordinate(nodeID: id, field: field, value: degrees)
        }
        return Int64((degrees * 1e7).rounded())
    }

    /// Tags sorted by key, so a dictionary's random order never reaches the file.
    static func sorted(_ tags: [String: String]) -> [(String, String)] {
        tags.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func nanodegrees(_ degrees: Double) -> Int64 {
        guard degrees.isFinite, abs(degrees) <= 180 else { return 0 }
        return Int64((degrees * 1e9).rounded())
    }
}
