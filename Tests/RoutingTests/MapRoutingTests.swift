import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Routing on ASCII maps")
struct MapRoutingTests {
    @Test("the shorter of two ways is chosen")
    func shortestPath() throws {
        let routing = MapRouting(try AsciiMap("""
        a-----b-----c
        |           |
        d-----------e
        |           |
        f-----------g
        """))
        let route = try #require(routing.route(from: "a", to: "c"))
        #expect(routing.letters(of: route) == "abc")
        #expect(abs(route.meters - 120) < 0.5)
        #expect(abs(route.seconds - 120 / 1.4) < 0.01)
        let detour = try #require(routing.route(from: "f", to: "c"))
        // Both ways round are 160 m: either is right, and the time is the same.
        #expect(["fdabc", "fgec"].contains(routing.letters(of: detour)))
        #expect(abs(detour.meters - 160) < 0.5)
    }

    @Test("steps are walked at half speed, so a short flight can lose to a longer flat way")
    func stepsAreSlower() throws {
        let routing = MapRouting(try AsciiMap("""
        a==========b
        |          |
        c----------d
        """))
        let route = try #require(routing.route(from: "a", to: "b"))
        // steps: 110 m at 0.7 m/s = 157 s; around: 130 m at 1.4 m/s = 93 s.
        #expect(routing.letters(of: route) == "acdb")
        let stepsOnly = MapRouting(try AsciiMap("a==========b"))
        let up = try #require(stepsOnly.route(from: "a", to: "b"))
        #expect(abs(up.seconds - 110 / 0.7) < 0.01)
        #expect(up.legs.filter { $0.edge != nil }.allSatisfy { $0.isSteps })
    }

    @Test("every way can be walked both ways: one-way streets do not apply to feet")
    func bothDirections() throws {
        let routing = MapRouting(try AsciiMap("a-b-c"))
        let there = try #require(routing.route(from: "a", to: "c"))
        let back = try #require(routing.route(from: "c", to: "a"))
        #expect(there.millis == back.millis)
        #expect(there.coordinates == back.coordinates.reversed())
    }

    @Test("a start between two vertices snaps to the middle of the edge and walks from there")
    func snapsToEdgeMiddle() throws {
        let routing = MapRouting(try AsciiMap("""
        a---------b
            1
        """))
        let snapped = try #require(routing.index.snap(routing.map.coordinate("1")))
        #expect(abs(snapped.fraction - 0.4) < 0.001)
        #expect(abs(snapped.distanceMeters - 10) < 0.05)
        #expect(abs(snapped.metersFromSource + snapped.metersToTarget - 100) < 0.01)
        #expect(snapped.millisFromSource + snapped.millisToTarget == routing.map.graph.edgeMillis[snapped.edge])
        let route = try #require(routing.route(from: "1", to: "b"))
        // 10 m straight to the path, then 60 m along it.
        #expect(abs(route.meters - 70) < 0.1)
        #expect(route.coordinates.first == routing.map.coordinate("1"))
    }

    @Test("targets come back in order of walking time, and the predicate can skip one")
    func orderAndPredicate() throws {
        let routing = MapRouting(try AsciiMap("""
        a----b----c----d
         1     2       3
        """))
        let all = routing.nearest(from: "a", to: "321")
        #expect(all.map(\.label) == ["1", "2", "3"])
        #expect(all.map(\.seconds) == all.map(\.seconds).sorted())
        let skipping = routing.nearest(from: "a", to: "321", limit: 2) { $0 != "1" }
        #expect(skipping.map(\.label) == ["2", "3"])
        let one = routing.nearest(from: "a", to: "321", limit: 1)
        #expect(one.map(\.label) == ["1"])
    }

    @Test("the walking-time cap stops the search")
    func capStopsSearch() throws {
        let routing = MapRouting(try AsciiMap("a-----------------------------b  1"))
        // 290 m takes about 207 s; a 60 s cap reaches nothing, the default reaches b's side.
        let map = try AsciiMap("a-----------------------------b")
        let far = MapRouting(map)
        let targets = WalkingTargets(index: far.index, coordinates: [map.coordinate("b")])
        let start = try #require(far.index.snap(map.coordinate("a")))
        #expect(far.search.nearest(from: start, targets: targets, limit: 3, maxSeconds: 60).isEmpty)
        #expect(far.search.nearest(from: start, targets: targets, limit: 3).count == 1)
        #expect(routing.nearest(from: "a", to: "1").count == 1)
    }

    @Test("a target on the start's own edge is reached directly along it")
    func sameEdgeTarget() throws {
        let routing = MapRouting(try AsciiMap("""
        a--------------------b
           1           2
        """))
        let hits = routing.nearest(from: "1", to: "2")
        let expected = (10 + 120 + 10) / 1.4
        #expect(abs((hits.first?.seconds ?? 0) - expected) < 0.01)
        let route = try #require(routing.route(from: "1", to: "2"))
        #expect(abs(route.meters - 140) < 0.1)
        #expect(route.coordinates.count == 4)
    }

    @Test("a toilet beyond the attach cap is not reachable on foot")
    func attachCap() throws {
        let map = try AsciiMap("a-b\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n1", metersPerCell: 20)
        let routing = MapRouting(map)
        let targets = WalkingTargets(index: routing.index, coordinates: [map.coordinate("1")], maxAttachMeters: 250)
        #expect(targets.attachments == [nil])
    }
}
