import Foundation
import Geo
import Model
import Testing
@testable import Import

/// The labeler's rule, one precedence step per test, on small maps in metres around a point.
@Suite("Place labeler")
struct PlaceLabelerTests {
    static let origin = Coordinate(latitude: 43.7384, longitude: 7.4246)

    /// The point `east` metres east and `north` metres north of the origin.
    static func at(_ east: Double, _ north: Double) -> Coordinate {
        origin.offset(meters: north, bearingDegrees: 0).offset(meters: east, bearingDegrees: 90)
    }

    /// A closed square ring `half` metres either side of (`east`, `north`).
    static func square(_ east: Double, _ north: Double, half: Double) -> [Coordinate] {
        [at(east - half, north - half), at(east + half, north - half), at(east + half, north + half), at(east - half, north + half),
         at(east - half, north - half)]
    }

    static func street(_ name: String, from: (Double, Double), to: (Double, Double)) -> MapFeature {
        MapFeature(kind: .street, name: name, points: [at(from.0, from.1), at(to.0, to.1)])
    }

    static func labeler(_ features: [MapFeature], areas: [(ToiletPlace.Kind, String, [Coordinate])] = [],
                        points: [(ToiletPlace.Kind, String, Coordinate)] = []) -> PlaceLabeler {
        var rings: [Coordinate] = []
        var sources: [PlaceSourceCollector.Source] = []
        for (kind, name, ring) in areas {
            sources.append(.init(kind: kind, name: name, ring: rings.count..<(rings.count + ring.count), coordinate: ring[0]))
            rings += ring
        }
        for (kind, name, point) in points {
            sources.append(.init(kind: kind, name: name, ring: rings.count..<rings.count, coordinate: point))
        }
        return PlaceLabeler(features: features, sources: sources, ringPoints: rings)
    }

    @Test("a toilet inside a mall reads as the mall with its floor, whatever street runs past")
    func venueArea() throws {
        let labeler = Self.labeler([Self.street("Rue Grimaldi", from: (-100, 10), to: (100, 10))],
                                   areas: [(.venue, "Fontvieille shopping centre", Self.square(0, 0, half: 40))])
        let place = try #require(labeler.place(at: Self.origin, level: "2"))
        #expect(place.label == "2nd floor, Fontvieille shopping centre")
        #expect(place.nearStreet == "Rue Grimaldi" && place.addressLabel == "near Rue Grimaldi")
    }

    @Test("a station point within 100 m wins over the park the toilet is in and the street beside it")
    func stationPoint() throws {
        let labeler = Self.labeler([Self.street("Avenue Prince Pierre", from: (-100, 5), to: (100, 5)),
                                    MapFeature(kind: .park, name: "Parc Princesse Antoinette", points: Self.square(0, 0, half: 50))],
                                   points: [(.station, "Gare de Monaco", Self.at(0, 90))])
        #expect(labeler.place(at: Self.origin, level: nil)?.label == "at Gare de Monaco")
        #expect(labeler.place(at: Self.at(0, -20), level: nil)?.label == "in Parc Princesse Antoinette")  // 110 m from the station
    }

    @Test("inside a park, the park wins over the street; the smallest of two nested parks wins")
    func park() throws {
        let labeler = Self.labeler([Self.street("Boulevard de Belgique", from: (-100, 3), to: (100, 3)),
                                    MapFeature(kind: .park, name: "Big Park", points: Self.square(0, 0, half: 300)),
                                    MapFeature(kind: .park, name: "Parc Princesse Antoinette", points: Self.square(0, 0, half: 30))])
        #expect(labeler.place(at: Self.origin, level: nil)?.label == "in Parc Princesse Antoinette")
        #expect(labeler.place(at: Self.at(100, 100), level: nil)?.label == "in Big Park")
    }

    @Test("the nearest named street within 50 m, never one further away", arguments: [(30.0, "Public toilet · Rue Grimaldi"), (55.0, nil)])
    func streetReach(distance: Double, label: String?) {
        let labeler = Self.labeler([Self.street("Rue Grimaldi", from: (-100, distance), to: (100, distance)),
                                    Self.street("Far Street", from: (-100, distance + 40), to: (100, distance + 40))])
        #expect(labeler.place(at: Self.origin, level: nil)?.label == label)
    }

    @Test("a street label keeps the floor after the street; a basement reads as such")
    func streetFloor() {
        let labeler = Self.labeler([Self.street("Rue Grimaldi", from: (-100, 10), to: (100, 10))])
        #expect(labeler.place(at: Self.origin, level: "-1")?.label == "Public toilet · Rue Grimaldi, basement level 1")
        #expect(labeler.place(at: Self.origin, level: "0;1")?.label == "Public toilet · Rue Grimaldi")
    }

    @Test("with no street near, a venue point within 25 m names the toilet; further, nothing does")
    func venuePoint() {
        let labeler = Self.labeler([], points: [(.venue, "Café de Paris", Self.at(20, 0)), (.venue, "Far Café", Self.at(0, -80))])
        #expect(labeler.place(at: Self.origin, level: nil)?.label == "in Café de Paris")
        #expect(labeler.place(at: Self.at(0, -40), level: nil) == nil)
    }

    @Test("two streets at the same distance (one line under two names): the name that sorts first, whatever the order of the file")
    func tie() {
        let a = Self.street("Rue B", from: (-100, 10), to: (100, 10)), b = Self.street("Rue A", from: (-100, 10), to: (100, 10))
        #expect(Self.labeler([a, b]).place(at: Self.origin, level: nil)?.name == "Rue A")
        #expect(Self.labeler([b, a]).place(at: Self.origin, level: nil)?.name == "Rue A")
    }

    @Test("floors read as people say them", arguments: [
        ("0", "ground floor"), ("1", "1st floor"), ("2", "2nd floor"), ("3", "3rd floor"), ("11", "11th floor"), ("22", "22nd floor"),
        ("-2", "basement level 2"), ("1.5", nil), ("", nil), ("1000", nil),
    ])
    func floors(level: String, phrase: String?) {
        #expect(ToiletPlace.floorPhrase(level) == phrase)
    }
}
