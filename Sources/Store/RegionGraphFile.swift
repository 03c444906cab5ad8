import Foundation

/// The walking-graph file a region's import recorded, in the same transaction as its toilets.
///
/// The importer writes and syncs the file under a name no other import uses *before* the
/// transaction that records it commits, so after a crash at any instant the database names
/// either the old file (still on disk) or the new one (complete on disk). A reader loads
/// exactly the file named here and checks ``byteCount`` and ``checksum`` before trusting it.
public struct RegionGraphFile: Sendable, Hashable, Codable {
    /// The file's name inside the database's `.graphs` folder, e.g. `monaco-3f9a0c1d2e4b5a69.walkgraph`.
    public var fileName: String
    /// The file's exact length in bytes.
    public var byteCount: Int64
    /// The CRC-32 (zlib, ISO 3309) of the whole file.
    public var checksum: UInt32

    public init(fileName: String, byteCount: Int64, checksum: UInt32) {
        self.fileName = fileName
        self.byteCount = byteCount
        self.checksum = checksum
    }

    /// Whether `name` can be a graph file name: letters, digits, `-`, `_` and `.` only, ending in
    /// `.walkgraph`, and never a path (so a damaged row cannot point outside the folder).
    public static func isValidName(_ name: String) -> Bool {
        name.count <= 128 && name.hasSuffix(".walkgraph") && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
