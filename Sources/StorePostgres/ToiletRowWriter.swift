import Foundation
import Model
import PostgresNIO
import Store

/// Writes toilet rows and their revisions inside the caller's write transaction (which holds the
/// store's write lock, so the ids counted here cannot collide with another writer's).
///
/// The port of `StoreSQLite`'s writer, with the same rows, ids and revisions in the same order:
/// a new toilet's id is `max(id) + 1`, a revision's `max(id) + 1` of `toilet_revisions`. The
/// spatial index and the search text are columns of the row (`location`, `search`), not tables.
struct ToiletRowWriter {
    private let sql: SQL
    private let encoder = ToiletRecordCoder.makeEncoder()
    private var nextToiletID: Int64
    private var nextRevisionID: Int64
    /// Whether the table had no toilet when this writer began (a first import): then no added
    /// toilet can have an old row, because the snapshot's source keys are distinct (``RegionDiff``).
    private let startsEmpty: Bool
    /// Rows added or updated by the import, not written yet (see ``finish()``).
    private var batch = NewToiletRows()

    init(sql: SQL) async throws {
        self.sql = sql
        let maxID = try await sql.value("SELECT MAX(id) FROM toilets", as: Int64.self)
        nextToiletID = (maxID ?? 0) + 1
        startsEmpty = maxID == nil
        nextRevisionID = (try await sql.value("SELECT MAX(id) FROM toilet_revisions", as: Int64.self) ?? 0) + 1
    }

    /// Adds a toilet for `draft`; one removed earlier (same source key) comes back under its old id.
    /// A new toilet is collected in a batch: ``finish()`` must run before the transaction reads or commits.
    mutating func add(_ draft: ToiletDraft, snapshot: RegionSnapshot, now: Date) async throws {
        let oldID = startsEmpty ? nil : try await sql.value("SELECT id FROM toilets WHERE source_key = \(draft.sourceKey)", as: Int64.self)
        let id = oldID ?? nextToiletID
        let toilet = Toilet(id: Toilet.ID(id), revision: nextRevisionID, draft: draft, snapshot: snapshot, at: now)
        let record = try ToiletRecordCoder.encode(toilet, with: encoder)
        if oldID == nil { nextToiletID += 1 }
        try await collect(toilet, record: record, change: .added, isNew: oldID == nil, now: now)
    }

    /// Puts a row written by the import in the batch, under the next revision id.
    private mutating func collect(_ toilet: Toilet, record: String, change: ToiletRevision.Change, isNew: Bool, now: Date) async throws {
        nextRevisionID += 1
        batch.append(toilet, record: record, change: change, isNew: isNew, now: now)
        if batch.count >= NewToiletRows.capacity { try await finish() }
    }

    /// Writes the rows collected by ``add(_:snapshot:now:)`` and ``update(_:with:snapshot:now:)``.
    mutating func finish() async throws {
        try await batch.flush(sql)
    }

    /// Replaces `existing` with the facts of `draft` as a new revision.
    /// Collected in the batch, as ``add(_:snapshot:now:)``.
    mutating func update(_ existing: Toilet, with draft: ToiletDraft, snapshot: RegionSnapshot, now: Date) async throws {
        let toilet = existing.updated(with: draft, revision: nextRevisionID, snapshot: snapshot, at: now)
        let record = try ToiletRecordCoder.encode(toilet, with: encoder)
        try await collect(toilet, record: record, change: .updated, isNew: false, now: now)
    }

    /// Marks `toilet` removed with a revision that keeps its last record.
    /// - Returns: the revision's id.
    @discardableResult
    mutating func remove(_ toilet: Toilet, cause: RevisionCause = .import, now: Date) async throws -> Int64 {
        try await finish()
        let revision = nextRevisionID
        try await sql.execute("UPDATE toilets SET is_removed = true, revision_id = \(revision) WHERE id = \(toilet.id.rawValue)")
        try await insertRevision(of: toilet.id, change: .removed, record: try ToiletRecordCoder.encode(toilet, with: encoder),
                                 cause: cause, now: now)
        return revision
    }

    /// A toilet id never used before (for a toilet the community added).
    mutating func newToiletID() -> Int64 {
        defer { nextToiletID += 1 }
        return nextToiletID
    }

