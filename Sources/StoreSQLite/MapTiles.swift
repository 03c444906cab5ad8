import Foundation
import Geo
import Model

/// The base map stored as vector tiles: each 0.01° cell (about 1 km) holds, in one BLOB,
/// every shape that touches it. An import writes a few hundred rows instead of one per shape,
/// and a map view reads a handful.
///
/// Lines longer than ``maxLinePoints`` are cut into overlapping pieces first, so a long coast
/// or road lands only in the cells it passes through. A shape in several cells is stored in each
/// with the same id, and readers drop the repeats.
///
/// Cell format: repeated `[id u32][kind u8][name length u16][name UTF-8][point count u32]
/// [points: Int32 latitude, Int32 longitude in 1e-7 degrees]`, all little-endian.
enum MapTiles {
    static let cellDegrees = 0.01
    static let maxLinePoints = 32

    struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// The cells a box touches.
    static func cells(touching box: BoundingBox) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        let x0 = Int((box.minLongitude / cellDegrees).rounded(.down)), x1 = Int((box.maxLongitude / cellDegrees).rounded(.down))
        let y0 = Int((box.minLatitude / cellDegrees).rounded(.down)), y1 = Int((box.maxLatitude / cellDegrees).rounded(.down))
        return (x0...max(x0, x1), y0...max(y0, y1))
    }

    /// Every cell's BLOB for `features`.
    static func build(_ features: [MapFeature]) -> [Cell: Data] {
        var tiles: [Cell: Data] = [:]
        var id: UInt32 = 0
        for feature in features {
            for piece in pieces(of: feature) {
                let encoded = encode(piece, id: id)
                let range = cells(touching: piece.boundingBox)
                for x in range.x { for y in range.y { tiles[Cell(x: x, y: y), default: Data()].append(encoded) } }
                id &+= 1
            }
        }
        return tiles
    }

    /// Shapes in a cell's BLOB with their ids; nil when the bytes are damaged.
    static func decode(_ data: Data) -> [(id: UInt32, feature: MapFeature)]? {
        var reader = ByteReader(bytes: [UInt8](data))
        var result: [(UInt32, MapFeature)] = []
        while !reader.isAtEnd {
            guard let id = reader.u32(), let kindByte = reader.u8(), let kind = kinds.indices.contains(Int(kindByte)) ? kinds[Int(kindByte)] : nil,
                  let nameLength = reader.u16(), let nameBytes = reader.bytes(Int(nameLength)), let count = reader.u32(), count < 1_000_000
            else { return nil }
            var points: [Coordinate] = []
            points.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let lat = reader.i32(), let lon = reader.i32() else { return nil }
                points.append(Coordinate(latitude: Double(lat) / 1e7, longitude: Double(lon) / 1e7))
            }
            let name = nameLength == 0 ? nil : String(decoding: nameBytes, as: UTF8.self)
            result.append((id, MapFeature(kind: kind, name: name, points: points)))
        }
        return result
    }

    private static let kinds = MapFeature.Kind.allCases

    private static func pieces(of feature: MapFeature) -> [MapFeature] {
        guard !feature.isArea, feature.points.count > maxLinePoints else { return [feature] }
        return stride(from: 0, to: feature.points.count - 1, by: maxLinePoints - 1).map { start in
            let end = min(start + maxLinePoints, feature.points.count)
            return MapFeature(kind: feature.kind, name: feature.name, points: Array(feature.points[start..<end]))
        }
    }

    private static func encode(_ feature: MapFeature, id: UInt32) -> Data {
        var bytes: [UInt8] = []
        let name = Array((feature.name ?? "").utf8.prefix(Int(UInt16.max)))
        bytes.reserveCapacity(11 + name.count + feature.points.count * 8)
        append(id, to: &bytes)
        bytes.append(UInt8(kinds.firstIndex(of: feature.kind) ?? 0))
        append(UInt16(name.count), to: &bytes)
        bytes += name
        append(UInt32(feature.points.count), to: &bytes)
        for point in feature.points {
            append(UInt32(bitPattern: Int32((point.latitude * 1e7).rounded())), to: &bytes)
            append(UInt32(bitPattern: Int32((point.longitude * 1e7).rounded())), to: &bytes)
        }
        return Data(bytes)
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}

/// Reads little-endian integers from bytes, returning nil past the end.
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, offset + count <= bytes.count else { return nil }
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
