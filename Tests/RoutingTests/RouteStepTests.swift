import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Route steps")
struct RouteStepTests {
    @Test("bearing changes map to turn directions", arguments: [
        (0.0, RouteStep.TurnDirection.straight), (15, .straight), (-15, .straight), (40, .slightRight),
        (-40, .slightLeft), (90, .right), (-90, .left), (270, .left), (-270, .right), (150, .sharpRight),
        (-150, .sharpLeft), (180, .uTurn), (-175, .uTurn),
    ])
    func directions(change: Double, expected: RouteStep.TurnDirection) {
        #expect(RouteStep.TurnDirection(bearingChange: change) == expected)
    }

    @Test("distances are spoken the way people say them", arguments: [
        (3.2, "3 m"), (0.2, "1 m"), (49.4, "49 m"), (123, "120 m"), (125, "130 m"), (999, "1000 m"), (1234, "1.2 km"),
    ])
    func spokenDistances(meters: Double, text: String) {
        #expect(RouteStep.spokenDistance(meters) == text)
    }

    @Test("a route turns left onto a named street, merging edges of the same street")
    func turnLeft() throws {
        // Walk east along Triq il-Merkanti (a-b-c, two edges), then north (left) up steps to d.
        let map = try AsciiMap("""
                   d
                   |
        a-----b----c
        """, names: ["ab": "Triq il-Merkanti", "bc": "Triq il-Merkanti", "cd": "Triq San Pawl"])
        let routing = MapRouting(map)
        let route = try #require(routing.route(from: "a", to: "d"))
        let steps = route.steps
        #expect(steps.map(\.instruction) == [
            "Head east on Triq il-Merkanti, 110 m",
            "Turn left onto Triq San Pawl, 20 m",
            "Arrive at the destination",
        ])
        #expect(steps.first?.name == "Triq il-Merkanti")
        #expect(abs(steps.map(\.meters).reduce(0, +) - route.meters) < 0.01)
        #expect(steps.map(\.millis).reduce(0, +) == route.millis)
    }

    @Test("the first direction is where the walk goes, not the way of a short stub onto the street")
    func departAfterStub() throws {
        // From the position, 3 m north onto Rue Grimaldi, then 100 m east along it.
        let start = Coordinate(latitude: 43.73, longitude: 7.42)
        let onStreet = start.offset(meters: 3, bearingDegrees: 0)
        let middle = onStreet.offset(meters: 50, bearingDegrees: 90)
        let end = middle.offset(meters: 50, bearingDegrees: 90)
        let route = WalkingRoute(legs: [
            .init(edge: nil, coordinates: [start, onStreet], meters: 3, millis: 2_000, name: nil, isSteps: false),
            .init(edge: 7, coordinates: [onStreet, middle, end], meters: 100, millis: 72_000, name: "Rue Grimaldi", isSteps: false),
        ])
        #expect(route.steps.first?.instruction == "Head east on Rue Grimaldi, 100 m")
        // A walk that truly sets off north for 30 m still says north.
        let north = start.offset(meters: 30, bearingDegrees: 0)
        let turned = WalkingRoute(legs: [
            .init(edge: 3, coordinates: [start, north], meters: 30, millis: 21_000, name: "Rue Grimaldi", isSteps: false),
            .init(edge: 4, coordinates: [north, north.offset(meters: 80, bearingDegrees: 90)], meters: 80, millis: 58_000, name: "Quai Antoine", isSteps: false),
        ])
        #expect(turned.steps.first?.instruction == "Head north on Rue Grimaldi, 30 m")
    }

    @Test("unnamed steps are called the steps, and a turn between nameless paths is a step")
    func namelessSteps() throws {
        let map = try AsciiMap("""
        a-----b
              |
              c====d
        """)
        let steps = try #require(MapRouting(map).route(from: "a", to: "d")).steps
        #expect(steps.map(\.instruction) == [
            "Head east on the path, 60 m",
            "Turn right onto the path, 20 m",
            "Turn left onto the steps, 50 m",
            "Arrive at the destination",
        ])
    }

    @Test("the polyline and GeoJSON carry the same points")
    func encodings() throws {
        let map = try AsciiMap("a-----b\n      |\n      c")
        let route = try #require(MapRouting(map).route(from: "a", to: "c"))
        let decoded = try #require(Polyline.decode(route.encodedPolyline()))
        #expect(decoded.count == route.coordinates.count)
        #expect(zip(decoded, route.coordinates).allSatisfy { $0.distanceMeters(to: $1) < 1.5 })
        let json = try #require(JSONSerialization.jsonObject(with: Data(route.geoJSON.utf8)) as? [String: Any])
        #expect(json["type"] as? String == "LineString")
        let positions = try #require(json["coordinates"] as? [[Double]])
        #expect(positions.count == route.coordinates.count)
        #expect(abs(positions[0][0] - route.coordinates[0].longitude) < 1e-6)
    }
}
