import Finder
import Foundation
import Geo
import Model
import Routing
import Testing
import TestSupport

@Suite("Finder: straight-line fallback")
struct FinderFallbackTests {
    /// A 2 km square of paths (200 m a cell) with nothing inside: the user at 0 is 1 km from
    /// every path; toilets 1 and 2 are too far from any path to be walked to.
    static var square: String {
        let side = "a" + String(repeating: "-", count: 9) + "b"
        var rows = [side]
        for r in 1...9 {
            var row = Array("|" + String(repeating: " ", count: 9) + "|")
            if r == 5 { row[5] = "0"; row[8] = "2" }
            if r == 6 { row[6] = "1" }
            rows.append(String(row))
        }
        rows.append(side.replacingOccurrences(of: "a", with: "c").replacingOccurrences(of: "b", with: "d"))
        return rows.joined(separator: "\n")
    }

    @Test("far from every path, toilets are ranked by straight line and the reason says so")
    func farFromPaths() throws {
        var scene = try FinderScene(Self.square, metersPerCell: 200)
        scene.toilet("2")
        scene.toilet("1")
        let result = scene.finder().nearest(scene.query())
        #expect(result.ranking == .straightLine(reason: "no walking paths near you; straight-line distance"))
        #expect(result.digits == "12")
        let first = try #require(result.hits.first)
        #expect(abs(first.walkMeters - 200 * 2.squareRoot()) < 1)
        #expect(abs(first.walkSeconds - first.walkMeters / 1.4) < 0.001)
        #expect(abs(first.straightMeters - first.walkMeters) < 1)
        #expect(first.route == nil)
        #expect(first.explanation == "280 m away in a straight line, hours unknown")
        #expect(result.hits[1].explanation == "600 m away in a straight line, hours unknown")
    }

    @Test("with no network for the region, the straight line is used and the reason says so")
    func noNetwork() throws {
        var scene = try FinderScene(FinderWalkingTests.river)
        scene.toilet("1")
        scene.toilet("2")
        let result = scene.finder(withNetwork: false).nearest(scene.query())
        #expect(result.ranking == .straightLine(reason: "no walking graph for this area; straight-line distance"))
        // Across the river, 1 is nearer as the crow flies (on foot, 2 is: see the walking test).
        #expect(result.digits == "12")
        #expect(result.hits.allSatisfy { $0.route == nil })
    }

    @Test("far from every region, nothing lies within the walking cap, and the reason says no toilets are known here")
    func farFromEverything() throws {
        var scene = try FinderScene(FinderWalkingTests.river)
        scene.toilet("1")
        var query = scene.query()
        query.origin = Coordinate(latitude: 36.4, longitude: 14.5)
        let result = scene.finder().nearest(query)
        #expect(result.ranking == .straightLine(reason: "no toilets known near here"))
        #expect(result.hits.isEmpty)
    }

    @Test("the fallback applies the same hours and needs rules")
    func fallbackRules() throws {
        var scene = try FinderScene(Self.square, metersPerCell: 200)
        scene.toilet("1", hours: "Mo-Su 14:00-16:00")
        scene.toilet("2", hours: "24/7") { $0.wheelchair = Attribute(.yes) }
        let finder = scene.finder()
        #expect(finder.nearest(scene.query()).digits == "2")
        #expect(finder.nearest(scene.query(at: "14:00")).digits == "12")
        #expect(finder.nearest(scene.query(at: "14:00", needs: .wheelchair)).digits == "2")
        #expect(finder.nearest(scene.query(at: "14:00")).hits.first?.explanation
            == "280 m away in a straight line, open until 16:00")
    }

    @Test("a toilet beyond the attach cap is not walked to, but the fallback still finds it")
    func unattachedToilet() throws {
        var scene = try FinderScene(FinderWalkingTests.river + "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n 9")
        scene.toilet("9")   // 270 m from the nearest path
        let walking = scene.finder().nearest(scene.query())
        #expect(walking.ranking == .walking)
        #expect(walking.hits.isEmpty)
        let fallback = scene.finder(withNetwork: false).nearest(scene.query())
        #expect(fallback.digits == "9")
    }

    /// Two regions' toilets, no networks, a needs filter few meet (so the indexes are asked for
    /// more neighbours several times): the answer is the nearest qualifying toilets of both.
    @Test("over several regions the fallback returns the nearest qualifying toilets in order", arguments: [7, 8])
    func mergesRegions(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let center = Coordinate(latitude: 35.9, longitude: 14.5)
        let toilets = (1...400).map { id in
            FinderScene.toilet(id: Int64(id), at: center.offset(meters: Double.random(in: 0...4000, using: &random),
                                                              bearingDegrees: Double.random(in: 0..<360, using: &random)),
                               region: id % 2 == 0 ? "west" : "east") { attributes in
                if id % 17 == 0 { attributes.changingTable = Attribute(true) }
            }
        }
        let finder = ToiletFinder(toilets: toilets, networks: [:])
        for _ in 0..<20 {
            let origin = center.offset(meters: Double.random(in: 0...3000, using: &random),
                                       bearingDegrees: Double.random(in: 0..<360, using: &random))
            let query = FinderQuery(origin: origin, now: Fixtures.monday, needs: .changingTable, limit: 5)
            let hits = finder.nearest(query).hits
            let capMeters = 2700 * 1.4
            var candidates: [(id: Toilet.ID, meters: Double)] = []
            for toilet in toilets where toilet.attributes.changingTable.value == true {
                let meters = origin.distanceMeters(to: toilet.coordinate)
                if meters <= capMeters { candidates.append((toilet.id, meters)) }
            }
            candidates.sort { $0.meters < $1.meters }
            let expected: [Toilet.ID] = candidates.prefix(5).map(\.id)
            #expect(hits.map(\.toilet.id) == expected)
            #expect(hits.map(\.walkMeters) == hits.map(\.walkMeters).sorted())
        }
    }
}
