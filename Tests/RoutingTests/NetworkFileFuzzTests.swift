import Foundation
import Routing
import Testing
import TestSupport

/// `serve` reads network files from disk: damaged, truncated or hostile bytes must end in a
/// ``WalkingGraphError`` or a network whose hierarchy passes its checks, never in a trap.
@Suite("Network file fuzz")
struct NetworkFileFuzzTests {
    static func decode(_ bytes: [UInt8]) -> WalkingNetworkFile? {
        try? WalkingNetworkFile(bytes: bytes)
    }

    @Test("every truncation of a small network file is refused")
    func truncations() throws {
        let bytes = WalkingNetworkFile.encode(WalkingNetwork(graph: try RandomGraphs.make(vertices: 12, edges: 20, seed: 1)))
        for length in 0..<bytes.count {
            #expect(Self.decode(Array(bytes.prefix(length))) == nil, "\(length) of \(bytes.count) bytes loaded")
        }
    }

    @Test("random byte damage in the hierarchy section never traps; whatever loads passes its checks", arguments: 0..<4)
    func damage(seed: UInt64) throws {
        let network = WalkingNetwork(graph: try RandomGraphs.make(vertices: 40, edges: 70, seed: seed))
        let clean = WalkingNetworkFile.encode(network)
        let hierarchyStart = clean.count - network.hierarchy.encode().count - 8
        var generator = SeededRandom(seed: seed &+ 77)
        for _ in 0..<400 {
            var bytes = clean
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: hierarchyStart..<clean.count, using: &generator)
                bytes[at] = [0, 0xFF, bytes[at] ^ 1, bytes[at] &+ 1, UInt8.random(in: 0...255, using: &generator)]
                    .randomElement(using: &generator) ?? 0
            }
            if let loaded = Self.decode(bytes) {
                #expect(throws: Never.self) { try loaded.network.hierarchy.checkInvariants() }
            }
        }
    }

    @Test("section lengths past the end, or a version from the future, are refused")
    func hostileHeaders() throws {
        let network = WalkingNetwork(graph: try RandomGraphs.make(vertices: 12, edges: 20, seed: 2))
        var bytes = WalkingNetworkFile.encode(network)
        bytes[8..<16] = ArraySlice([UInt8](repeating: 0xFF, count: 8))
        #expect(Self.decode(bytes) == nil)
        var future = WalkingNetworkFile.encode(network)
        future[4] = 2
        #expect(throws: WalkingGraphError.unsupportedVersion(found: 2, supported: 1)) { try WalkingNetworkFile(bytes: future) }
    }
}
