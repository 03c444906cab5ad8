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

    /// The smallest box around the shape (all zero for a shape with no points).
    /// - Complexity: O(n) in one pass over the points.
    public var boundingBox: BoundingBox {
        guard let first = points.first else { return BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0) }
        var box = BoundingBox(minLatitude: first.latitude, minLongitude: first.longitude, maxLatitude: first.latitude, maxLongitude: first.longitude)
        for point in points.dropFirst() {
            box.minLatitude = min(box.minLatitude, point.latitude)
            box.maxLatitude = max(box.maxLatitude, point.latitude)
            box.minLongitude = min(box.minLongitude, point.longitude)
            box.maxLongitude = max(box.maxLongitude, point.longitude)
        }
        return box
    }
}

/// The searchable places and base-map shapes of one region, replaced whole at each import.
public struct RegionMapData: Sendable {
    public var places: [Place]
    public var features: [MapFeature]
    /// The area the region's shapes are clipped to when stored, or nil to store them whole.
    ///
    /// The importer sets it to the box around the region's toilets and the vertices of its
    /// streets and paths (the ways people walk), grown by ``extentMarginDegrees`` on each side
    /// (see ``extent(around:margin:)``): a park or a coast that reaches far beyond the data
    /// is stored only where the region is, so the base map stays proportional to the data.
    public var extent: BoundingBox?
    /// Vertices dropped for coordinates outside −90…90 / −180…180, and shapes dropped because
    /// fewer than two valid vertices were left or the import's cap on shapes was reached.
    public var droppedVertexCount = 0
    public var droppedShapeCount = 0

    /// About 2 km: the base map reaches this far past the outermost toilet or walkable way.
    public static let extentMarginDegrees = 0.02

    public init(places: [Place] = [], features: [MapFeature] = [], extent: BoundingBox? = nil) {
        self.places = places
        self.features = features
        self.extent = extent
    }

    /// The box around `boxes`, grown by `margin` degrees a side and kept within −90…90 /
    /// −180…180; nil when there is none.
    public static func extent(around boxes: [BoundingBox], margin: Double = extentMarginDegrees) -> BoundingBox? {
        guard let first = boxes.first else { return nil }
        let union = boxes.dropFirst().reduce(first) { a, b in
            BoundingBox(minLatitude: min(a.minLatitude, b.minLatitude), minLongitude: min(a.minLongitude, b.minLongitude),
                        maxLatitude: max(a.maxLatitude, b.maxLatitude), maxLongitude: max(a.maxLongitude, b.maxLongitude))
        }
        return BoundingBox(minLatitude: max(-90, union.minLatitude - margin), minLongitude: max(-180, union.minLongitude - margin),
                           maxLatitude: min(90, union.maxLatitude + margin), maxLongitude: min(180, union.maxLongitude + margin))
    }
}
