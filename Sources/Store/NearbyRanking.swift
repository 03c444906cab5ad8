import Foundation
import Geo
import Model

/// How every database store answers ``ToiletRepository/nearby(_:radiusMeters:needs:page:)`` once
/// its spatial index has given the candidates (an R-tree box in SQLite, `ST_DWithin` in PostGIS):
/// the same exact distances, the same order (distance, then id) and the same paging, so the stores
/// agree to the metre and only the page's records are decoded.
public enum NearbyRanking {
    /// The page of `candidates` within `radius` metres of `center`, nearest first.
    /// - Parameter records: the decoded toilets of the page's ids (missing ones are left out).
    /// - Complexity: O(k log k) for k candidates, plus one read of the page's records.
    public static func page(_ candidates: [(id: Int64, point: Coordinate)], center: Coordinate, radius: Double, page: PageRequest,
                            records: ([Int64]) async throws -> [Int64: Toilet]) async throws -> Page<NearbyToilet> {
        let inRadius = candidates
            .map { ($0.id, $0.point, center.distanceMeters(to: $0.point)) }
            .filter { $0.2 <= radius }
            .sorted { ($0.2, $0.0) < ($1.2, $1.0) }
        let pageRows = page.slice(inRadius)
        let found = try await records(pageRows.map(\.0))
        let items = pageRows.compactMap { id, point, distance in
            found[id].map { NearbyToilet(toilet: $0, distanceMeters: distance, bearingDegrees: center.bearingDegrees(to: point)) }
        }
        return Page(items: items, total: inRadius.count, request: page)
    }
}
