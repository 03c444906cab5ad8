import Foundation
import Geo
import Model
import Store
import Testing
import TestSupport

/// Places and base-map shapes: written by imports, read by search and the base map.
@Suite("MapDataRepository contract")
struct MapDataContractTests {
    static let center = Coordinate(latitude: 43.7384, longitude: 7.4246)

    static func data(street: String) -> RegionMapData {
        let square = [(0.0, 0.0), (0.0, 0.001), (0.001, 0.001), (0.001, 0.0), (0.0, 0.0)].map {
            Coordinate(latitude: center.latitude + $0.0, longitude: center.longitude + $0.1)
        }
        return RegionMapData(
            places: [
                Place(kind: .street, name: street, detail: "street", coordinate: center.offset(meters: 500, bearingDegrees: 0)),
                Place(kind: .place, name: "Monte-Carlo", detail: "suburb", coordinate: center.offset(meters: 1_500, bearingDegrees: 60)),
                Place(kind: .street, name: "Rue Grimaldi Annexe", detail: "street", coordinate: center.offset(meters: 100, bearingDegrees: 0)),
            ],
            features: [
                MapFeature(kind: .street, name: street, points: [center, center.offset(meters: 200, bearingDegrees: 90)]),
                MapFeature(kind: .park, name: nil, points: square),
                MapFeature(kind: .building, name: nil, points: square.map { $0.offset(meters: 5_000, bearingDegrees: 0) }),
            ])
    }

    static func store(_ kind: RepositoryKind, street: String = "Rue Grimaldi") async throws -> any ToiletRepository & MapDataRepository {
        let store = try await kind.makeWithMapData()
        var snapshot = Fixtures.snapshot([])
        snapshot.mapData = data(street: street)
        _ = try await store.apply(snapshot, at: Fixtures.monday)
        return store
    }

    @Test("places match word prefixes, ignore accents and case, exact names first", arguments: RepositoryKind.allCases)
    func search(kind: RepositoryKind) async throws {
        let store = try await Self.store(kind)
        #expect(try await store.places(matching: "grimaldi", near: nil, limit: 10).map(\.name) == ["Rue Grimaldi", "Rue Grimaldi Annexe"])
        #expect(try await store.places(matching: "MONTE car", near: nil, limit: 10).map(\.name) == ["Monte-Carlo"])
        #expect(try await store.places(matching: "rue grim", near: nil, limit: 1).count == 1)
        #expect(try await store.places(matching: "zzz", near: nil, limit: 10).isEmpty)
        #expect(try await store.places(matching: "\"*(", near: nil, limit: 10).isEmpty)
    }

    @Test("with a position, equally good matches come nearest first", arguments: RepositoryKind.allCases)
    func nearFirst(kind: RepositoryKind) async throws {
        let store = try await Self.store(kind)
        // Neither name is exactly "rue", so both are prefix matches; the annexe is nearer.
        #expect(try await store.places(matching: "rue", near: Self.center, limit: 10).map(\.name) == ["Rue Grimaldi Annexe", "Rue Grimaldi"])
    }

    @Test("shapes come by bounding box, areas before lines, within the limit", arguments: RepositoryKind.allCases)
    func shapes(kind: RepositoryKind) async throws {
        let store = try await Self.store(kind)
        let near = BoundingBox(around: Self.center, radiusMeters: 1_000)
        let features = try await store.mapFeatures(in: near, limit: 100)
        #expect(features.map(\.kind) == [.park, .street])
        #expect(features[0].isArea && !features[1].isArea)
        #expect(abs(features[1].points[1].distanceMeters(to: Self.center.offset(meters: 200, bearingDegrees: 90))) < 0.2)
        #expect(try await store.mapFeatures(in: near, limit: 1).count == 1)
    }

    @Test("a new import replaces the region's map data; one without map data leaves it", arguments: RepositoryKind.allCases)
    func replace(kind: RepositoryKind) async throws {
        let store = try await Self.store(kind)
        var renamed = Fixtures.snapshot([])
        renamed.mapData = Self.data(street: "Boulevard Albert Ier")
        _ = try await store.apply(renamed, at: Fixtures.monday)
        #expect(try await store.places(matching: "grimaldi annexe", near: nil, limit: 10).count == 1)
        #expect(try await store.places(matching: "Rue Grimaldi", near: nil, limit: 10).map(\.name) == ["Rue Grimaldi Annexe"])
        #expect(try await store.places(matching: "albert", near: nil, limit: 10).map(\.name) == ["Boulevard Albert Ier"])
        _ = try await store.apply(Fixtures.snapshot([]), at: Fixtures.monday)
        #expect(try await store.places(matching: "albert", near: nil, limit: 10).count == 1)
        #expect(try await store.mapFeatures(in: BoundingBox(around: Self.center, radiusMeters: 10_000), limit: 100).count == 3)
    }
}
