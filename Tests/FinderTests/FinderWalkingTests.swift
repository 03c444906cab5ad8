import Finder
import Foundation
import Geo
import Model
import Routing
import Testing
import TestSupport

@Suite("Finder: ranking by walking time on ASCII maps")
struct FinderWalkingTests {
    /// A river between the two banks: toilet 1 is 51 m away as the crow flies but 360 m on
    /// foot (round by the bridge b–d); toilet 2 is 102 m away and 120 m on foot.
    static let river = """
    0
    a---------------b
              2     |
                    |
    c---------------d
     1
    """

    @Test("the nearest by walking time beats the nearest in a straight line across a river")
    func walkingBeatsStraightLine() throws {
        var scene = try FinderScene(Self.river)
        scene.toilet("1")
        scene.toilet("2")
        let result = scene.finder().nearest(scene.query())
        #expect(result.ranking == .walking)
        #expect(result.digits == "21")
        let (second, first) = (result.hits[1], result.hits[0])
        #expect(second.straightMeters < first.straightMeters)
        #expect(abs(first.walkMeters - 120) < 0.5)
        #expect(abs(second.walkMeters - 360) < 0.5)
        #expect(abs(first.walkSeconds - 120 / 1.4) < 0.01)
        #expect(first.arrival == scene.query().now.addingTimeInterval(first.walkSeconds))
    }

    @Test("only toilets meeting every need are returned",
          arguments: [([], "123"), ([.wheelchair], "23"), ([.wheelchair, .changingTable], "3"),
                      ([.free], "13"), ([.genderNeutral], ""), ([.publicAccess], "12")] as [(NeedsProfile, String)])
    func needsFilter(needs: NeedsProfile, expected: String) throws {
        var scene = try FinderScene("""
        0 1   2   3
        a-----------b
        """)
        scene.toilet("1")
        scene.toilet("2") { $0.wheelchair = Attribute(.yes); $0.fee = Attribute(true) }
        scene.toilet("3") { $0.wheelchair = Attribute(.designated); $0.changingTable = Attribute(true); $0.access = Attribute(.customers) }
        #expect(scene.finder().nearest(scene.query(needs: needs)).digits == expected)
    }

    @Test("the limit is respected", arguments: [(1, "1"), (2, "12"), (3, "123"), (5, "12345"), (20, "12345"), (0, "")])
    func limit(limit: Int, expected: String) throws {
        var scene = try FinderScene("""
        0 1  2  3  4  5
        a---------------b
        """)
        for digit in "54321" { scene.toilet(digit) }
        #expect(scene.finder().nearest(scene.query(limit: limit)).digits == expected)
    }

    @Test("the walk cap leaves out toilets farther than maxWalkSeconds")
    func walkCap() throws {
        var scene = try FinderScene("0 1                             2\na-------------------------------b", metersPerCell: 20)
        scene.toilet("1")
        scene.toilet("2")
        var query = scene.query()
        #expect(scene.finder().nearest(query).digits == "12")
        query.maxWalkSeconds = 300
        #expect(scene.finder().nearest(query).digits == "1")
    }

    @Test("the first hit carries its route, the others only when asked, and each route matches its walk")
    func routes() throws {
        var scene = try FinderScene(Self.river)
        scene.toilet("1")
        scene.toilet("2")
        let finder = scene.finder()
        let one = finder.nearest(scene.query())
        let route = try #require(one.hits[0].route)
        #expect(abs(route.seconds - one.hits[0].walkSeconds) < 0.001)
        #expect(route.coordinates.first == scene.map.coordinate("0"))
        #expect(route.coordinates.last == scene.map.coordinate("2"))
        #expect(one.hits[1].route == nil)
        let all = finder.nearest(scene.query(routesForAll: true))
        #expect(all.hits.allSatisfy { hit in hit.route.map { abs($0.seconds - hit.walkSeconds) < 0.001 } ?? false })
        #expect(abs((all.hits[1].route?.meters ?? 0) - 360) < 0.5)
    }

    @Test("route(from:to:) walks to exactly one toilet, and is nil off the graph or for an unknown id")
    func singleRoute() throws {
        var scene = try FinderScene(Self.river + "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n 9")
        scene.toilet("1")
        scene.toilet("2")
        scene.toilet("9")   // 250 m below c–d: beyond the attach cap
        let finder = scene.finder()
        let origin = scene.map.coordinate("0")
        let route = try #require(finder.route(from: origin, to: Toilet.ID(1)))
        #expect(abs(route.meters - 360) < 0.5)
        #expect(route.coordinates.last == scene.map.coordinate("1"))
        #expect(finder.route(from: origin, to: Toilet.ID(9)) == nil)
        #expect(finder.route(from: origin, to: Toilet.ID(42)) == nil)
        #expect(finder.route(from: Coordinate(latitude: 36.5, longitude: 14.5), to: Toilet.ID(1)) == nil)
    }

    @Test("toilet(_:) finds a toilet by id in the snapshot")
    func lookup() throws {
        var scene = try FinderScene(Self.river)
        scene.toilet("1")
        let finder = scene.finder()
        #expect(finder.toilet(Toilet.ID(1))?.coordinate == scene.map.coordinate("1"))
        #expect(finder.toilet(Toilet.ID(2)) == nil)
    }

    @Test("with several networks, the one that snaps the origin nearest is searched")
    func nearestNetwork() throws {
        var scene = try FinderScene("""
        0
        a-----b
          1
        """)
        scene.toilet("1")
        // "east" holds toilet 1 and snaps 0 at 10 m; "far", 300 m east, snaps it too, but farther.
        let far = try AsciiMap("e---f", origin: scene.map.coordinate("0").offset(meters: 300, bearingDegrees: 90))
        var toilet = scene.toilets[0]
        toilet.region = "east"
        let finder = ToiletFinder(toilets: [toilet], networks: ["east": WalkingNetwork(graph: scene.map.graph),
                                                                "far": WalkingNetwork(graph: far.graph)])
        let result = finder.nearest(scene.query())
        #expect(result.ranking == .walking)
        #expect(result.digits == "1")
    }

    @Test("out-of-range limits and caps answer sensibly instead of trapping",
          arguments: [(-1, 2700.0, ""), (Int.max, 2700.0, "21"), (3, Double.nan, ""), (3, -5.0, ""), (3, Double.infinity, "21")])
    func unvalidatedInput(limit: Int, maxWalkSeconds: Double, expected: String) throws {
        var scene = try FinderScene(Self.river)
        scene.toilet("1")
        scene.toilet("2")
        var query = scene.query()
        query.limit = limit
        query.maxWalkSeconds = maxWalkSeconds
        let finder = scene.finder()
        #expect(finder.nearest(query).digits == expected)
        query.origin = Coordinate(latitude: 40, longitude: 14.5)
        #expect(finder.nearest(query).hits.isEmpty)
        query.origin = Coordinate(latitude: .nan, longitude: 14.5)
        #expect(finder.nearest(query).hits.isEmpty)
    }
}
