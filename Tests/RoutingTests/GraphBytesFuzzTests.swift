import Foundation
import Routing
import Testing
import TestSupport

/// The graph file is read back from disk by `serve`: damaged, truncated or hostile bytes must
/// end in a ``WalkingGraphError`` or a graph that passes its invariants, quickly, and without
/// allocating for counts the bytes cannot hold.
@Suite("Graph file fuzz")
struct GraphBytesFuzzTests {
    /// The longest one decode may take, even in a debug build on a busy machine.
    static let timeBound = Duration.milliseconds(200)

    /// Decodes `bytes`; records an issue for a slow decode or an accepted graph that breaks its invariants.
    static func decode(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Result<WalkingGraph, WalkingGraphError> {
        let clock = ContinuousClock()
        var result: Result<WalkingGraph, WalkingGraphError> = .failure(.notAGraphFile)
        let took = clock.measure { result = Result { () throws(WalkingGraphError) in try WalkingGraph(bytes: bytes) } }
        #expect(took < timeBound, "decoding \(bytes.count) bytes took \(took)", sourceLocation: sourceLocation)
        if case .success(let graph) = result {
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try graph.checkInvariants() }
        }
        return result
    }

    /// `body` with its FNV-1a checksum appended, so damage reaches the structural checks.
    static func sealed(_ body: [UInt8]) -> [UInt8] {
        body + GraphBytesTests.checksum(body)
    }

    /// A header claiming `counts` (V, E, G) followed by `tail`.
    static func header(_ counts: [UInt32], tail: [UInt8] = []) -> [UInt8] {
        var bytes = WalkingGraph.magic + le(WalkingGraph.formatVersion)
        for count in counts { bytes += le(count) }
        return bytes + tail
    }

    static func le(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    @Test("absurd counts in the header are refused before anything is allocated", arguments: [
        [UInt32.max, UInt32.max, UInt32.max], [UInt32.max, 0, 0], [0, UInt32.max, 0], [0, 0, UInt32.max],
        [1 << 28, 1 << 28, 1 << 28], [2, 1, 0],
    ])
    func absurdCounts(counts: [UInt32]) {
        // [2, 1, 0]: a plausible header over 64 bytes of zeros.
        let result = Self.decode(Self.sealed(Self.header(counts, tail: [UInt8](repeating: 0, count: 64))))
        #expect(throws: WalkingGraphError.self) { try result.get() }
    }

    @Test("a names section claiming 4 billion strings, or one string of 4 GiB, is refused")
    func absurdNames() throws {
        // An empty graph: V = E = G = 0 and its one geometry offset (0), then the names section.
        let manyNames = Self.header([0, 0, 0], tail: Self.le(0) + Self.le(UInt32.max) + Self.le(1) + Array("x".utf8))
        let longName = Self.header([0, 0, 0], tail: Self.le(0) + Self.le(1) + Self.le(UInt32.max) + Array("x".utf8))
        for body in [manyNames, longName] {
            #expect(throws: WalkingGraphError.self) { try Self.decode(Self.sealed(body)).get() }
        }
        let oneName = Self.header([0, 0, 0], tail: Self.le(0) + Self.le(1) + Self.le(1) + Array("x".utf8))
        #expect(try Self.decode(Self.sealed(oneName)).get().names == ["x"])
    }

    @Test("a name whose length runs up to 4 bytes past the end is refused, not read out of range", arguments: [3, 4, 5, 6])
    func nameRunsPastTheEnd(length: UInt32) throws {
        // An empty graph, one name of `length` bytes of which only 2 are there.
        let body = Self.header([0, 0, 0], tail: Self.le(0) + Self.le(1) + Self.le(length) + Array("ab".utf8))
        #expect(throws: WalkingGraphError.self) { try Self.decode(Self.sealed(body)).get() }
    }

    @Test("random bytes behind a valid magic, version and checksum: an error or a valid graph (seeded, 3,000 cases)")
    func randomBodies() {
        var generator = SeededRandom(seed: 9_001)
        var thrown = 0
        for _ in 0..<3_000 {
            let counts = (0..<3).map { _ in UInt32.random(in: 0...8, using: &generator) }
            let tail = (0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if case .failure = Self.decode(Self.sealed(Self.header(counts, tail: tail))) { thrown += 1 }
        }
        #expect(thrown > 2_900)
    }

    @Test("every prefix of a random graph file, resealed, throws or decodes to a valid graph (seeded)", arguments: [UInt64(21), 22])
    func resealedPrefixes(seed: UInt64) throws {
        let body = Array(try RandomGraphs.make(vertices: 12, edges: 18, seed: seed).encode().dropLast(8))
        var accepted = 0
        for length in 0..<body.count {
            if case .success = Self.decode(Self.sealed(Array(body.prefix(length)))) { accepted += 1 }
        }
        #expect(accepted == 0)
        #expect(try Self.decode(Self.sealed(body)).get().edgeCount == 18)
    }

    @Test("overwritten 32-bit words behind a valid checksum: an error or a valid graph (seeded, 2,000 cases)")
    func overwrittenWords() throws {
        let body = Array(try RandomGraphs.make(vertices: 20, edges: 30, seed: 23).encode().dropLast(8))
        var generator = SeededRandom(seed: 9_002)
        let extremes: [UInt32] = [0, 1, 0x7FFF_FFFF, 0x8000_0000, UInt32.max, 900_000_001, 0x7F80_0000, 0x7FC0_0000]
        for _ in 0..<2_000 {
            var damaged = body
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let word = Int.random(in: 2..<(body.count / 4), using: &generator)
                let value = Bool.random(using: &generator) ? extremes.randomElement(using: &generator) ?? 0 : UInt32.random(in: 0...UInt32.max, using: &generator)
                damaged.replaceSubrange((word * 4)..<(word * 4 + 4), with: Self.le(value))
            }
            _ = Self.decode(Self.sealed(damaged))
        }
    }
}
