import Foundation
import GRDB
import Geo
import Model
import Store

extension SQLiteToiletRepository: MapDataRepository {
    public func places(matching text: String, near: Coordinate?, limit: Int) async throws -> [Place] {
        let terms = SearchDocument.terms(of: text)
        guard !terms.isEmpty, limit > 0 else { return [] }
        let match = terms.map { "\"\($0)\"*" }.joined(separator: " ")
        let candidates = try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.kind, p.name, p.detail, p.latitude, p.longitude FROM places_fts f JOIN places p ON p.id = f.rowid
                WHERE places_fts MATCH ? ORDER BY bm25(places_fts), p.id LIMIT ?
                """, arguments: [match, max(limit * 5, 50)]).map { row in
                Place(kind: Place.Kind(rawValue: row[0]) ?? .place, name: row[1], detail: row[2],
                      coordinate: Coordinate(latitude: row[3], longitude: row[4]))
            }
        }
        return Array(PlaceRanking.sorted(candidates, query: text, near: near).prefix(limit))
    }

    public func mapFeatures(in box: BoundingBox, limit: Int) async throws -> [MapFeature] {
        guard limit > 0 else { return [] }
        let rows = try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT m.kind, m.name, m.geometry FROM map_features_rtree r JOIN map_features m ON m.id = r.id
                WHERE r.max_lat >= ? AND r.min_lat <= ? AND r.max_lon >= ? AND r.min_lon <= ?
                ORDER BY CASE m.kind WHEN 'water' THEN 0 WHEN 'park' THEN 1 WHEN 'building' THEN 2 WHEN 'path' THEN 3 ELSE 4 END, m.id
                LIMIT ?
                """, arguments: [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude, limit])
                .map { row in (kind: row[0] as String, name: row[1] as String?, geometry: row[2] as String) }
        }
        return rows.compactMap { row in
            guard let kind = MapFeature.Kind(rawValue: row.kind), let points = Polyline.decode(row.geometry, precision: 6) else { return nil }
            return MapFeature(kind: kind, name: row.name, points: points)
        }
    }

    /// Replaces the region's places and shapes (inside the import's transaction).
    static func replaceMapData(_ data: RegionMapData, region: String, db: Database) throws {
        try db.execute(sql: "DELETE FROM places_fts WHERE rowid IN (SELECT id FROM places WHERE region = ?)", arguments: [region])
        try db.execute(sql: "DELETE FROM places WHERE region = ?", arguments: [region])
        try db.execute(sql: "DELETE FROM map_features_rtree WHERE id IN (SELECT id FROM map_features WHERE region = ?)", arguments: [region])
        try db.execute(sql: "DELETE FROM map_features WHERE region = ?", arguments: [region])
        let insertPlace = try db.makeStatement(sql: "INSERT INTO places (region, kind, name, detail, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)")
        let insertPlaceText = try db.makeStatement(sql: "INSERT INTO places_fts (rowid, name) VALUES (?, ?)")
        for place in data.places {
            try insertPlace.execute(arguments: [region, place.kind.rawValue, place.name, place.detail, place.coordinate.latitude, place.coordinate.longitude])
            try insertPlaceText.execute(arguments: [db.lastInsertedRowID, place.name])
        }
        let insertFeature = try db.makeStatement(sql: "INSERT INTO map_features (region, kind, name, geometry) VALUES (?, ?, ?, ?)")
        let insertBox = try db.makeStatement(sql: "INSERT INTO map_features_rtree (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)")
        for feature in data.features {
            try insertFeature.execute(arguments: [region, feature.kind.rawValue, feature.name, Polyline.encode(feature.points, precision: 6)])
            let box = feature.boundingBox
            try insertBox.execute(arguments: [db.lastInsertedRowID, box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude])
        }
    }
}
