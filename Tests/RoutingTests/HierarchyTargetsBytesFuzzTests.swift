import Foundation
import Geo
import Routing
import Testing
import TestSupport

/// The attachment is stored in the graph file and read back by `serve`: damaged, truncated or
/// hostile bytes must end in a ``WalkingGraphError``, or in targets that search and route
/// without trapping.
@Suite("Hierarchy targets bytes fuzz")
struct HierarchyTargetsBytesFuzzTests {
    /// A small grid with 40 toilets (two too far from any street to attach).
    static let fixture: (network: WalkingNetwork, buckets: HierarchyTargets) = {
        let graph = (try? GridGraphs.make(side: 8, seed: 11)) ?? .empty
        let network = WalkingNetwork(graph: graph)
        let far = [GridGraphs.origin.offset(meters: 3000, bearingDegrees: 0), GridGraphs.origin.offset(meters: 4000, bearingDegrees: 0)]
        let positions = GridGraphs.positions(count: 38, side: 8, seed: 12) + far
        return (network, network.attach(positions, coverSeconds: 200))
    }()

    static func decode(_ bytes: [UInt8]) -> Result<HierarchyTargets, WalkingGraphError> {
        Result { () throws(WalkingGraphError) in try HierarchyTargets(bytes: bytes, hierarchy: fixture.network.hierarchy) }
    }

    /// Searches and routes from a few places: accepted bytes must never make a query trap.
    static func exercise(_ buckets: HierarchyTargets) {
        let search = fixture.network.makeSearch()
        for point in GridGraphs.positions(count: 4, side: 8, seed: 13) {
            guard let start = fixture.network.snap(point) else { continue }
            for maxSeconds in [100.0, 2000] {
                for hit in search.nearest(from: start, targets: buckets, limit: 5, maxSeconds: maxSeconds) {
                    _ = search.route(to: hit)
                }
            }
        }
    }

    static func sealed(_ body: [UInt8]) -> [UInt8] { body + GraphBytesTests.checksum(body) }

    @Test("a round trip gives the same bytes and the same answers")
    func roundTrip() throws {
        let bytes = Self.fixture.buckets.encode()
        let decoded = try Self.decode(bytes).get()
        #expect(decoded.encode() == bytes)
        #expect(decoded.targets.attachments == Self.fixture.buckets.targets.attachments)
        #expect(decoded.targets.attachments.suffix(2) == [nil, nil])
        let search = Self.fixture.network.makeSearch()
        for point in GridGraphs.positions(count: 20, side: 8, seed: 14) {
            let start = try #require(Self.fixture.network.snap(point))
            let expected = search.nearest(from: start, targets: Self.fixture.buckets, limit: 4, maxSeconds: 1000)
            #expect(search.nearest(from: start, targets: decoded, limit: 4, maxSeconds: 1000) == expected)
        }
    }

    @Test("every truncation throws")
    func truncations() {
        let bytes = Self.fixture.buckets.encode()
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 700)) {
            #expect(throws: WalkingGraphError.self) { try Self.decode(Array(bytes.prefix(length))).get() }
        }
    }

    @Test("a flipped byte fails the checksum")
    func checksum() {
        var bytes = Self.fixture.buckets.encode()
        bytes[bytes.count / 2] ^= 0x10
        #expect(throws: WalkingGraphError.corrupt(section: "targets checksum", reason: "the bytes do not match their checksum")) {
            try Self.decode(bytes).get()
        }
    }

    @Test("seeded damage, re-sealed with a valid checksum, throws or decodes to targets that search safely",
          arguments: 0..<6)
    func damage(seed: UInt64) {
        let body = Array(Self.fixture.buckets.encode().dropLast(8))
        var generator = SeededRandom(seed: seed)
        var accepted = 0
        for _ in 0..<150 {
            var damaged = body
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<damaged.count, using: &generator)
                damaged[at] = seed % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : damaged[at] ^ 0x80
            }
            if case .success(let buckets) = Self.decode(Self.sealed(damaged)) {
                accepted += 1
                Self.exercise(buckets)
            }
        }
        #expect(accepted < 150)
    }

    @Test("absurd counts and bytes for another graph are refused")
    func absurd() throws {
        let bytes = Array(Self.fixture.buckets.encode().dropLast(8))
        var manyTargets = bytes
        manyTargets.replaceSubrange(20..<24, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: WalkingGraphError.self) { try Self.decode(Self.sealed(manyTargets)).get() }
        var otherGraph = bytes
        otherGraph[8] &+= 1
        #expect(throws: WalkingGraphError.self) { try Self.decode(Self.sealed(otherGraph)).get() }
        var longCover = bytes
        longCover.replaceSubrange(16..<20, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: WalkingGraphError.self) { try Self.decode(Self.sealed(longCover)).get() }
        #expect(throws: WalkingGraphError.self) { try Self.decode(Array("TNHT".utf8) + [1, 0, 0, 0]).get() }
        #expect(throws: WalkingGraphError.self) { try Self.decode([]).get() }
    }
}
