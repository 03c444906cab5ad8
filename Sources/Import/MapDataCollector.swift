import Foundation
import Geo
import Model
import OSMReader

/// Collects places and base-map shapes in the same pass as the toilets.
///
/// Streets become one searchable place per name (at the middle of the first way with that
/// name); each drawn way keeps its node positions, simplified by dropping points closer than
/// about a metre to the previous one.
struct MapDataCollector {
    private(set) var places: [Place] = []
    private(set) var features: [MapFeature] = []
    private var streetNames: Set<String> = []

    mutating func add(node: OSMNode) {
        guard let detail = MapDataTable.placeDetail(of: node.tags), let name = node.tags["name"] else { return }
        places.append(Place(kind: .place, name: name, detail: detail, coordinate: Coordinate(latitude: node.latitude, longitude: node.longitude)))
    }

    mutating func add(way: OSMWay, points: [Coordinate]) {
        guard let kind = MapDataTable.featureKind(of: way.tags), points.count >= 2 else { return }
        let name = way.tags["name"]
        features.append(MapFeature(kind: kind, name: name, points: Self.thinned(points)))
        if (kind == .street || kind == .path), let name, streetNames.insert(name).inserted {
            places.append(Place(kind: .street, name: name, detail: way.tags["highway"] == "pedestrian" ? "square or pedestrian street" : "street",
                                coordinate: points[points.count / 2]))
        }
    }

    var mapData: RegionMapData { RegionMapData(places: places, features: features) }

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
