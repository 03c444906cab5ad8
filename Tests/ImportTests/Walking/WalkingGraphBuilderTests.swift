import Foundation
import Geo
import Import
import OSMReader
import Routing
import Testing
import TestSupport

@Suite("Walking graph builder")
struct WalkingGraphBuilderTests {
    @Test("vertices sit at way ends and shared nodes; the nodes between become geometry")
    func junctions() throws {
        let map = try OSMMap("""
            d
            |
        a-b-c-f
            |
            e
        """)
        let result = try map.build([("abcf", ["highway": "residential", "name": "Triq il-Merkanti"]),
                                    ("dce", ["highway": "footway"])])
        let graph = result.graph
        try graph.checkInvariants()
        #expect(graph.vertexCount == 5)  // a, c, d, e, f: b is only geometry
        #expect(graph.edgeCount == 4)
        #expect(map.vertex("b", in: graph) == nil)
        #expect(graph.geometryLatitudesE7.count == 1)
        #expect(graph.names == ["Triq il-Merkanti"])
        let seconds = try #require(map.seconds(from: "a", to: "f", in: graph))
        #expect(abs(seconds - 60 / 1.4) < 0.05)
    }

    @Test("a motorway is not walked unless foot=yes, and one-way streets are walked both ways")
    func motorwayAndOneway() throws {
        let map = try OSMMap("""
        a-----b
        |     |
        c-----d
        """)
        let ways: [(String, [String: String])] = [("ab", ["highway": "motorway"]), ("acdb", ["highway": "residential", "oneway": "yes"])]
        let graph = try map.build(ways).graph
        let around = try #require(map.seconds(from: "a", to: "b", in: graph))
        #expect(abs(around - 100 / 1.4) < 0.05)
        #expect(abs(try #require(map.seconds(from: "b", to: "a", in: graph)) - around) < 0.002)
        let allowed = try map.build([("ab", ["highway": "motorway", "foot": "yes"])] + ways.dropFirst()).graph
        #expect(abs(try #require(map.seconds(from: "a", to: "b", in: allowed)) - 60 / 1.4) < 0.05)
    }

    @Test("steps are walked at the profile's steps speed, and the profile is configurable")
    func steps() throws {
        let map = try OSMMap("a-----b")
        let graph = try map.build([("ab", ["highway": "steps"])]).graph
        #expect(graph.isSteps(edge: 0))
        #expect(abs(graph.seconds(ofEdge: 0) - 60 / 0.7) < 0.01)
        let brisk = WalkingGraphBuildOptions(profile: WalkingProfile(metersPerSecond: 2, stepsSpeedFactor: 0.25),
                                             minimumComponentVertices: 0)
        let fast = try map.build([("ab", ["highway": "footway"]), ("ab", ["highway": "steps"])], options: brisk).graph
        #expect(fast.edgeCount == 2)
        #expect(abs(fast.seconds(ofEdge: 0) - 30) < 0.01 || abs(fast.seconds(ofEdge: 1) - 30) < 0.01)
        #expect(abs(fast.seconds(ofEdge: 0) - 120) < 0.01 || abs(fast.seconds(ofEdge: 1) - 120) < 0.01)
    }

    @Test("small islands are dropped and counted")
    func islands() throws {
        let map = try OSMMap("""
        a-b-c-d

        e-f
        """)
        let ways: [(String, [String: String])] = [("ab", ["highway": "footway"]), ("bc", ["highway": "footway"]),
                                                  ("cd", ["highway": "footway"]), ("ef", ["highway": "footway"])]
        let result = try map.build(ways, options: WalkingGraphBuildOptions(minimumComponentVertices: 3))
        #expect(result.graph.vertexCount == 4)
        #expect(result.droppedComponents == 1)
        #expect(result.droppedVertices == 2)
        #expect(map.vertex("e", in: result.graph) == nil)
        #expect(try map.build(ways).graph.vertexCount == 6)
    }

    @Test("a node missing from a clipped extract splits its way; both pieces stay")
    func missingNodes() throws {
        let map = try OSMMap("a-b-c-d-e")
        let result = try map.build([("abcde", ["highway": "footway"])], missing: ["c"])
        try result.graph.checkInvariants()
        #expect(result.missingNodeReferences == 1)
        #expect(result.graph.edgeCount == 2)
        #expect(map.vertex("b", in: result.graph) != nil && map.vertex("d", in: result.graph) != nil)
        #expect(map.seconds(from: "a", to: "e", in: result.graph) == nil)
        let none = try map.build([("ace", ["highway": "footway"])], missing: ["a", "c", "e"])
        #expect(none.graph.edgeCount == 0)
    }

    @Test("a pedestrian area is walked along its outline, with no edge that loops on itself")
    func closedWays() throws {
        let map = try OSMMap("""
        a-----b
        |     |
        d-----c
        """)
        let graph = try map.build([("abcda", ["highway": "pedestrian", "area": "yes", "name": "Pjazza"])]).graph
        try graph.checkInvariants()
        #expect(graph.edgeCount == 2)
        #expect((0..<graph.edgeCount).allSatisfy { graph.edgeSources[$0] != graph.edgeTargets[$0] })
        #expect(abs(try #require(map.seconds(from: "a", to: "c", in: graph)) - 80 / 1.4) < 0.05)
    }

    @Test("the name comes from name, else ref")
    func names() throws {
        let map = try OSMMap("a-b-c")
        let graph = try map.build([("ab", ["highway": "primary", "ref": "Triq 1"]),
                                   ("bc", ["highway": "primary", "ref": "Triq 1", "name": "Triq ir-Repubblika"])]).graph
        #expect(Set(graph.names) == ["Triq 1", "Triq ir-Repubblika"])
    }

    @Test("Malta builds into a valid graph with islands dropped")
    func malta() throws {
        var collector = WalkingGraphCollector()
        try OSMReader.read(contentsOf: Fixtures.osm("malta-2018.osm.pbf"), into: &collector)
        let result = try collector.build()
        try result.graph.checkInvariants()
        #expect(result.graph.vertexCount > 30_000)
        #expect(result.droppedComponents > 0)
        #expect((0..<result.graph.edgeCount).allSatisfy { result.graph.edgeSources[$0] != result.graph.edgeTargets[$0] })
    }
}
