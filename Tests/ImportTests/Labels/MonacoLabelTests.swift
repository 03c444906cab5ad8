import Foundation
import Geo
import Model
import Testing
import TestSupport
@testable import Import

/// The real demo region: toilets a person can tell apart.
@Suite("Place labels on Monaco")
struct MonacoLabelTests {
    @Test("most of Monaco's toilets get a derived place, and the Port Hercule marina is a searchable place")
    func mostLabelled() throws {
        let result = try OSMToiletReader.read(Fixtures.osm("monaco-2022.osm.pbf"))
        let unnamed = result.toilets.filter { ($0.attributes.name.value ?? "").isEmpty }
        let labelled = unnamed.filter { $0.place != nil }
        #expect(unnamed.count >= 25)
        #expect(Double(labelled.count) >= 0.8 * Double(unnamed.count), "\(labelled.count) of \(unnamed.count)")
        #expect(result.mapData.places.contains { $0.name == "Port Hercule de Monaco" && $0.detail == "marina" })
    }

    @Test("no two toilets within 200 m read the same unless both truly are at that place")
    func neighboursDiffer() throws {
        let result = try OSMToiletReader.read(Fixtures.osm("monaco-2022.osm.pbf"))
        let streets = result.mapData.features.filter { ($0.kind == .street || $0.kind == .path) && $0.name != nil }
        /// Whether `point` is within the street reach of a street or path named `name` (brute force).
        func isOn(_ name: String, _ point: Coordinate) -> Bool {
            streets.filter { $0.name == name }.contains { feature in
                zip(feature.points, feature.points.dropFirst()).contains {
                    PlaceGeometry.distanceMeters(from: point, toSegment: $0, $1) <= PlaceLabeler.streetReachMeters
                }
            }
        }
        var sameLabelPairs = 0
        for (i, a) in result.toilets.enumerated() {
            for b in result.toilets[(i + 1)...] where a.coordinate.distanceMeters(to: b.coordinate) <= 200 {
                guard let placeA = a.place, let placeB = b.place, placeA.label == placeB.label else { continue }
                sameLabelPairs += 1
                #expect(placeA.kind == placeB.kind && placeA.name == placeB.name)
                if placeA.kind == .street {
                    #expect(isOn(placeA.name, a.coordinate) && isOn(placeA.name, b.coordinate), "\(a.sourceKey) \(b.sourceKey) \(placeA.name)")
                }
            }
        }
        print("Monaco: \(sameLabelPairs) pairs of toilets within 200 m share a label")
    }
}
