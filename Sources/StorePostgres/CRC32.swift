/// CRC-32 as zlib computes it (ISO 3309, reflected polynomial 0xEDB88320), for the walking
/// graph's checksum: the same number `toiletnow import` records for a graph file.
///
/// Table-driven, one byte at a time (Sarwate 1988). StorePostgres links no zlib.
/// - Complexity: O(n) for n bytes.
public struct CRC32: Sendable {
    private static let table: [UInt32] = (0..<256).map { byte in
        var crc = UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    private var state: UInt32 = 0xFFFF_FFFF

    public init() {}

    /// Adds `bytes` to the checksum.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var crc = state
        for byte in bytes { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        state = crc
    }

    /// The checksum of every byte added so far.
    public var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
