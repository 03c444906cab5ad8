import Foundation

/// A region's network file: the walking graph, its contraction hierarchy, and the attachment
/// of the toilets it was imported with, all computed once by `import` (version 1, little-endian).
///
/// ```
/// "TNWN"  u32 version
/// u64 length + graph section       ("TNWG", see WalkingGraph.encode(), with its own checksum)
/// u64 length + hierarchy section   ("TNCH", see ContractionHierarchy.encode())
/// u64 length + attachment section  ("TNHT", see HierarchyTargets.encode(); 0 bytes: none)
/// ```
/// `serve` decodes and checks it instead of contracting, so start-up is reading plus linear
/// checks (OSRM: `osrm-contract` writes, `osrm-routed` only reads). A plain graph file of
/// the version before (bare "TNWG") still loads, contracted on the spot, and says so.
public struct WalkingNetworkFile: Sendable {
    /// The four bytes a network file starts with.
    public static let magic: [UInt8] = Array("TNWN".utf8)
    /// The container version this code writes and reads.
    public static let formatVersion: UInt32 = 1

    /// The network: graph, edge index and hierarchy.
    public let network: WalkingNetwork
    /// Whether the file holds an attachment section (its bytes are decoded in place, not kept).
    public let hasAttachment: Bool
    /// Why the attachment section could not be used, when it could not: the network still
    /// loads, and its toilets are attached from scratch.
    public let attachmentError: WalkingGraphError?
    /// Whether the hierarchy was built while loading (a bare graph file) rather than read.
    public let wasContractedOnLoad: Bool

    /// The file for `network`, with the attachment of the toilets known at import (see
    /// ``HierarchyTargets/encode()``), so that `serve` runs no upward search for them.
    /// - Complexity: O(size of the graph, the hierarchy and the attachment).
    public static func encode(_ network: WalkingNetwork, attachment: HierarchyTargets? = nil) -> [UInt8] {
        encode(network, attachmentBytes: attachment?.encode())
    }

    static func encode(_ network: WalkingNetwork, attachmentBytes attachment: [UInt8]?) -> [UInt8] {
        var writer = GraphByteWriter()
        for byte in magic { writer.append(byte) }
        writer.append(formatVersion)
        for section in [network.graph.encode(), network.hierarchy.encode(), attachment ?? []] {
            writer.append(UInt64(section.count))
            writer.append(section)
        }
        return writer.bytes
    }

    /// Decodes and checks a network file, or a bare graph file (then contracts it).
    ///
    /// ```swift
    /// let file = try WalkingNetworkFile(bytes: Array(try Data(contentsOf: url)))
    /// let toilets = file.network.attach(coordinates)
    /// ```
    /// - Throws: ``WalkingGraphError`` for bytes that are not a valid file; never traps.
    /// - Complexity: O(size of the bytes) for a network file; a bare graph adds the contraction.
    public init(bytes: [UInt8], profile: WalkingProfile = .standard) throws(WalkingGraphError) {
        if bytes.count >= 4, Array(bytes[0..<4]) == WalkingGraph.magic {
            network = WalkingNetwork(graph: try WalkingGraph(bytes: bytes), profile: profile)
            hasAttachment = false
            attachmentError = nil
            wasContractedOnLoad = true
            return
        }
        guard bytes.count >= 4, Array(bytes[0..<4]) == Self.magic else { throw .notAGraphFile }
        var reader = GraphByteReader(bytes)
        _ = try reader.readArray(UInt8.self, count: 4, section: "network header")
        let version = try reader.read(UInt32.self, section: "network header")
        guard version == Self.formatVersion else { throw .unsupportedVersion(found: version, supported: Self.formatVersion) }
        // Each section is decoded where it lies in `bytes`: no copy of the file's parts.
        let graphRange = try Self.section(&reader, name: "graph")
        let hierarchyRange = try Self.section(&reader, name: "hierarchy")
        let attachmentRange = try Self.section(&reader, name: "attachment")
        guard reader.remaining == 0 else { throw .corrupt(section: "network trailer", reason: "\(reader.remaining) unexpected bytes") }
        let graph = try WalkingGraph(bytes: bytes, range: graphRange)
        let hierarchy = try ContractionHierarchy(bytes: bytes, range: hierarchyRange, graph: graph)
        var network = WalkingNetwork(graph: graph, hierarchy: hierarchy, profile: profile)
        hasAttachment = !attachmentRange.isEmpty
        var attachmentError: WalkingGraphError?
        if !attachmentRange.isEmpty {
            do {
                network.attachedAtImport = try HierarchyTargets(bytes: bytes, range: attachmentRange, hierarchy: hierarchy, profile: profile)
            } catch {
                attachmentError = error
            }
        }
        self.network = network
        self.attachmentError = attachmentError
        wasContractedOnLoad = false
    }

    /// Where the next length-prefixed section lies in the reader's bytes.
    private static func section(_ reader: inout GraphByteReader, name: String) throws(WalkingGraphError) -> Range<Int> {
        let length = try reader.read(UInt64.self, section: name)
        guard length <= UInt64(reader.remaining) else {
            throw .truncated(section: name, needed: Int(clamping: length), available: reader.remaining)
        }
        return try reader.skip(Int(length), section: name)
    }
}

extension WalkingNetwork {
    /// A network from a graph and a hierarchy already built over it (decoded from a file).
    /// - Complexity: O(segments) for the edge index; the hierarchy is taken as it is.
    public init(graph: WalkingGraph, hierarchy: ContractionHierarchy, profile: WalkingProfile = .standard) {
        self.graph = graph
        edgeIndex = EdgeIndex(graph: graph)
        self.hierarchy = hierarchy
        self.profile = profile
    }
}
