import Foundation
import Model
import PostgresNIO
import Store

/// Toilet rows an import adds or updates, and their import revisions, collected and written many
/// at a time: per ``capacity`` rows one `INSERT … SELECT FROM unnest(arrays)` for the new toilets,
/// one `UPDATE … FROM unnest(arrays)` for the others and one insert for all their revisions,
/// instead of two statements (two network round trips) per toilet.
///
/// Measured with `toiletnow bench store` (docs/postgres.md): a first import of 2,000 toilets
/// took 4.7 s in a debug build one row at a time, 0.43 s in batches.
struct NewToiletRows {
    /// How many toilets one flush writes at most.
    static let capacity = 1_000

    private var ids: [Int64] = [], keys: [String] = [], regions: [String] = [], revisions: [Int64] = []
    private var latitudes: [Double] = [], longitudes: [Double] = [], created: [Double] = [], updated: [Double] = []
    private var masks: [Int64] = [], records: [String] = []
    private var a: [String] = [], b: [String] = [], c: [String] = [], d: [String] = []
    private var revisedAt: [Double] = [], changes: [String] = [], isNew: [Bool] = []

    var count: Int { ids.count }

    /// Adds a toilet row (a new one when `isNew`, else the row of its id replaced), and its
    /// revision of `change` by the import written at `now`.
    mutating func append(_ toilet: Toilet, record: String, change: ToiletRevision.Change, isNew: Bool, now: Date) {
        self.isNew.append(isNew)
        changes.append(change.rawValue)
        let text = SearchText(toilet)
        ids.append(toilet.id.rawValue)
        keys.append(toilet.sourceKey)
        regions.append(toilet.region)
        revisions.append(toilet.revision)
        latitudes.append(toilet.coordinate.latitude)
        longitudes.append(toilet.coordinate.longitude)
        created.append(toilet.createdAt.timeIntervalSince1970)
        updated.append(toilet.updatedAt.timeIntervalSince1970)
        masks.append(Int64(NeedsProfile.mask(for: toilet)))
        records.append(record)
        a.append(text.a)
        b.append(text.b)
        c.append(text.c)
        d.append(text.d)
        revisedAt.append(now.timeIntervalSince1970)
    }

    /// Writes the collected rows (toilets first: revisions refer to them) and empties the batch.
    mutating func flush(_ sql: SQL) async throws {
        guard !ids.isEmpty else { return }
        try await insertNew(sql)
        try await updateOld(sql)
        try await sql.execute("""
            INSERT INTO toilet_revisions (id, toilet_id, change, created_at, record)
            SELECT revision, id, change, at, record
            FROM unnest(\(revisions)::bigint[], \(ids)::bigint[], \(changes)::text[], \(revisedAt)::float8[], \(records)::text[])
                 AS u(revision, id, change, at, record)
            """)
        self = NewToiletRows()
    }

    private func insertNew(_ sql: SQL) async throws {
        guard isNew.contains(true) else { return }
        try await sql.execute("""
            INSERT INTO toilets (id, source_key, region, revision_id, is_removed, latitude, longitude, location,
                                 created_at, updated_at, needs_mask, record, search)
            SELECT id, key, region, revision, false, lat, lon, ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography,
                   created, updated, mask::integer, record,
                   setweight(to_tsvector('simple', a), 'A') || setweight(to_tsvector('simple', b), 'B')
                   || setweight(to_tsvector('simple', c), 'C') || setweight(to_tsvector('simple', d), 'D')
            FROM unnest(\(ids)::bigint[], \(keys)::text[], \(regions)::text[], \(revisions)::bigint[], \(latitudes)::float8[],
                        \(longitudes)::float8[], \(created)::float8[], \(updated)::float8[], \(masks)::bigint[], \(records)::text[],
                        \(a)::text[], \(b)::text[], \(c)::text[], \(d)::text[], \(isNew)::bool[])
                 AS u(id, key, region, revision, lat, lon, created, updated, mask, record, a, b, c, d, is_new)
            WHERE is_new
            """)
    }

    private func updateOld(_ sql: SQL) async throws {
        guard isNew.contains(false) else { return }
        try await sql.execute("""
            UPDATE toilets t SET source_key = u.key, region = u.region, revision_id = u.revision, is_removed = false,
                latitude = u.lat, longitude = u.lon, location = ST_SetSRID(ST_MakePoint(u.lon, u.lat), 4326)::geography,
                created_at = u.created, updated_at = u.updated, needs_mask = u.mask::integer, record = u.record,
                search = setweight(to_tsvector('simple', u.a), 'A') || setweight(to_tsvector('simple', u.b), 'B')
                    || setweight(to_tsvector('simple', u.c), 'C') || setweight(to_tsvector('simple', u.d), 'D')
            FROM unnest(\(ids)::bigint[], \(keys)::text[], \(regions)::text[], \(revisions)::bigint[], \(latitudes)::float8[],
                        \(longitudes)::float8[], \(created)::float8[], \(updated)::float8[], \(masks)::bigint[], \(records)::text[],
                        \(a)::text[], \(b)::text[], \(c)::text[], \(d)::text[], \(isNew)::bool[])
                 AS u(id, key, region, revision, lat, lon, created, updated, mask, record, a, b, c, d, is_new)
            WHERE t.id = u.id AND NOT u.is_new
            """)
    }
}
