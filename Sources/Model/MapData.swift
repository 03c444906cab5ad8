import Foundation
import Geo

/// A named place a person can search for: a street, a square, a district, a station.
public struct Place: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case street, place
    }

    public var kind: Kind
    public var name: String
    /// What it is, in a word or two ("street", "suburb", "station").
    public var detail: String
    public var coordinate: Coordinate

    public init(kind: Kind, name: String, detail: String, coordinate: Coordinate) {
        self.kind = kind
        self.name = name
        self.detail = detail
        self.coordinate = coordinate
    }
}

/// One shape of the offline base map: a street, a path, a park, water or a building.
public struct MapFeature: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case street, path, park, water, building
    }

    public var kind: Kind
    public var name: String?
    /// The outline (closed: first point equals last) or the line.
    public var points: [Coordinate]

    public init(kind: Kind, name: String?, points: [Coordinate]) {
        self.kind = kind
        self.name = name
        self.points = points
    }

    /// Whether the shape is an area (a closed ring of a park, water or building).
    public var isArea: Bool {
        kind != .street && kind != .path && points.count >= 4 && points.first == points.last
    }

    /// The smallest box around the shape.
    public var boundingBox: BoundingBox {
        BoundingBox(
            minLatitude: points.map(\.latitude).min() ?? 0, minLongitude: points.map(\.longitude).min() ?? 0,
            maxLatitude: points.map(\.latitude).max() ?? 0, maxLongitude: points.map(\.longitude).max() ?? 0)
    }
}

/// The searchable places and base-map shapes of one region, replaced whole at each import.
public struct RegionMapData: Sendable {
    public var places: [Place]
    public var features: [MapFeature]

    public init(places: [Place] = [], features: [MapFeature] = []) {
        self.places = places
        self.features = features
    }
}
