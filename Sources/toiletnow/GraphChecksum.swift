import CZlib
import Foundation

/// The CRC-32 (zlib's `crc32`, ISO 3309) that `region_graphs` records for a graph file.
enum GraphChecksum {
    static func of(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc = crc32(0, nil, 0)
            var offset = 0
            // zlib takes a 32-bit length: feed at most 1 GiB at a time.
            while offset < buffer.count {
                let length = min(buffer.count - offset, 1 << 30)
                crc = crc32(crc, buffer.baseAddress.map { $0 + offset }, uInt(length))
                offset += length
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }
}
