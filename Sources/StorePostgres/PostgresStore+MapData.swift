import Foundation
import Geo
import Model
import PostgresNIO
import Store

extension PostgresStore: MapDataRepository {
    /// Candidates by the GIN index of each place's words (every term as a prefix), then ranked in
    /// Swift by ``PlaceRanking`` as the other stores rank them.
    public func places(matching text: String, near: Coordinate?, limit: Int) async throws -> [Place] {
        guard limit > 0, let tsquery = SearchText.query(text) else { return [] }
        let candidates = try await query("""
            SELECT kind, name, detail, latitude, longitude FROM places WHERE search @@ to_tsquery('simple', \(tsquery))
            ORDER BY ts_rank(search, to_tsquery('simple', \(tsquery))) DESC, id LIMIT \(max(limit * 5, 50))
            """).map { row in
            let (kind, name, detail, lat, lon) = try row.decode((String, String, String, Double, Double).self)
            return Place(kind: Place.Kind(rawValue: kind) ?? .place, name: name, detail: detail, coordinate: Coordinate(latitude: lat, longitude: lon))
        }
        return Array(PlaceRanking.sorted(candidates, query: text, near: near).prefix(limit))
    }

    /// Shapes whose bounding box meets `box`, by the GiST index of `bounds` (`&&`), areas before
    /// lines (draw order), then by id.
    /// - Complexity: O(log n + k) for k shapes touching the box.
    public func mapFeatures(in box: BoundingBox, limit: Int) async throws -> [MapFeature] {
        guard limit > 0 else { return [] }
        return try await query("""
            SELECT kind, name, points FROM map_features
            WHERE bounds && ST_MakeEnvelope(\(box.minLongitude), \(box.minLatitude), \(box.maxLongitude), \(box.maxLatitude), 4326)
            ORDER BY draw_order, id, region COLLATE "C" LIMIT \(limit)
            """).compactMap { row in
            let (kind, name, points) = try row.decode((String, String?, String).self)
            guard let kind = MapFeature.Kind(rawValue: kind),
                  let pairs = try? JSONDecoder().decode([[Double]].self, from: Data(points.utf8)) else { return nil }
            return MapFeature(kind: kind, name: name, points: pairs.compactMap { $0.count == 2 ? Coordinate(latitude: $0[0], longitude: $0[1]) : nil })
        }
    }

    /// Replaces the region's places and shapes inside the import's transaction. Shapes are kept
    /// whole (SQLite cuts them into 0.01° tiles): the GiST index finds them by their box.
    static func replaceMapData(_ data: RegionMapData, region: String, sql: SQL) async throws {
        try await sql.execute("DELETE FROM places WHERE region = \(region)")
        try await sql.execute("DELETE FROM map_features WHERE region = \(region)")
        for place in data.places {
            let words = SearchDocument.terms(of: place.name).joined(separator: " ")
            try await sql.execute("""
                INSERT INTO places (region, kind, name, detail, latitude, longitude, search)
                VALUES (\(region), \(place.kind.rawValue), \(place.name), \(place.detail), \(place.coordinate.latitude),
                        \(place.coordinate.longitude), to_tsvector('simple', \(words)))
                """)
        }
        for (id, feature) in data.features.enumerated() where !feature.points.isEmpty {
            let b = feature.boundingBox
            let points = String(decoding: try JSONEncoder().encode(feature.points.map { [$0.latitude, $0.longitude] }), as: UTF8.self)
            try await sql.execute("""
                INSERT INTO map_features (region, id, draw_order, kind, name, points, bounds)
                VALUES (\(region), \(id), \(feature.kind.drawOrder), \(feature.kind.rawValue), \(feature.name), \(points),
                        ST_MakeEnvelope(\(b.minLongitude), \(b.minLatitude), \(b.maxLongitude), \(b.maxLatitude), 4326))
                """)
        }
    }
}
