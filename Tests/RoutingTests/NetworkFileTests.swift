import Foundation
import Geo
import Routing
import Testing
import TestSupport

/// The network file carries the hierarchy built at import, so `serve` only reads it: what it
/// reads back must search exactly like what was built, and nothing it cannot check may load.
@Suite("Network file")
struct NetworkFileTests {
    @Test("a decoded network answers every query exactly as the network it was written from, with no upward search for the stored toilets",
          arguments: 0..<8)
    func roundTrip(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 150, edges: 260, seed: seed)
        let built = WalkingNetwork(graph: graph)
        var generator = SeededRandom(seed: seed &+ 99)
        let coordinates = (0..<20).map { _ in RandomGraphs.point(&generator) }
        let before = built.attach(coordinates, maxAttachMeters: 5000)
        let file = try WalkingNetworkFile(bytes: WalkingNetworkFile.encode(built, attachment: before))
        #expect(!file.wasContractedOnLoad && file.attachmentError == nil)
        let loaded = file.network
        #expect(loaded.hierarchy.encode() == built.hierarchy.encode())
        #expect(loaded.graph.encode() == graph.encode())
        let stored = try #require(loaded.attachedAtImport)
        #expect(stored.encode() == before.encode())
        // The same toilets in another order: every anchor was searched at import.
        let after = loaded.attach(coordinates.reversed(), maxAttachMeters: 5000, reusing: stored)
        #expect(after.searchesRun == 0)
        let old = built.makeSearch(), new = loaded.makeSearch()
        for _ in 0..<20 {
            let start = try #require(loaded.snap(RandomGraphs.point(&generator), maxMeters: 5000))
            let a = old.nearest(from: start, targets: before, limit: 4), b = new.nearest(from: start, targets: after, limit: 4)
            #expect(a.map(\.millis) == b.map(\.millis))
            if let first = b.first { #expect(new.route(to: first)?.millis == first.millis) }
        }
    }

    @Test("an attachment section that cannot be read leaves the network loaded, and says why")
    func badAttachment() throws {
        let network = WalkingNetwork(graph: try RandomGraphs.make(vertices: 40, edges: 70, seed: 6))
        var bytes = WalkingNetworkFile.magic + [1, 0, 0, 0]
        for section in [network.graph.encode(), network.hierarchy.encode(), Array("TNHT not really".utf8)] {
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: UInt64(section.count) >> (8 * UInt64($0))) } + section
        }
        let file = try WalkingNetworkFile(bytes: bytes)
        #expect(file.network.attachedAtImport == nil)
        #expect(file.hasAttachment && file.attachmentError != nil)
    }

    @Test("a bare graph file of the version before still loads, contracted on the spot")
    func bareGraph() throws {
        let graph = try RandomGraphs.make(vertices: 60, edges: 100, seed: 3)
        let file = try WalkingNetworkFile(bytes: graph.encode())
        #expect(file.wasContractedOnLoad)
        #expect(!file.hasAttachment)
        #expect(file.network.hierarchy.encode() == ContractionHierarchy(graph: graph).encode())
    }

    @Test("a hierarchy built for another graph is refused")
    func otherGraph() throws {
        let graph = try RandomGraphs.make(vertices: 60, edges: 100, seed: 4)
        let other = try RandomGraphs.make(vertices: 61, edges: 100, seed: 5)
        #expect(throws: WalkingGraphError.self) {
            try ContractionHierarchy(bytes: ContractionHierarchy(graph: other).encode(), graph: graph)
        }
    }

    /// The hierarchy's bytes with one 32-bit value of one column replaced (columns in the
    /// format's order: 0 ranks, 1 offsets, 2-4 arc targets, times, edges, 5-11 the edge columns).
    static func tampered(_ hierarchy: ContractionHierarchy, column: Int, index: Int, value: UInt32) -> [UInt8] {
        var bytes = hierarchy.encode()
        let at = offset(hierarchy, column: column, index: index)
        for i in 0..<4 { bytes[at + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
        return bytes
    }

    @Test("each broken rule is caught: ranks, arcs going down, arcs off their edge, shortcuts out of order or with wrong sums",
          arguments: [(0, 0, "ranks"), (2, 0, "upward arcs"), (3, 0, "upward arcs"), (4, 0, "upward arcs"),
                      (5, 0, "hierarchy edges"), (7, 0, "hierarchy edges"), (7, -1, "hierarchy edges"),
                      (10, -1, "hierarchy edges"), (11, -1, "hierarchy edges")])
    func brokenRules(column: Int, which: Int, section: String) throws {
        let graph = try RandomGraphs.make(vertices: 80, edges: 160, seed: 11)
        let hierarchy = ContractionHierarchy(graph: graph)
        let shortcut = try #require(hierarchy.firstShortcut)
        let index = which < 0 ? shortcut : which
        // A child pointing at the shortcut itself (not earlier), a rank repeated, a time off by one …
        let original = hierarchy.encode().le32(at: Self.offset(hierarchy, column: column, index: index))
        let value: UInt32 = column >= 10 ? UInt32(index) : column == 0 ? UInt32(bitPattern: hierarchy.rank[1]) : original &+ 1
        let bytes = Self.tampered(hierarchy, column: column, index: index, value: value)
        #expect(bytes != hierarchy.encode())
        #expect {
            try ContractionHierarchy(bytes: bytes, graph: graph)
        } throws: { error in
            guard case WalkingGraphError.corrupt(let found, _) = error else { return false }
            return found == section
        }
    }

    static func offset(_ hierarchy: ContractionHierarchy, column: Int, index: Int) -> Int {
        let bytes = hierarchy.encode()
        let v = hierarchy.graph.vertexCount, a = Int(bytes.le32(at: 16)), h = Int(bytes.le32(at: 20))
        let lengths = [v, v + 1, a, a, a, h, h, h, h, h, h, h]
        return 28 + 4 * lengths.prefix(column).reduce(0, +) + 4 * index  // after magic, version, 4 counts, horizon
    }
}

extension ContractionHierarchy {
    /// The id of the first shortcut, found through the encoding (its original-edge column holds −1).
    var firstShortcut: Int? {
        let bytes = encode()
        let h = Int(bytes.le32(at: 20))
        let start = NetworkFileTests.offset(self, column: 9, index: 0)
        return (0..<h).first { bytes.le32(at: start + 4 * $0) == UInt32.max }
    }
}

extension [UInt8] {
    func le32(at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(self[offset + $1]) << (8 * UInt32($1)) }
    }
}
