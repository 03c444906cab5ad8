import Foundation
import Store
import GRDB
import Geo
import Model

/// The imported region a toilet the community adds belongs to, with the time zone its hours
/// are read in and the country its public holidays follow.
struct CommunityRegion: Sendable, Hashable {
    var name: String
    var timeZoneIdentifier: String
    var countryCode: String?

    /// How far outside the box of a region's imported toilets a new toilet still belongs to it.
    static let marginMeters = 5_000.0

    /// Where a store with no imported region puts a new toilet.
    static let fallback = CommunityRegion(name: "community", timeZoneIdentifier: "UTC", countryCode: nil)

    /// The region whose imported toilets' bounding box, grown by ``marginMeters``, holds
    /// `position` (the one with the nearest centre when several do), else the region with the
    /// nearest centre, else ``fallback``.
    /// The boxes are those of each region's last import (`region_bounds`).
    /// - Complexity: O(regions), plus one indexed row for the country.
    static func containing(_ position: Coordinate, db: Database) throws -> CommunityRegion {
        let rows = try Row.fetchAll(db, sql: """
            SELECT r.name, r.time_zone, b.min_lat, b.min_lon, b.max_lat, b.max_lon
            FROM regions r JOIN region_bounds b ON b.region = r.name ORDER BY r.name
            """)
        let around = BoundingBox(around: position, radiusMeters: marginMeters)
        let regions = rows.map { row in
            (name: row[0] as String, timeZone: row[1] as String,
             box: BoundingBox(minLatitude: row[2], minLongitude: row[3], maxLatitude: row[4], maxLongitude: row[5]))
        }
        // A point is within the margin of a box when the box meets the point's margin box.
        let holding = regions.filter { region in
            region.box.minLatitude <= around.maxLatitude && region.box.maxLatitude >= around.minLatitude
                && region.box.minLongitude <= around.maxLongitude && region.box.maxLongitude >= around.minLongitude
        }
        let candidates = holding.isEmpty ? regions : holding
        guard let best = candidates.min(by: { position.distanceMeters(to: $0.box.center) < position.distanceMeters(to: $1.box.center) })
        else { return fallback }
        let record = try String.fetchOne(db, sql: """
            SELECT record FROM toilets WHERE region = ? AND is_removed = 0 AND source_key NOT LIKE 'community:%' LIMIT 1
            """, arguments: [best.name])
        let country = try record.map(ToiletRecordCoder.decode)?.countryCode
        return CommunityRegion(name: best.name, timeZoneIdentifier: best.timeZone, countryCode: country)
    }
}
