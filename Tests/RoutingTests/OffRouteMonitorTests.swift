import Foundation
import Geo
import Routing
import Testing
import TestSupport

@Suite("Off-route check")
struct OffRouteMonitorTests {
    /// a to c: 200 m east along one street, then 100 m south.
    static func route() throws -> (AsciiMap, WalkingRoute) {
        let map = try AsciiMap("""
        a-------------------b
                            |
                            |
                            |
                            |
                            |
                            |
                            |
                            |
                            |
                            c
        """)
        return (map, try #require(MapRouting(map).route(from: "a", to: "c")))
    }

    @Test("on the route: no re-route, and the distance and time left shrink")
    func onRoute() throws {
        let (map, route) = try Self.route()
        var monitor = OffRouteMonitor(route: route)
        let start = monitor.update(with: map.coordinate("a"))
        #expect(!start.isOffRoute && !start.shouldReroute)
        #expect(abs(start.metersLeft - 300) < 0.5)
        #expect(abs(start.secondsLeft - 300 / 1.4) < 0.5)
        let atB = monitor.update(with: map.coordinate("b").offset(meters: 8, bearingDegrees: 0))
        #expect(abs(atB.distanceFromRoute - 8) < 0.1)
        #expect(abs(atB.metersLeft - 100) < 0.5)
        let end = monitor.update(with: map.coordinate("c"))
        #expect(end.metersLeft < 0.5 && end.secondsLeft < 0.5)
    }

    @Test("one fix off the route is noise; two in a row ask for a re-route; back on resets")
    func twoFixes() throws {
        let (map, route) = try Self.route()
        var monitor = OffRouteMonitor(route: route)
        let away = map.coordinate("a").offset(meters: 100, bearingDegrees: 90).offset(meters: 45, bearingDegrees: 180)
        let first = monitor.update(with: away)
        #expect(first.isOffRoute && !first.shouldReroute)
        #expect(abs(first.distanceFromRoute - 45) < 0.5)
        let second = monitor.update(with: away)
        #expect(second.isOffRoute && second.shouldReroute)
        _ = monitor.update(with: map.coordinate("b"))
        #expect(monitor.consecutiveOffRouteFixes == 0)
        #expect(!monitor.update(with: away).shouldReroute)
    }

    @Test("exactly at the threshold is still on the route", arguments: [(29.0, false), (31.0, true)])
    func threshold(offset: Double, isOff: Bool) throws {
        let (map, route) = try Self.route()
        var monitor = OffRouteMonitor(route: route)
        let point = map.coordinate("a").offset(meters: 50, bearingDegrees: 90).offset(meters: offset, bearingDegrees: 0)
        #expect(monitor.update(with: point).isOffRoute == isOff)
    }
}
