import Foundation
import Geo
import Routing
import Testing
import TestSupport

/// The point of the bounded, sorted buckets: a query's work (vertices settled, bucket
/// entries scanned, anchors and targets reached, counted, never timed) depends on how many
/// toilets are nearer than the answer, not on how many the region has. Scanning every
/// bucket the upward search meets, as before, fails both tests.
@Suite("Hierarchy buckets: work per query")
struct HierarchyBucketWorkTests {
    /// Mean work of 100 seeded nearest-3 queries, and the buckets' entry count.
    static func meanWork(side: Int, toilets: Int, seed: UInt64) throws -> (work: Double, entries: Int) {
        let graph = try GridGraphs.make(side: side, seed: seed)
        let network = WalkingNetwork(graph: graph)
        let buckets = network.attach(GridGraphs.positions(count: toilets, side: side, seed: seed &+ 1))
        let search = network.makeSearch()
        var total = 0, queries = 0
        for point in GridGraphs.positions(count: 100, side: side, seed: seed &+ 2) {
            let start = try #require(network.snap(point))
            #expect(search.nearest(from: start, targets: buckets, limit: 3).count == 3)
            let work = search.lastWork
            total += work.settledVertices + work.scannedEntries + work.anchorsReached + work.targetsOffered
            queries += 1
        }
        return (Double(total) / Double(queries), buckets.bucketEntryCount)
    }

    @Test("ten times the toilets on the same streets: no more work per query, fewer entries per toilet")
    func density() throws {
        let sparse = try Self.meanWork(side: 40, toilets: 150, seed: 1)
        let dense = try Self.meanWork(side: 40, toilets: 1500, seed: 1)
        #expect(dense.work <= sparse.work, "work per query: \(sparse.work) with 150 toilets, \(dense.work) with 1500")
        #expect(Double(dense.entries) / 1500 < Double(sparse.entries) / 150)
    }

    @Test("four times the region at the same density: about the same work per query")
    func regionSize() throws {
        let small = try Self.meanWork(side: 20, toilets: 100, seed: 2)
        let large = try Self.meanWork(side: 40, toilets: 400, seed: 2)
        #expect(large.work < small.work * 1.5, "work per query: \(small.work) on 400 junctions, \(large.work) on 1600")
    }

    @Test("re-attaching after a change searches only the new anchors and equals a fresh build")
    func reattach() throws {
        let graph = try GridGraphs.make(side: 16, seed: 3)
        let network = WalkingNetwork(graph: graph)
        var positions = GridGraphs.positions(count: 200, side: 16, seed: 4)
        let old = network.attach(positions)
        #expect(old.searchesRun == old.anchorCount)
        positions.removeLast(20)
        positions.replaceSubrange(0..<10, with: GridGraphs.positions(count: 10, side: 16, seed: 5))
        positions += GridGraphs.positions(count: 15, side: 16, seed: 6)
        let updated = network.attach(positions, reusing: old)
        let fresh = network.attach(positions)
        #expect(updated.encode() == fresh.encode())
        func anchors(_ buckets: HierarchyTargets) -> Set<Int32> {
            Set(buckets.targets.attachments.compactMap { $0 }.flatMap { [graph.edgeSources[$0.edge], graph.edgeTargets[$0.edge]] })
        }
        let added = anchors(updated).subtracting(anchors(old)).count
        #expect(updated.searchesRun == added)
        #expect(added > 0 && added < fresh.searchesRun / 4)
        #expect(network.attach(positions, coverSeconds: 600, reusing: old).searchesRun == fresh.searchesRun)
    }
}
