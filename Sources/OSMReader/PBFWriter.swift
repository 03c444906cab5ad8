import CZlib
import Foundation

/// Writes `.osm.pbf` files as a stream: elements go out in blocks as they are added, so
/// memory stays bounded by one block whatever the file's size.
///
/// Format: <https://wiki.openstreetmap.org/wiki/PBF_Format>. The file is an `OSMHeader`
/// blob (bounding box, required features `OsmSchema-V0.6` and `DenseNodes`, the writing
/// program and `osmosis_replication_timestamp`) and then `OSMData` blobs, each a
/// zlib-compressed `PrimitiveBlock` of up to ``entitiesPerBlock`` dense nodes or ways with its
/// own string table. No metadata (`DenseInfo`, `Info`) and no relations are written. Tags are
/// written in the order given (sorted by key for a dictionary), so the same input gives the
/// same bytes.
///
/// ```swift
/// let writer = try PBFWriter(path: "region.osm.pbf", header: .init(boundingBox: box))
/// try writer.add(node: OSMNode(id: 1, latitude: 48.1, longitude: 11.5))
/// try writer.add(way: OSMWay(id: 1, nodeIDs: [1, 2], tags: ["highway": "footway"]))
/// let summary = try writer.finish()
/// ```
public final class PBFWriter {
    /// What the header block says.
    public struct Header: Sendable {
        /// The area the file covers.
        public var boundingBox: OSMBoundingBox?
        /// `osmosis_replication_timestamp`: how current the data is (whole seconds).
        public var replicationTimestamp: Date?
        /// `writingprogram`.
        public var writingProgram: String

        /// Creates a header.
        public init(boundingBox: OSMBoundingBox? = nil, replicationTimestamp: Date? = nil, writingProgram: String = "toiletnow") {
            self.boundingBox = boundingBox
            self.replicationTimestamp = replicationTimestamp
            self.writingProgram = writingProgram
        }
    }

    /// What a finished file holds.
    public struct Summary: Sendable, Equatable {
        public var nodes = 0
        public var ways = 0
        /// `OSMData` blobs written.
        public var blocks = 0
        /// The file's size.
        public var bytes: Int64 = 0
    }

    /// Elements per block, as osmium writes them.
    public static let entitiesPerBlock = 8_000
    /// A block is cut early once its buffered bytes pass this, far below the format's 32 MiB.
    static let pendingByteLimit = 8 << 20

    let path: String
    let handle: FileHandle
    let compressionLevel: Int32
    private var block = PBFBlockBuilder()
    var summary = Summary()
    private var isFinished = false

    /// Creates (or truncates) `path` and writes the header blob.
    /// - Parameter compressionLevel: zlib's level, 1 (fastest) to 9 (smallest); 6 is zlib's default.
    /// - Throws: ``PBFWriteError/cannotCreate(path:reason:)``, ``PBFWriteError/writeFailed(path:reason:)``.
    public init(path: String, header: Header, compressionLevel: Int32 = 6) throws(PBFWriteError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw .cannotCreate(path: path, reason: "the file cannot be created or opened for writing")
        }
        self.path = path
        self.handle = handle
        self.compressionLevel = min(max(compressionLevel, 1), 9)
        try writeBlob(type: "OSMHeader", payload: Self.headerBlock(header))
    }

    deinit { try? handle.close() }

    /// Adds a node; its tags are written sorted by key.
    /// - Throws: ``PBFWriteError/impossibleCoordinate(nodeID:field:value:)`` for a coordinate
    ///   that is not finite or outside ±90°/±180°.
    public func add(node: OSMNode) throws(PBFWriteError) {
        let latitude = try Self.e7(node.latitude, limit: 90, id: node.id, field: "latitude")
        let longitude = try Self.e7(node.longitude, limit: 180, id: node.id, field: "longitude")
        try addNode(id: node.id, latitudeE7: latitude, longitudeE7: longitude, tags: Self.sorted(node.tags))
    }

    /// Adds a node at a coordinate in 1e-7 degrees, with tags in the given order.
    public func addNode(id: Int64, latitudeE7: Int64, longitudeE7: Int64, tags: [(String, String)] = []) throws(PBFWriteError) {
        try prepare(for: .denseNodes)
        try block.addNode(id: id, latitudeE7: latitudeE7, longitudeE7: longitudeE7, tags: tags)
        summary.nodes += 1
    }

    /// Adds a way; its tags are written sorted by key.
    public func add(way: OSMWay) throws(PBFWriteError) {
        try addWay(id: way.id, nodeIDs: way.nodeIDs, tags: Self.sorted(way.tags))
    }

    /// Adds a way with tags in the given order.
    public func addWay(id: Int64, nodeIDs: some Sequence<Int64>, tags: [(String, String)] = []) throws(PBFWriteError) {
        try prepare(for: .ways)
        try block.addWay(id: id, nodeIDs: nodeIDs, tags: tags)
        summary.ways += 1
    }

    /// Writes the last block and closes the file.
    /// - Returns: what the file holds.
    public func finish() throws(PBFWriteError) -> Summary {
        guard !isFinished else { throw .alreadyFinished }
        try flush()
        isFinished = true
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
        return summary
    }

    /// Cuts the current block when it is full or holds the other kind of element.
    private func prepare(for content: PBFBlockBuilder.Content) throws(PBFWriteError) {
        guard !isFinished else { throw .alreadyFinished }
        if block.content != .none && (block.content != content || block.entityCount >= Self.entitiesPerBlock
            || block.pendingBytes >= Self.pendingByteLimit) {
            try flush()
        }
    }

    private func flush() throws(PBFWriteError) {
        guard block.content != .none else { return }
        try writeBlob(type: "OSMData", payload: block.encoded())
        summary.blocks += 1
        block = PBFBlockBuilder()
    }
}
