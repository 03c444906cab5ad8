import Foundation
import Geo
import Model
import OSMReader

/// Collects places and base-map shapes in the same pass as the toilets.
///
/// Streets become one searchable place per name (at the middle of the first way with that
/// name); each drawn way keeps its node positions, simplified by dropping points closer than
/// about a metre to the previous one.
///
/// Outside input is checked here: a vertex outside −90…90 / −180…180 is dropped (a ring stays
/// closed), a shape left with fewer than two vertices is dropped, and past ``maxShapes`` or
/// ``maxPoints`` further shapes are dropped and counted, so one file cannot exhaust memory.
/// The box around the vertices of streets and paths is kept for ``RegionMapData/extent``.
struct MapDataCollector {
    /// The most shapes one import keeps.
    static let maxShapes = 2_000_000
    /// The most shape vertices one import keeps (about 32 MB).
    static let maxPoints = 20_000_000

    private(set) var places: [Place] = []
    private(set) var features: [MapFeature] = []
    private var streetNames: Set<String> = []
    private var pointCount = 0
    private var walkedBox: BoundingBox?
    private var droppedVertices = 0
    private var droppedShapes = 0

    mutating func add(node: OSMNode) {
        guard let detail = MapDataTable.placeDetail(of: node.tags), let name = node.tags["name"],
              let coordinate = Coordinate(validatingLatitude: node.latitude, longitude: node.longitude) else { return }
        places.append(Place(kind: .place, name: name, detail: detail, coordinate: coordinate))
    }

    /// A place found elsewhere (a named area relation).
    mutating func add(place: Place) {
        places.append(place)
    }

    mutating func add(way: OSMWay, points rawPoints: [Coordinate]) {
        guard let kind = MapDataTable.featureKind(of: way.tags), rawPoints.count >= 2 else { return }
        var points = rawPoints.filter { Coordinate(validatingLatitude: $0.latitude, longitude: $0.longitude) != nil }
        droppedVertices += rawPoints.count - points.count
        if points.count < rawPoints.count, rawPoints.first == rawPoints.last, let first = points.first, points.last != first {
            points.append(first)
        }
        guard points.count >= 2, features.count < Self.maxShapes, pointCount + points.count <= Self.maxPoints else {
            droppedShapes += 1
            return
        }
        let name = way.tags["name"]
        let thinned = Self.thinned(points)
        features.append(MapFeature(kind: kind, name: name, points: thinned))
        pointCount += thinned.count
        if kind == .street || kind == .path {
            let box = MapFeature(kind: kind, name: nil, points: thinned).boundingBox
            walkedBox = RegionMapData.extent(around: [box] + (walkedBox.map { [$0] } ?? []), margin: 0)
            if let name, streetNames.insert(name).inserted {
                places.append(Place(kind: .street, name: name, detail: way.tags["highway"] == "pedestrian" ? "square or pedestrian street" : "street",
                                    coordinate: points[points.count / 2]))
            }
        }
    }

    /// The places and shapes, with ``RegionMapData/extent`` the box around the streets and
    /// paths (grown by the margin); the importer adds the toilets to it.
    var mapData: RegionMapData {
        var data = RegionMapData(places: places, features: features, extent: walkedBox.flatMap { RegionMapData.extent(around: [$0]) })
        data.droppedVertexCount = droppedVertices
        data.droppedShapeCount = droppedShapes
        return data
    }

    /// Drops points within ~1 m of the previous kept one; keeps the last point.
    static func thinned(_ points: [Coordinate]) -> [Coordinate] {
        guard points.count > 2 else { return points }
        var kept = [points[0]]
        for point in points.dropFirst().dropLast() where abs(point.latitude - kept[kept.count - 1].latitude) + abs(point.longitude - kept[kept.count - 1].longitude) > 1e-5 {
            kept.append(point)
        }
        kept.append(points[points.count - 1])
        return kept
    }
}
