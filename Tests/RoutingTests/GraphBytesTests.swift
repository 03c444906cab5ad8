import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Graph byte format")
struct GraphBytesTests {
    static func sample() throws -> WalkingGraph {
        try AsciiMap("""
        a-----b==c
        |     |  |
        d-----e--f
        """, names: ["ab": "Triq il-Merkanti", "de": "Strada Stretta", "bc": "Triq ir-Repubblika"]).graph
    }

    @Test("a graph survives encode and decode unchanged", arguments: 0..<10)
    func roundTrip(seed: UInt64) throws {
        let graph = seed == 0 ? try Self.sample() : try RandomGraphs.make(vertices: 50, edges: 90, seed: seed)
        let decoded = try WalkingGraph(bytes: graph.encode())
        try decoded.checkInvariants()
        #expect(decoded.encode() == graph.encode())
        #expect(decoded.vertexLatitudesE7 == graph.vertexLatitudesE7)
        #expect(decoded.arcTargets == graph.arcTargets)
        #expect(decoded.arcMillis == graph.arcMillis)
        #expect(decoded.edgeMeters == graph.edgeMeters)
        #expect(decoded.names == graph.names)
        #expect((0..<graph.edgeCount).allSatisfy { decoded.geometry(ofEdge: $0) == graph.geometry(ofEdge: $0) })
    }

    @Test("every truncation throws")
    func truncations() throws {
        let bytes = try Self.sample().encode()
        for length in 0..<bytes.count {
            #expect(throws: WalkingGraphError.self) { try WalkingGraph(bytes: Array(bytes.prefix(length))) }
        }
    }

    @Test("the header is checked: magic and version")
    func header() throws {
        var bytes = try Self.sample().encode()
        #expect(throws: WalkingGraphError.notAGraphFile) { try WalkingGraph(bytes: Array("PK\u{3}\u{4}zip".utf8)) }
        bytes[4] = 9
        #expect(throws: WalkingGraphError.unsupportedVersion(found: 9, supported: 1)) { try WalkingGraph(bytes: bytes) }
    }

    @Test("a flipped byte anywhere is caught by the checksum")
    func flippedBytes() throws {
        let bytes = try Self.sample().encode()
        var generator = SeededRandom(seed: 99)
        for _ in 0..<500 {
            var corrupt = bytes
            let i = Int.random(in: 8..<bytes.count, using: &generator)
            corrupt[i] ^= UInt8.random(in: 1...255, using: &generator)
            #expect(throws: WalkingGraphError.self) { try WalkingGraph(bytes: corrupt) }
        }
    }

    /// With the checksum recomputed, corruption reaches the structural checks: the decoder
    /// must throw or return a graph that passes its invariants, and never trap.
    @Test("corruption behind a valid checksum throws or yields a valid graph", arguments: 0..<4)
    func structuralFuzz(seed: UInt64) throws {
        let bytes = seed == 0 ? try Self.sample().encode() : try RandomGraphs.make(vertices: 30, edges: 50, seed: seed).encode()
        var generator = SeededRandom(seed: seed &+ 7)
        var thrown = 0
        for _ in 0..<400 {
            var corrupt = Array(bytes.dropLast(8))
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let i = Int.random(in: 8..<corrupt.count, using: &generator)
                corrupt[i] = UInt8.random(in: 0...255, using: &generator)
            }
            corrupt += Self.checksum(corrupt)
            do {
                let graph = try WalkingGraph(bytes: corrupt)
                try graph.checkInvariants()
            } catch {
                thrown += 1
            }
        }
        #expect(thrown > 100)
    }

    /// FNV-1a 64, written out again here so the test does not borrow the engine's.
    static func checksum(_ bytes: [UInt8]) -> [UInt8] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
    }
}