    /// Writes `toilet` (a new row when `isNewRow`) as the next revision, of `change`, by `cause`.
    /// `imported` is the record the import itself read, kept beside the revision when it differs.
    /// - Returns: the toilet as written (with its revision id).
    @discardableResult
    mutating func put(_ toilet: Toilet, change: ToiletRevision.Change, cause: RevisionCause, imported: Toilet? = nil,
                      isNewRow: Bool, now: Date) async throws -> Toilet {
        try await finish()
        var toilet = toilet
        toilet.revision = nextRevisionID
        let record = try ToiletRecordCoder.encode(toilet, with: encoder)
        try await writeRow(toilet, record: record, isNew: isNewRow)
        var importedRecord: String?
        if var imported {
            imported.revision = toilet.revision
            let text = try ToiletRecordCoder.encode(imported, with: encoder)
            if text != record { importedRecord = text }
        }
        try await insertRevision(of: toilet.id, change: change, record: record, cause: cause, imported: importedRecord, now: now)
        return toilet
    }

    /// Records what an import read for a toilet that stays removed: an import revision, the row left removed.
    mutating func recordImportOfRemoved(_ toilet: Toilet, now: Date) async throws {
        try await finish()
        var toilet = toilet
        toilet.revision = nextRevisionID
        try await insertRevision(of: toilet.id, change: .updated, record: try ToiletRecordCoder.encode(toilet, with: encoder), now: now)
    }

    private mutating func insertRevision(of id: Toilet.ID, change: ToiletRevision.Change, record: String,
                                         cause: RevisionCause = .import, imported: String? = nil, now: Date) async throws {
        try await sql.execute("""
            INSERT INTO toilet_revisions (id, toilet_id, change, created_at, record, source, author, contribution_id, imported)
            VALUES (\(nextRevisionID), \(id.rawValue), \(change.rawValue), \(now.timeIntervalSince1970), \(record),
                    \(cause.source.rawValue), \(cause.author), \(cause.contributionID), \(imported))
            """)
        nextRevisionID += 1
    }

    /// Inserts or updates the toilet's row with its point and its search words.
    private func writeRow(_ toilet: Toilet, record: String, isNew: Bool) async throws {
        let text = SearchText(toilet)
        let lat = toilet.coordinate.latitude, lon = toilet.coordinate.longitude
        let created = toilet.createdAt.timeIntervalSince1970, updated = toilet.updatedAt.timeIntervalSince1970
        let mask = NeedsProfile.mask(for: toilet)
        if isNew {
            try await sql.execute("""
                INSERT INTO toilets (id, source_key, region, revision_id, is_removed, latitude, longitude, location,
                                     created_at, updated_at, needs_mask, record, search)
                VALUES (\(toilet.id.rawValue), \(toilet.sourceKey), \(toilet.region), \(toilet.revision), false, \(lat), \(lon),
                        ST_SetSRID(ST_MakePoint(\(lon), \(lat)), 4326)::geography, \(created), \(updated), \(mask), \(record),
                        setweight(to_tsvector('simple', \(text.a)), 'A') || setweight(to_tsvector('simple', \(text.b)), 'B')
                        || setweight(to_tsvector('simple', \(text.c)), 'C') || setweight(to_tsvector('simple', \(text.d)), 'D'))
                """)
        } else {
            try await sql.execute("""
                UPDATE toilets SET source_key = \(toilet.sourceKey), region = \(toilet.region), revision_id = \(toilet.revision),
                    is_removed = false, latitude = \(lat), longitude = \(lon),
                    location = ST_SetSRID(ST_MakePoint(\(lon), \(lat)), 4326)::geography, created_at = \(created),
                    updated_at = \(updated), needs_mask = \(mask), record = \(record),
                    search = setweight(to_tsvector('simple', \(text.a)), 'A') || setweight(to_tsvector('simple', \(text.b)), 'B')
                        || setweight(to_tsvector('simple', \(text.c)), 'C') || setweight(to_tsvector('simple', \(text.d)), 'D')
                WHERE id = \(toilet.id.rawValue)
                """)
        }
    }
}
