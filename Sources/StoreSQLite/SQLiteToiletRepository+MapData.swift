import Foundation
import GRDB
import Geo
import Model
import Store

extension SQLiteToiletRepository: MapDataRepository {
    public func places(matching text: String, near: Coordinate?, limit: Int) async throws -> [Place] {
        let terms = PlaceRanking.matchTerms(of: text)
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
        let range = MapTiles.cells(touching: box)
        let tiles = try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT region, shapes FROM map_tiles WHERE cell_x BETWEEN ? AND ? AND cell_y BETWEEN ? AND ?
                """, arguments: [range.x.lowerBound, range.x.upperBound, range.y.lowerBound, range.y.upperBound])
                .map { row in (region: row[0] as String, shapes: row[1] as Data) }
        }
        var seen = Set<String>()
        var hits: [(order: Int, id: UInt32, feature: MapFeature)] = []
        for tile in tiles {
            for (id, feature) in (try? MapTileCodec.decode(tile.shapes)) ?? [] where seen.insert("\(tile.region)/\(id)").inserted {
                let b = feature.boundingBox
                guard b.maxLatitude >= box.minLatitude, b.minLatitude <= box.maxLatitude,
                      b.maxLongitude >= box.minLongitude, b.minLongitude <= box.maxLongitude else { continue }
                hits.append((feature.kind.drawOrder, id, feature))
            }
        }
        return hits.sorted { ($0.order, $0.id) < ($1.order, $1.id) }.prefix(limit).map(\.feature)
    }

    /// Replaces the region's places and shapes (inside the import's transaction), the shapes
    /// clipped to the data's extent and capped (``MapTiles``).
    @discardableResult
    static func replaceMapData(_ data: RegionMapData, region: String, db: Database, reached: (String) -> Void = { _ in }) throws -> MapTileCounts {
        try db.execute(sql: "DELETE FROM places_fts WHERE rowid IN (SELECT id FROM places WHERE region = ?)", arguments: [region])
        try db.execute(sql: "DELETE FROM places WHERE region = ?", arguments: [region])
        try db.execute(sql: "DELETE FROM map_tiles WHERE region = ?", arguments: [region])
        let insertPlace = try db.makeStatement(sql: "INSERT INTO places (region, kind, name, detail, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)")
        let insertPlaceText = try db.makeStatement(sql: "INSERT INTO places_fts (rowid, name) VALUES (?, ?)")
        for place in data.places {
            try insertPlace.execute(arguments: [region, place.kind.rawValue, place.name, place.detail, place.coordinate.latitude, place.coordinate.longitude])
            try insertPlaceText.execute(arguments: [db.lastInsertedRowID, place.name])
        }
        reached("transaction-after-places")
        let insertTile = try db.makeStatement(sql: "INSERT INTO map_tiles (region, cell_x, cell_y, shapes) VALUES (?, ?, ?, ?)")
        let build = MapTiles.build(data.features, within: data.extent)
        for (cell, shapes) in build.tiles {
            try insertTile.execute(arguments: [region, cell.x, cell.y, shapes])
        }
        reached("transaction-after-map-tiles")
        return build.counts
    }
}
