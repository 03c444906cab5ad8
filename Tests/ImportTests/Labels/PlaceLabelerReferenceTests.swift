import Foundation
import Geo
import Model
import Testing
import TestSupport
@testable import Import

/// The grid-indexed labeler against a brute-force reference of the same rule over every item,
/// on seeded random maps: the index must never change an answer.
@Suite("Place labeler against a brute-force reference")
struct PlaceLabelerReferenceTests {
    struct RandomMap {
        var features: [MapFeature] = []
        var areas: [(ToiletPlace.Kind, String, [Coordinate])] = []
        var points: [(ToiletPlace.Kind, String, Coordinate)] = []
    }

    static func randomMap(seed: UInt64) -> RandomMap {
        var random = SeededRandom(seed: seed)
        func coordinate() -> (Double, Double) { (Double(random.next(1_500)) - 750, Double(random.next(1_500)) - 750) }
        var map = RandomMap()
        for index in 0..<60 {
            // Every tenth street is kilometres long: past the cells a segment may be filed under, it
            // goes to the list every query checks (``PlaceGrid/oversized``).
            let (x, y) = coordinate(), angle = Double(random.next(360))
            let length = index % 10 == 0 ? Double(random.next(3_000) + 2_500) : Double(random.next(300) + 20)
            let end = PlaceLabelerTests.at(x, y).offset(meters: length, bearingDegrees: angle)
            map.features.append(MapFeature(kind: index % 3 == 0 ? .path : .street, name: "Street \(index % 40)",
                                           points: [PlaceLabelerTests.at(x, y), end]))
        }
        for index in 0..<12 {
            let (x, y) = coordinate()
            let ring = PlaceLabelerTests.square(x, y, half: Double(random.next(150) + 10))
            if index % 3 == 0 {
                map.features.append(MapFeature(kind: .park, name: "Park \(index)", points: ring))
            } else {
                map.areas.append((index % 3 == 1 ? .venue : .station, "Area \(index)", ring))
            }
        }
        for index in 0..<25 {
            let (x, y) = coordinate()
            map.points.append((index % 2 == 0 ? .station : .venue, "Point \(index)", PlaceLabelerTests.at(x, y)))
        }
        return map
    }

    @Test("toilets at and near the poles are labelled as the reference labels them, and quickly")
    func poles() {
        for latitude in [90.0, -90.0, 89.9999, -89.99] {
            let origin = Coordinate(latitude: latitude, longitude: 10)
            let street = MapFeature(kind: .street, name: "Pole Road", points: [origin.offset(meters: 20, bearingDegrees: 0),
                                                                              origin.offset(meters: 20, bearingDegrees: 90)])
            let map = RandomMap(features: [street], areas: [], points: [(.station, "Pole Station", origin.offset(meters: 60, bearingDegrees: 180))])
            let labeler = PlaceLabelerTests.labeler(map.features, areas: map.areas, points: map.points)
            let started = ContinuousClock.now
            for bearing in stride(from: 0.0, to: 360, by: 45) {
                let point = origin.offset(meters: 10, bearingDegrees: bearing)
                #expect(labeler.place(at: point, level: nil) == Self.reference(map, at: point, level: nil), "at \(point)")
            }
            #expect(ContinuousClock.now - started < .seconds(2), "a polar window must not walk every cell of a circle of latitude")
        }
    }

    /// The rule of ``PlaceLabeler``, over every item with no index.
    static func reference(_ map: RandomMap, at point: Coordinate, level: String?) -> ToiletPlace? {
        let streets = map.features.filter { $0.kind == .street || $0.kind == .path }.flatMap { feature in
            zip(feature.points, feature.points.dropFirst()).map { (PlaceGeometry.distanceMeters(from: point, toSegment: $0, $1), feature.name ?? "") }
        }.filter { $0.0 <= PlaceLabeler.streetReachMeters }.min { ($0.0, $0.1) < ($1.0, $1.1) }?.1
        let areas = (map.areas + map.features.filter { $0.kind == .park }.map { (.park, $0.name ?? "", $0.points) })
            .filter { PlaceGeometry.contains($0.2[...], point) }
            .sorted { (PlaceGeometry.area(of: $0.2[...]), $0.1) < (PlaceGeometry.area(of: $1.2[...]), $1.1) }
        func nearest(_ kind: ToiletPlace.Kind, _ reach: Double) -> String? {
            map.points.filter { $0.0 == kind }.map { (point.distanceMeters(to: $0.2), $0.1) }.filter { $0.0 <= reach }
                .min { ($0.0, $0.1) < ($1.0, $1.1) }?.1
        }
        let chosen: (ToiletPlace.Kind, String)? = areas.first { $0.0 != .park }.map { ($0.0, $0.1) }
            ?? nearest(.station, PlaceLabeler.stationReachMeters).map { (.station, $0) }
            ?? areas.first { $0.0 == .park }.map { (.park, $0.1) }
            ?? streets.map { (.street, $0) }
            ?? nearest(.venue, PlaceLabeler.venueReachMeters).map { (.venue, $0) }
        return chosen.map { ToiletPlace(kind: $0.0, name: $0.1, level: level, nearStreet: streets) }
    }

    @Test("on 8 seeded random maps, 300 toilets each, the labeler and the reference agree", arguments: 1...8)
    func agrees(seed: Int) {
        let map = Self.randomMap(seed: UInt64(seed))
        let labeler = PlaceLabelerTests.labeler(map.features, areas: map.areas, points: map.points)
        var random = SeededRandom(seed: UInt64(seed) &* 7_919)
        var labelled = 0
        for _ in 0..<300 {
            let point = PlaceLabelerTests.at(Double(random.next(1_600)) - 800, Double(random.next(1_600)) - 800)
            let expected = Self.reference(map, at: point, level: "1")
            #expect(labeler.place(at: point, level: "1") == expected, "at \(point)")
            if expected != nil { labelled += 1 }
        }
        #expect(labelled > 100)  // the maps are dense enough that the rule is exercised, not just "nil == nil"
    }
}
