import Foundation
import Geo
import Model

/// The bytes of one ``MapTiles`` cell: repeated
/// `[id u32][kind u8][name length u16][name UTF-8][point count u32][points: Int32 latitude,
/// Int32 longitude in 1e-7 degrees]`, all little-endian.
///
/// Decoding trusts nothing: every length is checked against the bytes left before anything
/// is allocated, and every coordinate against −90…90 / −180…180.
enum MapTileCodec {
    private static let kinds = MapFeature.Kind.allCases

    /// One shape's bytes. The shape must have valid coordinates (``MapTiles/validated(_:)``).
    static func encode(_ feature: MapFeature, id: UInt32) -> Data {
        var bytes: [UInt8] = []
        let name = Array((feature.name ?? "").utf8.prefix(Int(UInt16.max)))
        bytes.reserveCapacity(11 + name.count + feature.points.count * 8)
        append(id, to: &bytes)
        bytes.append(UInt8(kinds.firstIndex(of: feature.kind) ?? 0))
        append(UInt16(name.count), to: &bytes)
        bytes += name
        append(UInt32(clamping: feature.points.count), to: &bytes)
        for point in feature.points.prefix(Int(UInt32.max)) {
            append(UInt32(bitPattern: fixed(point.latitude)), to: &bytes)
            append(UInt32(bitPattern: fixed(point.longitude)), to: &bytes)
        }
        return Data(bytes)
    }

    /// The shapes in a cell's bytes, with their ids.
    /// - Throws: ``MapTileDecodingError`` naming the byte offset and what was expected there.
    static func decode(_ data: Data) throws(MapTileDecodingError) -> [(id: UInt32, feature: MapFeature)] {
        var reader = ByteReader(bytes: [UInt8](data))
        var result: [(UInt32, MapFeature)] = []
        while !reader.isAtEnd {
            let start = reader.offset
            guard let id = reader.u32() else { throw .truncated(offset: start, expected: "a 4-byte shape id") }
            guard let kindByte = reader.u8() else { throw .truncated(offset: reader.offset, expected: "a kind byte") }
            guard kinds.indices.contains(Int(kindByte)) else { throw .unknownKind(offset: reader.offset - 1, kindByte) }
            guard let nameLength = reader.u16(), let nameBytes = reader.bytes(Int(nameLength)) else {
                throw .truncated(offset: reader.offset, expected: "a name length and that many bytes of UTF-8")
            }
            guard let count = reader.u32() else { throw .truncated(offset: reader.offset, expected: "a 4-byte point count") }
            guard count >= 2, Int(count) <= reader.remaining / 8 else {
                throw .badPointCount(offset: reader.offset - 4, count: count, bytesLeft: reader.remaining)
            }
            var points: [Coordinate] = []
            points.reserveCapacity(Int(count))
            for _ in 0..<count {
                let at = reader.offset
                guard let lat = reader.i32(), let lon = reader.i32() else { throw .truncated(offset: at, expected: "8 bytes of a point") }
                guard let point = Coordinate(validatingLatitude: Double(lat) / 1e7, longitude: Double(lon) / 1e7) else {
                    throw .invalidCoordinate(offset: at, latitude: Double(lat) / 1e7, longitude: Double(lon) / 1e7)
                }
                points.append(point)
            }
            let name = nameLength == 0 ? nil : String(decoding: nameBytes, as: UTF8.self)
            result.append((id, MapFeature(kind: kinds[Int(kindByte)], name: name, points: points)))
        }
        return result
    }

    /// Degrees in 1e-7 units; the value is in range, so this never traps.
    private static func fixed(_ degrees: Double) -> Int32 {
        Int32(clamping: Int((min(max(degrees, -180), 180) * 1e7).rounded()))
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}

/// Why a map tile's bytes could not be read; each names the byte offset.
enum MapTileDecodingError: Error, Equatable, CustomStringConvertible {
    case truncated(offset: Int, expected: String)
    case unknownKind(offset: Int, UInt8)
    case badPointCount(offset: Int, count: UInt32, bytesLeft: Int)
    case invalidCoordinate(offset: Int, latitude: Double, longitude: Double)

    var description: String {
        switch self {
        case .truncated(let offset, let expected): "map tile: bytes end at offset \(offset); expected \(expected)"
        case .unknownKind(let offset, let byte): "map tile: kind \(byte) at offset \(offset); expected 0 to \(MapFeature.Kind.allCases.count - 1)"
        case .badPointCount(let offset, let count, let left):
            "map tile: point count \(count) at offset \(offset); expected 2 or more points that fit in the \(left) bytes left"
        case .invalidCoordinate(let offset, let latitude, let longitude):
            "map tile: point (\(latitude), \(longitude)) at offset \(offset); expected latitude -90…90 and longitude -180…180"
        }
    }
}

/// Reads little-endian integers from bytes, returning nil past the end.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }
    var remaining: Int { bytes.count - offset }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func u8() -> UInt8? { bytes(1)?.first }
    mutating func u16() -> UInt16? { integer() }
    mutating func u32() -> UInt32? { integer() }
    mutating func i32() -> Int32? { u32().map { Int32(bitPattern: $0) } }

    private mutating func integer<T: FixedWidthInteger & UnsignedInteger>() -> T? {
        guard let slice = bytes(MemoryLayout<T>.size) else { return nil }
        return slice.reversed().reduce(T(0)) { ($0 << 8) | T($1) }
    }
}
