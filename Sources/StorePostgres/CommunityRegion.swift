import Foundation
import Store
import Geo
import Model
import PostgresNIO

/// The imported region a toilet the community adds belongs to, with the time zone its hours
/// are read in and the country its public holidays follow (the port of `StoreSQLite`'s).
struct CommunityRegion: Sendable, Hashable {
    var name: String
    var timeZoneIdentifier: String
    var countryCode: String?

    /// How far outside the box of a region's imported toilets a new toilet still belongs to it.
    static let marginMeters = 5_000.0

    /// Where a store with no imported region puts a new toilet.
    static let fallback = CommunityRegion(name: "community", timeZoneIdentifier: "UTC", countryCode: nil)

    /// The region whose imported toilets' box, grown by ``marginMeters``, holds `position` (the
    /// one with the nearest centre when several do), else the region with the nearest centre,
    /// else ``fallback``.
    /// - Complexity: O(regions), plus one indexed row for the country.
    static func containing(_ position: Coordinate, sql: SQL) async throws -> CommunityRegion {
        let rows = try await sql.rows("""
            SELECT r.name, r.time_zone, b.min_lat, b.min_lon, b.max_lat, b.max_lon
            FROM regions r JOIN region_bounds b ON b.region = r.name ORDER BY r.name
            """)
        let around = BoundingBox(around: position, radiusMeters: marginMeters)
        let regions = try rows.map { row in
            let (name, zone, minLat, minLon, maxLat, maxLon) = try row.decode((String, String, Double, Double, Double, Double).self)
            return (name: name, timeZone: zone, box: BoundingBox(minLatitude: minLat, minLongitude: minLon, maxLatitude: maxLat, maxLongitude: maxLon))
        }
        // A point is within the margin of a box when the box meets the point's margin box.
        let holding = regions.filter { region in
            region.box.minLatitude <= around.maxLatitude && region.box.maxLatitude >= around.minLatitude
                && region.box.minLongitude <= around.maxLongitude && region.box.maxLongitude >= around.minLongitude
        }
        let candidates = holding.isEmpty ? regions : holding
        guard let best = candidates.min(by: { position.distanceMeters(to: $0.box.center) < position.distanceMeters(to: $1.box.center) })
        else { return fallback }
        let record = try await sql.value("""
            SELECT record FROM toilets WHERE region = \(best.name) AND NOT is_removed AND source_key NOT LIKE 'community:%' LIMIT 1
            """, as: String.self)
        let country = try record.map(ToiletRecordCoder.decode)?.countryCode
        return CommunityRegion(name: best.name, timeZoneIdentifier: best.timeZone, countryCode: country)
    }
}
