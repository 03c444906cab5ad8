import Foundation
@testable import Routing
import Testing
import TestSupport

/// The attach step on every core gives the value a single loop gives.
@Suite("Attach on every core")
struct ConcurrentAttachTests {
    @Test("chunks cover the range once, in order, whatever the count", arguments: [0, 1, 7, 255, 256, 1000, 10_007])
    func chunksInOrder(count: Int) {
        let ranges = ConcurrentChunks.map(count: count, minimumChunk: 3) { $0 }
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(ranges.allSatisfy { !$0.isEmpty } || count == 0)
    }

    @Test("an array filled on every core is the array a loop fills", arguments: [0, 1, 2047, 2048, 100_003])
    func arrayInPlace(count: Int) {
        let values = ConcurrentChunks.array(count: count, minimumChunk: 2048) { i in String(i &* 7919) }
        #expect(values == (0..<count).map { String($0 &* 7919) })
    }

    @Test("bucket entries collected in any order file into the same buckets", arguments: 0..<4)
    func entriesInAnyOrder(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        var rows: [(Int32, Int32, UInt32, Float)] = []
        for origin in 0..<40 {
            for vertex in 0..<60 where Int.random(in: 0..<3, using: &generator) == 0 {
                let millis = UInt32.random(in: 0..<5000, using: &generator)
                rows.append((Int32(vertex), Int32(origin), millis, Float(millis) / 1.4))
            }
        }
        var inOrder = EntryColumns(), shuffled = EntryColumns()
        for row in rows { inOrder.append(vertex: row.0, origin: row.1, millis: row.2, meters: row.3) }
        var parts = [EntryColumns(), EntryColumns(), EntryColumns()]
        for row in rows.shuffled(using: &generator) {
            parts[Int.random(in: 0..<3, using: &generator)].append(vertex: row.0, origin: row.1, millis: row.2, meters: row.3)
        }
        for part in parts.reversed() { shuffled.append(contentsOf: part) }
        let a = inOrder.buckets(vertexCount: 60), b = shuffled.buckets(vertexCount: 60)
        #expect(a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3)
    }

    @Test("a grid with thousands of anchors searched in chunks equals searching anchor by anchor")
    func chunkedSearchEqualsSerial() throws {
        let graph = try GridGraphs.make(side: 36, seed: 11)
        let hierarchy = ContractionHierarchy(graph: graph)
        let anchors = Array(0..<graph.vertexCount)
        let chunked = HierarchyTargets.search(anchors, hierarchy: hierarchy, cover: 600_000, stallOnDemand: true)
        #expect(chunked.count > 1 || ProcessInfo.processInfo.activeProcessorCount == 1)
        var joined = EntryColumns(), serial = EntryColumns()
        for part in chunked { joined.append(contentsOf: part) }
        var upward = UpwardSearch(hierarchy: hierarchy)
        defer { upward.release() }
        for a in anchors {
            upward.run(seeds: [(a, 0, 0)], limit: 600_000, stallOnDemand: true)
            for v in upward.settledOrder {
                serial.append(vertex: Int32(v), origin: Int32(a), millis: upward.distance(v), meters: upward.meters(v))
            }
        }
        #expect(joined.vertices == serial.vertices && joined.origins == serial.origins)
        #expect(joined.millis == serial.millis && joined.meters == serial.meters)
    }
}
