import Foundation
import Geo
@testable import Routing
import Testing
import TestSupport

/// Stall-on-demand in the bucket searches (``HierarchyTargets``): fewer entries, and every
/// answer the same as without stalling (to the metre) and as the plain Dijkstra
/// (``WalkingSearch``), for many seeded starts, limits and caps below, at and above the cover.
@Suite("Hierarchy buckets: stall-on-demand")
struct HierarchyStallTests {
    /// One network with its targets filed with and without stalling, and the plain search.
    struct Setup {
        let index: EdgeIndex
        let targets: WalkingTargets
        let stalled: HierarchyTargets
        let full: HierarchyTargets
        let fast: HierarchySearch
        let plain: WalkingSearch

        init(graph: WalkingGraph, positions: [Coordinate], coverSeconds: Double, cellMeters: Double = 50,
             method: ContractionMethod = .automatic) {
            index = EdgeIndex(graph: graph, cellMeters: cellMeters)
            let hierarchy = ContractionHierarchy(graph: graph, method: method)
            targets = WalkingTargets(index: index, coordinates: positions, maxAttachMeters: 5000)
            stalled = HierarchyTargets(hierarchy: hierarchy, targets: targets, coverSeconds: coverSeconds)
            full = HierarchyTargets(hierarchy: hierarchy, targets: targets, coverSeconds: coverSeconds, reusing: nil,
                                    stallOnDemand: false)
            fast = HierarchySearch(hierarchy: hierarchy)
            plain = WalkingSearch(graph: graph)
        }

        /// The hits of one query with stalled buckets, without, and from the plain search.
        func compare(from start: SnappedPoint, limit: Int, maxSeconds: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            let accept = { (t: Int, _: Double) in t % 4 != 1 }
            let withStall = fast.nearest(from: start, targets: stalled, limit: limit, maxSeconds: maxSeconds, shouldAccept: accept)
            let routes = withStall.map { fast.route(to: $0)?.millis }
            let without = fast.nearest(from: start, targets: full, limit: limit, maxSeconds: maxSeconds, shouldAccept: accept)
            let expected = plain.nearest(from: start, targets: targets, limit: limit, maxSeconds: maxSeconds, shouldAccept: accept)
            #expect(withStall.map(\.target) == without.map(\.target), sourceLocation: sourceLocation)
            #expect(withStall.map(\.millis) == without.map(\.millis), sourceLocation: sourceLocation)
            #expect(withStall.map(\.meters) == without.map(\.meters), sourceLocation: sourceLocation)
            #expect(withStall.map(\.target) == expected.map(\.target), sourceLocation: sourceLocation)
            #expect(withStall.map(\.millis) == expected.map(\.millis), sourceLocation: sourceLocation)
            #expect(routes == withStall.map { Optional($0.millis) }, sourceLocation: sourceLocation)
        }

        /// Every stalled entry is one of the full buckets' entries, never faster: a stalled
        /// search may reach a vertex it does not settle exactly by a longer path than before
        /// (such an entry never wins), but its exact vertices keep their times and metres.
        func expectSubset(sourceLocation: SourceLocation = #_sourceLocation) {
            var missing = 0, same = 0
            for v in 0..<(stalled.bucketOffsets.count - 1) {
                var full: [Int32: (UInt32, Float)] = [:]
                for slot in Int(self.full.bucketOffsets[v])..<Int(self.full.bucketOffsets[v + 1]) {
                    full[self.full.bucketOrigins[slot]] = (self.full.bucketMillis[slot], self.full.bucketMeters[slot])
                }
                for slot in Int(stalled.bucketOffsets[v])..<Int(stalled.bucketOffsets[v + 1]) {
                    guard let entry = full[stalled.bucketOrigins[slot]], entry.0 <= stalled.bucketMillis[slot] else {
                        missing += 1
                        continue
                    }
                    if entry.0 == stalled.bucketMillis[slot] && entry.1 == stalled.bucketMeters[slot] { same += 1 }
                }
            }
            #expect(missing == 0, sourceLocation: sourceLocation)
            #expect(same * 20 > stalled.bucketEntryCount * 19, sourceLocation: sourceLocation)
        }
    }

