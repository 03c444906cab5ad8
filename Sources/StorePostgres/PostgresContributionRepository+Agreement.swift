import Community
import Foundation
import Geo
import PostgresNIO
import Store

/// Finding the pending contribution a new one agrees with (the port of SQLite's `+Agreement`).
extension PostgresContributionRepository {
    /// How close a second add must be to a pending one to count as the same toilet.
    static let sameToiletMeters = 50.0

    /// The pending contribution from another device that `kind` repeats, or nil: for an add the
    /// nearest pending add within ``sameToiletMeters``, for an edit the oldest pending edit of the
    /// same toilet setting the same fields to the same values, for a closure the oldest pending
    /// closure of the same toilet. Copies that agreed are never targets.
    /// - Complexity: for an add, O(log n + pending adds in the latitude band) by the partial index
    ///   `contributions_pending_adds`; otherwise O(the toilet's contributions) by `contributions_by_toilet`.
    static func agreementTarget(for kind: ContributionKind, by device: Int64, toilet: Int64?, position: Coordinate?,
                                sql: SQL) async throws -> StoredContribution? {
        let waiting = "c.state = 'pending' AND c.agrees_with IS NULL AND c.device_id <> $1 AND c.kind = $2"
        switch kind {
        case .add:
            guard let position else { return nil }
            let box = BoundingBox(around: position, radiusMeters: sameToiletMeters)
            let near = try await contributions(sql, where: "\(waiting) AND c.latitude BETWEEN $3 AND $4 AND c.longitude BETWEEN $5 AND $6",
                                               [device, kind.tag, box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude])
            return near.compactMap { stored in
                stored.position.map { (stored, position.distanceMeters(to: $0)) }
            }
            .filter { $0.1 <= sameToiletMeters }
            .min { ($0.1, $0.0.contribution.id) < ($1.1, $1.0.contribution.id) }?.0
        case .edit(let changes):
            guard let toilet else { return nil }
            let wanted = values(of: changes)
            return try await contributions(sql, where: "\(waiting) AND c.toilet_id = $3", [device, kind.tag, toilet]).first { stored in
                if case .edit(let other) = stored.contribution.kind { values(of: other) == wanted } else { false }
            }
        case .reportClosed:
            guard let toilet else { return nil }
            return try await contributions(sql, where: "\(waiting) AND c.toilet_id = $3", [device, kind.tag, toilet])
                .first { $0.contribution.kind == kind }
        default:
            return nil
        }
    }

    /// What an edit sets, field by field (the last change of a field wins, as when applied).
    private static func values(of changes: [FieldChange]) -> [String: String?] {
        Dictionary(changes.map { ($0.field, $0.to) }, uniquingKeysWith: { $1 })
    }
}
