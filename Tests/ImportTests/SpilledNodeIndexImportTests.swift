import Foundation
@testable import Import
import Model
import OSMReader
import Testing

/// The node-location budget changes where locations live, never what an import reads: with a
/// budget of zero every sealed segment is spilled to the temporary file and mapped.
@Suite("Import with a spilled node index")
struct SpilledNodeIndexImportTests {
    /// A 1,100 × 1,100 lattice of nodes (9.7 MB of locations: two 4 MiB segments sealed), a street
    /// along every 50th row and column, and a toilet building on four nodes.
    static func collect(budget: Int) -> OSMToiletCollector {
        var collector = OSMToiletCollector(nodeMemoryBudgetBytes: budget, onProgress: nil)
        let side: Int64 = 1_100
        func id(_ x: Int64, _ y: Int64) -> Int64 { y * side + x + 1 }
        for y in 0..<side {
            for x in 0..<side {
                collector.visit(node: OSMNode(id: id(x, y), latitude: 48 + Double(y) * 1e-4, longitude: 11 + Double(x) * 1e-4))
            }
        }
        var wayID: Int64 = 1
        for line in stride(from: Int64(0), to: side, by: 50) {
            collector.visit(way: OSMWay(id: wayID, nodeIDs: (0..<side).map { id($0, line) }, tags: ["highway": "residential"]))
            collector.visit(way: OSMWay(id: wayID + 1, nodeIDs: (0..<side).map { id(line, $0) }, tags: ["highway": "footway"]))
            wayID += 2
        }
        let corners = [id(600, 600), id(601, 600), id(601, 601), id(600, 601), id(600, 600)]
        collector.visit(way: OSMWay(id: wayID, nodeIDs: corners, tags: ["building": "yes", "amenity": "toilets"]))
        return collector
    }

    @Test("a zero budget spills, and reads the same toilets and walking graph as an unlimited one")
    func sameResult() throws {
        var spilled = Self.collect(budget: 0), kept = Self.collect(budget: .max)
        #expect(spilled.walking.locations.spilledBytes > 0)
        #expect(kept.walking.locations.spilledBytes == 0)
        #expect(spilled.walking.locations.residentBytes < kept.walking.locations.residentBytes / 2)
        #expect(spilled.drafts == kept.drafts)
        #expect(spilled.drafts.count == 1)
        let spilledGraph = try spilled.walking.build().graph.encode(), keptGraph = try kept.walking.build().graph.encode()
        #expect(spilledGraph == keptGraph)
        #expect(spilledGraph.count > 1_000)
    }
}
