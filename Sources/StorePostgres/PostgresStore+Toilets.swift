import Foundation
import Geo
import Model
import PostgresNIO
import Store

extension PostgresStore: ToiletRepository {
    public func toilet(id: Toilet.ID) async throws -> Toilet? {
        try await query("SELECT record, place FROM toilets WHERE id = \(id.rawValue) AND NOT is_removed").first.map(Self.placedToilet)
    }

    /// Candidates by `ST_DWithin` on the GiST index of `location`, then exact distances and
    /// bearings in Swift (``Coordinate/distanceMeters(to:)``, as the other stores), so the order
    /// and the figures are the same as SQLite's. The SQL distance only bounds the candidates,
    /// with a 1 % margin for the difference between the spheroid and Swift's sphere.
    /// - Complexity: O(log n + k log k) for k toilets in the radius.
    public func nearby(_ center: Coordinate, radiusMeters: Double, needs: NeedsProfile, page: PageRequest) async throws -> Page<NearbyToilet> {
        let radius = min(radiusMeters, ToiletRepositoryLimits.maxRadiusMeters)
        let mask = needs.rawValue
        let rows = try await query("""
            SELECT id, latitude, longitude FROM toilets
            WHERE NOT is_removed AND (needs_mask & \(mask)) = \(mask)
              AND ST_DWithin(location, ST_SetSRID(ST_MakePoint(\(center.longitude), \(center.latitude)), 4326)::geography,
                             \(radius * 1.01 + 1), false)
            """)
        let candidates = try rows.map { row -> (id: Int64, point: Coordinate) in
            let (id, lat, lon) = try row.decode((Int64, Double, Double).self)
            return (id, Coordinate(latitude: lat, longitude: lon))
        }
        return try await NearbyRanking.page(candidates, center: center, radius: radius, page: page) { try await records(ids: $0) }
    }

    public func list(needs: NeedsProfile, since: DateFilter?, page: PageRequest) async throws -> Page<Toilet> {
        let column = since?.field == .updated ? "updated_at" : "created_at"
        let mask = needs.rawValue, from = since?.date.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude
        return try await read { sql in
            let total = try await sql.value("""
                SELECT COUNT(*) FROM toilets WHERE NOT is_removed AND (needs_mask & \(mask)) = \(mask) AND \(unescaped: column) >= \(from)
                """, as: Int.self) ?? 0
            let rows = try await sql.rows("""
                SELECT record, place FROM toilets WHERE NOT is_removed AND (needs_mask & \(mask)) = \(mask) AND \(unescaped: column) >= \(from)
                ORDER BY created_at DESC, id DESC LIMIT \(page.perPage) OFFSET \(page.offset)
                """)
            return Page(items: try rows.map(Self.placedToilet), total: total, request: page)
        }
    }

    /// Every term as a word prefix (`term:*`) over the GIN-indexed `search` vector, ranked by
    /// `ts_rank` with ``SearchDocument/weights``, then id.
    public func search(_ text: String, needs: NeedsProfile, page: PageRequest) async throws -> Page<Toilet> {
        guard let tsquery = SearchText.query(text) else { return Page(items: [], total: 0, request: page) }
        let mask = needs.rawValue
        return try await read { sql in
            let total = try await sql.value("""
                SELECT COUNT(*) FROM toilets
                WHERE NOT is_removed AND search @@ to_tsquery('simple', \(tsquery)) AND (needs_mask & \(mask)) = \(mask)
                """, as: Int.self) ?? 0
            let rows = try await sql.rows("""
                SELECT record, place FROM toilets
                WHERE NOT is_removed AND search @@ to_tsquery('simple', \(tsquery)) AND (needs_mask & \(mask)) = \(mask)
                ORDER BY ts_rank(\(unescaped: "'\(SearchText.rankWeights)'")::float4[], search, to_tsquery('simple', \(tsquery))) DESC, id
                LIMIT \(page.perPage) OFFSET \(page.offset)
                """)
            return Page(items: try rows.map(Self.placedToilet), total: total, request: page)
        }
    }

    public func regions() async throws -> [RegionInfo] {
        try await query("""
            SELECT r.name, r.time_zone, r.data_timestamp, r.imported_at, r.source_name, COUNT(t.id),
                   MIN(t.latitude), MIN(t.longitude), MAX(t.latitude), MAX(t.longitude), r.import_seconds
            FROM regions r LEFT JOIN toilets t ON t.region = r.name AND NOT t.is_removed
            GROUP BY r.name ORDER BY r.name COLLATE "C"
            """).map { row in
            let (name, zone, timestamp, importedAt, source, count, minLat, minLon, maxLat, maxLon, seconds) = try row.decode(
                (String, String, Double?, Double, String, Int, Double?, Double?, Double?, Double?, Double?).self)
            var box: BoundingBox?
            if let minLat, let minLon, let maxLat, let maxLon {
                box = BoundingBox(minLatitude: minLat, minLongitude: minLon, maxLatitude: maxLat, maxLongitude: maxLon)
            }
            var info = RegionInfo(name: name, timeZoneIdentifier: zone, dataTimestamp: timestamp.map(Date.init(timeIntervalSince1970:)),
                                  importedAt: Date(timeIntervalSince1970: importedAt), sourceName: source, toiletCount: count, boundingBox: box)
            info.importSeconds = seconds
            return info
        }
    }

    /// The decoded current or removed records of `ids`, by id.
    func records(ids: [Int64]) async throws -> [Int64: Toilet] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await query("SELECT id, record, place FROM toilets WHERE id = ANY(\(ids))")
        var found: [Int64: Toilet] = [:]
        for row in rows {
            let (id, record, place) = try row.decode((Int64, String, String?).self)
            found[id] = ToiletPlaceCoder.placed(try ToiletRecordCoder.decode(record), place)
        }
        return found
    }

    /// A `(record, place)` row as its toilet.
    static func placedToilet(_ row: PostgresRow) throws -> Toilet {
        let (record, place) = try row.decode((String, String?).self)
        return ToiletPlaceCoder.placed(try ToiletRecordCoder.decode(record), place)
    }
}
