/// Why ``OSMReader`` could not read a file.
///
/// ``description`` is one line naming the file, the place and the problem, e.g.
/// `malta.osm.pbf: truncated at byte 1048576: blob needs 65432 bytes, only 1200 left`.
/// Offsets count bytes of the file on disk, except inside a gzip stream, where
/// they count decompressed bytes (the message says so).
public enum OSMReadError: Error, CustomStringConvertible, Equatable {
    /// Nothing exists at `path`.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read (permissions, a directory, I/O error).
    case unreadable(path: String, reason: String)
    /// The content is neither OSM PBF nor OSM XML (optionally gzipped).
    case notOSM(path: String, reason: String)
    /// The file ends in the middle of a structure.
    case truncated(path: String, offset: Int64, reason: String)
    /// The bytes at `offset` break the format.
    case corrupt(path: String, offset: Int64, reason: String)
    /// The file is valid but uses something this reader does not implement,
    /// such as history files, or lzma/zstd blob compression.
    case unsupportedFeature(path: String, feature: String)
    /// The visitor threw `error`; reading stopped there.
    case visitor(any Error)

    /// One line: file, place, problem.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): file not found"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .notOSM(let path, let reason):
            return "\(Self.fileName(path)): not an OSM file: \(reason)"
        case .truncated(let path, let offset, let reason):
            return "\(Self.fileName(path)): truncated at byte \(offset): \(reason)"
        case .corrupt(let path, let offset, let reason):
            return "\(Self.fileName(path)): corrupt at byte \(offset): \(reason)"
        case .unsupportedFeature(let path, let feature):
            return "\(Self.fileName(path)): unsupported: \(feature)"
        case .visitor(let error):
            return "visitor stopped the read: \(error)"
        }
    }

    /// Errors are equal when they are the same case with equal values;
    /// ``visitor(_:)`` errors compare by their descriptions.
    public static func == (lhs: OSMReadError, rhs: OSMReadError) -> Bool {
        switch (lhs, rhs) {
        case let (.fileNotFound(a), .fileNotFound(b)):
            return a == b
        case let (.unreadable(a, x), .unreadable(b, y)), let (.notOSM(a, x), .notOSM(b, y)),
             let (.unsupportedFeature(a, x), .unsupportedFeature(b, y)):
            return a == b && x == y
        case let (.truncated(a, m, x), .truncated(b, n, y)), let (.corrupt(a, m, x), .corrupt(b, n, y)):
            return a == b && m == n && x == y
        case let (.visitor(left), .visitor(right)):
            return String(describing: left) == String(describing: right)
        default:
            return false
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
