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
        // A thousand rows a statement (unnest of arrays): one statement a row made the 1.5 M-node
        // grid's import 44 s, ten times SQLite's, most of it in round trips for its shapes.
        for start in stride(from: 0, to: data.places.count, by: batchSize) {
            let batch = data.places[start..<min(start + batchSize, data.places.count)]
            try await sql.execute("""
                INSERT INTO places (region, kind, name, detail, latitude, longitude, search)
                SELECT \(region), kind, name, detail, lat, lon, to_tsvector('simple', words)
                FROM unnest(\(batch.map(\.kind.rawValue))::text[], \(batch.map(\.name))::text[], \(batch.map(\.detail))::text[],
                            \(batch.map(\.coordinate.latitude))::float8[], \(batch.map(\.coordinate.longitude))::float8[],
                            \(batch.map { SearchDocument.terms(of: $0.name).joined(separator: " ") })::text[])
                     AS u(kind, name, detail, lat, lon, words)
                """)
        }
        let features = data.features.enumerated().filter { !$0.element.points.isEmpty }
        for start in stride(from: 0, to: features.count, by: batchSize) {
            let batch = features[start..<min(start + batchSize, features.count)]
            let boxes = batch.map(\.element.boundingBox)
            let points = try batch.map { String(decoding: try JSONEncoder().encode($0.element.points.map { [$0.latitude, $0.longitude] }), as: UTF8.self) }
            try await sql.execute("""
                INSERT INTO map_features (region, id, draw_order, kind, name, points, bounds)
                SELECT \(region), id, draw_order, kind, CASE WHEN named THEN name END, points,
                       ST_MakeEnvelope(min_lon, min_lat, max_lon, max_lat, 4326)
                FROM unnest(\(batch.map { $0.offset })::bigint[], \(batch.map { $0.element.kind.drawOrder })::bigint[],
                            \(batch.map { $0.element.kind.rawValue })::text[], \(batch.map { $0.element.name != nil })::bool[],
                            \(batch.map { $0.element.name ?? "" })::text[], \(points)::text[],
                            \(boxes.map(\.minLongitude))::float8[], \(boxes.map(\.minLatitude))::float8[],
                            \(boxes.map(\.maxLongitude))::float8[], \(boxes.map(\.maxLatitude))::float8[])
                     AS u(id, draw_order, kind, named, name, points, min_lon, min_lat, max_lon, max_lat)
                """)
        }
    }

    /// Rows a statement when an import writes places and shapes.
    static let batchSize = 1_000
}