    /// How much stalling saves depends on the hierarchy: about 43 % of the entries with the witness
    /// builder, whose shortcuts are often not shortest paths, and about 16 % with the customizable
    /// one, whose search arcs all are (the automatic method picks it for grids).
    @Test("generated grids: fewer entries, and every answer equals the unstalled buckets' and the plain search's",
          arguments: [(UInt64(0), true), (0, false), (1, false), (2, false), (3, false)])
    func grids(seed: UInt64, witness: Bool) throws {
        let side = 30
        let graph = try GridGraphs.make(side: side, seed: seed)
        let setup = Setup(graph: graph, positions: GridGraphs.positions(count: 200, side: side, seed: seed &+ 70),
                          coverSeconds: 1800, cellMeters: 100, method: witness ? .witness(settleLimit: 500) : .automatic)
        if witness {
            #expect(setup.stalled.bucketEntryCount * 3 < setup.full.bucketEntryCount * 2)
        } else {
            #expect(setup.stalled.bucketEntryCount * 10 < setup.full.bucketEntryCount * 9)
        }
        #expect(setup.stalled.searchesRun == setup.full.searchesRun)
        setup.expectSubset()
        for (i, point) in GridGraphs.positions(count: 80, side: side, seed: seed &+ 71).enumerated() {
            let start = try #require(setup.index.snap(point, maxMeters: 500))
            setup.compare(from: start, limit: [1, 3, 10, 400][i % 4], maxSeconds: [150, 1800, 1800.0005, 2400, 14_400][i % 5])
        }
    }

    @Test("random graphs: no more entries, and the same answers", arguments: 0..<8)
    func randomGraphs(seed: UInt64) throws {
        let graph = try RandomGraphs.make(vertices: 150, edges: 260, seed: seed)
        var generator = SeededRandom(seed: seed &+ 500)
        let positions = (0..<40).map { _ in RandomGraphs.point(&generator) }
        let setup = Setup(graph: graph, positions: positions, coverSeconds: 240)
        #expect(setup.stalled.bucketEntryCount <= setup.full.bucketEntryCount)
        setup.expectSubset()
        for query in 0..<30 {
            let start = try #require(setup.index.snap(RandomGraphs.point(&generator), maxMeters: 5000))
            setup.compare(from: start, limit: 1 + query % 5, maxSeconds: [120, 240, 240.0005, 360, 86_400][query % 5])
        }
    }

    @Test("stalled buckets survive the byte format and re-attaching reuses them unchanged")
    func bytesAndReuse() throws {
        let graph = try GridGraphs.make(side: 14, seed: 3)
        let hierarchy = ContractionHierarchy(graph: graph)
        let index = EdgeIndex(graph: graph, cellMeters: 100)
        let targets = WalkingTargets(index: index, coordinates: GridGraphs.positions(count: 60, side: 14, seed: 4))
        let built = HierarchyTargets(hierarchy: hierarchy, targets: targets, coverSeconds: 200)
        let decoded = try HierarchyTargets(bytes: built.encode(), hierarchy: hierarchy)
        #expect(decoded.bucketOrigins == built.bucketOrigins && decoded.bucketMillis == built.bucketMillis)
        let moved = WalkingTargets(index: index, coordinates: GridGraphs.positions(count: 70, side: 14, seed: 4))
        let again = HierarchyTargets(hierarchy: hierarchy, targets: moved, coverSeconds: 200, reusing: decoded)
        let fresh = HierarchyTargets(hierarchy: hierarchy, targets: moved, coverSeconds: 200)
        #expect(again.bucketOffsets == fresh.bucketOffsets && again.bucketOrigins == fresh.bucketOrigins)
        #expect(again.bucketMillis == fresh.bucketMillis && again.bucketMeters == fresh.bucketMeters)
    }

    @Test("attaching the import's toilets again shares its targets and buckets instead of holding a second copy")
    func sharesImportTargets() throws {
        let graph = try GridGraphs.make(side: 12, seed: 5)
        let network = WalkingNetwork(graph: graph)
        let positions = GridGraphs.positions(count: 50, side: 12, seed: 6)
        let imported = try HierarchyTargets(bytes: network.attach(positions).encode(), hierarchy: network.hierarchy)
        let again = network.attach(positions, reusing: imported)
        func address<T>(_ array: [T]) -> UnsafeRawPointer? { array.withUnsafeBytes { $0.baseAddress } }
        #expect(again.searchesRun == 0)
        #expect(address(again.targets.attachments) == address(imported.targets.attachments))
        #expect(address(again.bucketOrigins) == address(imported.bucketOrigins))
        let moved = network.attach(Array(positions.reversed()), reusing: imported)
        #expect(address(moved.targets.attachments) != address(imported.targets.attachments))
        #expect(moved.targets.attachments == Array(imported.targets.attachments.reversed()))
    }
}
