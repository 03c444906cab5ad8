import Finder
import Foundation
import Geo
import Model
import Routing
import Testing
import TestSupport

/// Issue 4's acceptance check at the Finder level: on Malta, with no hours and no needs, the
/// finder's answer is exactly the first `limit` toilets of a plain Dijkstra written here.
@Suite("Finder: differential against a reference Dijkstra on Malta")
struct MaltaDifferentialTests {
    @Test("for 200 seeded random points the finder returns the reference's nearest toilets and walking times")
    func matchesReference() throws {
        let malta = try #require(MaltaRegion.shared)
        #expect(malta.toilets.count > 100)
        var toilets = malta.toilets
        for i in toilets.indices { toilets[i].attributes.openingHours = .unknown }
        let finder = ToiletFinder(toilets: toilets, networks: [MaltaRegion.name: malta.network])
        let targets = WalkingTargets(index: malta.network.edgeIndex, coordinates: toilets.map(\.coordinate),
                                     maxAttachMeters: FinderPolicy.standard.attachMeters)
        let reference = ReferenceDijkstra(graph: malta.network.graph, targets: targets)
        var compared = 0, withThree = 0, fallbacks = 0
        var points = MaltaRegion.randomPoints(count: 400, seed: 42).makeIterator()
        while compared < 200, let origin = points.next() {
            let result = finder.nearest(FinderQuery(origin: origin, now: Fixtures.monday, limit: 3))
            guard let start = malta.network.snap(origin, maxMeters: 500) else {
                #expect(result.ranking != .walking)
                fallbacks += 1
                continue
            }
            #expect(result.ranking == .walking)
            let expected = reference.nearest(from: start, limit: 3)
            #expect(result.hits.map(\.toilet.id) == expected.map { toilets[$0.target].id })
            #expect(result.hits.map { UInt64(($0.walkSeconds * 1000).rounded()) } == expected.map(\.millis))
            #expect(result.hits.map { Int($0.walkSeconds.rounded()) } == expected.map { Int((Double($0.millis) / 1000).rounded()) })
            if let first = result.hits.first {
                let route = try #require(first.route)
                #expect(abs(route.seconds - first.walkSeconds) < 0.002)
            }
            compared += 1
            if result.hits.count == 3 { withThree += 1 }
        }
        #expect(compared == 200)
        #expect(withThree > 120)
        #expect(fallbacks > 0)
    }
}
