import Foundation
import Testing
import TestSupport
@testable import Geo

@Suite("Geo")
struct GeoTests {
    @Test("distance matches known great-circle distances", arguments: [
        // Paris Notre-Dame to London St Paul's: about 343.9 km (haversine, mean radius).
        (Coordinate(latitude: 48.8530, longitude: 2.3499), Coordinate(latitude: 51.5138, longitude: -0.0984), 343_900.0, 1_000.0),
        // One degree of latitude: 111.195 km on the mean-radius sphere.
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0), 111_195.0, 1.0),
        (Coordinate(latitude: 43.73, longitude: 7.42), Coordinate(latitude: 43.73, longitude: 7.42), 0.0, 1e-9),
    ])
    func distance(from: Coordinate, to: Coordinate, meters: Double, tolerance: Double) {
        #expect(abs(from.distanceMeters(to: to) - meters) <= tolerance)
        #expect(abs(to.distanceMeters(to: from) - from.distanceMeters(to: to)) < 1e-6)
    }

    @Test("bearing points the right way", arguments: [
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0), 0.0),
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1), 90.0),
        (Coordinate(latitude: 1, longitude: 0), Coordinate(latitude: 0, longitude: 0), 180.0),
        (Coordinate(latitude: 0, longitude: 1), Coordinate(latitude: 0, longitude: 0), 270.0),
    ])
    func bearing(from: Coordinate, to: Coordinate, degrees: Double) {
        #expect(abs(from.bearingDegrees(to: to) - degrees) < 1e-9)
    }

    @Test("offset then distance and bearing give back what went in (seeded property)")
    func offsetRoundTrip() {
        var generator = SeededRandom(seed: 42)
        for _ in 0..<500 {
            let start = Coordinate(latitude: Double.random(in: -70...70, using: &generator), longitude: Double.random(in: -179...179, using: &generator))
            let meters = Double.random(in: 1...50_000, using: &generator)
            let bearing = Double.random(in: 0..<360, using: &generator)
            let end = start.offset(meters: meters, bearingDegrees: bearing)
            #expect(abs(start.distanceMeters(to: end) - meters) < meters * 1e-9 + 1e-6)
            let back = start.bearingDegrees(to: end)
            #expect(min(abs(back - bearing), 360 - abs(back - bearing)) < 1e-6)
        }
    }

    @Test("a bounding box around a point holds every point within the radius")
    func boundingBox() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let center = Coordinate(latitude: Double.random(in: -80...80, using: &generator), longitude: Double.random(in: -170...170, using: &generator))
            let radius = Double.random(in: 10...100_000, using: &generator)
            let box = BoundingBox(around: center, radiusMeters: radius)
            for bearing in stride(from: 0.0, to: 360, by: 15) {
                #expect(box.contains(center.offset(meters: radius * 0.999, bearingDegrees: bearing)))
            }
        }
    }

    @Test("coordinates validate their ranges")
    func validation() {
        #expect(Coordinate(validatingLatitude: 43.7, longitude: 7.4) != nil)
        #expect(Coordinate(validatingLatitude: 90.0001, longitude: 0) == nil)
        #expect(Coordinate(validatingLatitude: 0, longitude: -180.5) == nil)
        #expect(Coordinate(validatingLatitude: .nan, longitude: 0) == nil)
        #expect(Coordinate(validatingLatitude: 0, longitude: .infinity) == nil)
    }

    @Test("a position rounded for logs is within about 100 m and keeps no more than 3 decimals")
    func roundedForLogging() {
        let exact = Coordinate(latitude: 43.738_417, longitude: 7.424_616)
        let rounded = exact.roundedForLogging
        #expect(rounded == Coordinate(latitude: 43.738, longitude: 7.425))
        #expect(exact.distanceMeters(to: rounded) < 100)
    }

    @Test("the centroid of a square ring is its middle; of a line, the mean of its points")
    func centroid() throws {
        let ring = [(0.0, 0.0), (0.0, 0.001), (0.001, 0.001), (0.001, 0.0), (0.0, 0.0)].map { Coordinate(latitude: $0.0 + 43.7, longitude: $0.1 + 7.4) }
        let c = try #require(Centroid.of(ring))
        #expect(abs(c.latitude - 43.7005) < 1e-9 && abs(c.longitude - 7.4005) < 1e-9)
        #expect(Centroid.of([]) == nil)
        let one = Coordinate(latitude: 1, longitude: 2)
        #expect(Centroid.of([one]) == one)
        // An L-shaped ring: the centroid is not the mean of its corners.
        let l = [(0, 0), (0, 2), (1, 2), (1, 1), (2, 1), (2, 0), (0, 0)].map { Coordinate(latitude: Double($0.0) * 1e-4, longitude: Double($0.1) * 1e-4) }
        let lc = try #require(Centroid.of(l))
        #expect(abs(lc.latitude - 0.8333e-4) < 1e-8 && abs(lc.longitude - 0.8333e-4) < 1e-8)
    }

    @Test("polyline encodes Google's documented example")
    func polylineExample() {
        let points = [Coordinate(latitude: 38.5, longitude: -120.2), Coordinate(latitude: 40.7, longitude: -120.95), Coordinate(latitude: 43.252, longitude: -126.453)]
        #expect(Polyline.encode(points) == "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(Polyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@") == points)
    }

    @Test("polyline round-trips random paths at precision 5 and 6, and rejects broken text")
    func polylineRoundTrip() throws {
        var generator = SeededRandom(seed: 3)
        for precision in [5, 6] {
            for _ in 0..<200 {
                let count = Int.random(in: 0...30, using: &generator)
                let points = (0..<count).map { _ in
                    Coordinate(latitude: Double.random(in: -89...89, using: &generator), longitude: Double.random(in: -179...179, using: &generator))
                }
                let decoded = try #require(Polyline.decode(Polyline.encode(points, precision: precision), precision: precision))
                let step = pow(10, -Double(precision))
                #expect(decoded.count == points.count)
                for (a, b) in zip(decoded, points) {
                    #expect(abs(a.latitude - b.latitude) <= step / 2 + 1e-12 && abs(a.longitude - b.longitude) <= step / 2 + 1e-12)
                }
            }
        }
        #expect(Polyline.decode("_p~iF") == nil)
        #expect(Polyline.decode("\u{1}\u{2}") == nil)
    }
}
