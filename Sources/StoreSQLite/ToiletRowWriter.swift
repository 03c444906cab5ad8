import Foundation
import GRDB
import Model
import Store

/// Writes the toilet rows of one region import inside the caller's transaction, in bulk.
///
/// A profile of the row-at-a-time writer (200,000 toilets, 65 s) showed the time in compiling
/// the same SQL again for every row (six to eight statements a toilet), one `JSONEncoder` made
/// per record (and `JSONEncoder` itself, about 33 µs a record), one query a row for the next
/// revision id, and an FTS5 delete for rows that cannot exist yet. Here every statement is
/// prepared once, records are written by ``ToiletRecordWriter``, and ids are counted instead of
/// queried:
///
/// - a new toilet's id is `max(id) + 1`, the rowid SQLite itself would have chosen;
/// - a revision's id is the `toilet_revisions` AUTOINCREMENT sequence + 1, written explicitly, so
///   the sequence moves exactly as before.
///
/// Rows, ids and revisions are the same as one statement at a time would write, in the same order.
///
/// An import's revision whose record is the one its new or changed row holds stores the empty
/// text instead (``sharedRecord``) and is read through the row: the record was written twice,
/// 195 MB of a 478 MB database at 200,000 toilets, and took about a second of the import. The
/// rule that keeps it true: before any statement here replaces a row's record, the row's
/// revisions that share it get their own copy (``unshare(_:)``). `remove` does not
/// replace the row's record, so a shared revision stays right after it.
struct ToiletRowWriter {
    /// The `record` of a revision that has the record its toilet's row holds.
    static let sharedRecord = ""

    /// The SQL of revision `r`'s record, for a query that joins its toilet's row as `t` (`''` is
    /// ``sharedRecord``).
    static let recordSQL = "CASE WHEN r.record = '' THEN t.record ELSE r.record END"

    private let db: Database
    private let encoder: JSONEncoder
    private var recordWriter = ToiletRecordWriter()
    private var nextToiletID: Int64
    private var nextRevisionID: Int64
    /// Whether the table had no toilet when this writer began (a first import): then no added
    /// toilet can have an old row, because the snapshot's source keys are distinct (``RegionDiff``).
    private let startsEmpty: Bool
    /// The source keys of the rows ``add(_:snapshot:now:)`` and ``update(_:with:snapshot:now:)``
    /// wrote with their draft's place, which ``SQLiteToiletRepository/writePlaces(of:skipping:db:)``
    /// need not touch again. (``put(_:change:cause:imported:isNewRow:now:)`` writes a layered
    /// toilet, whose place the import then writes as for any other.)
    private(set) var writtenSourceKeys: Set<String> = []
    private let findRemoved: Statement, insertRevision: Statement, insertImportRevision: Statement, insertToilet: Statement
    private let updateToilet: Statement, updateToiletAndPlace: Statement, markRemoved: Statement
    private let putRTree: Statement, deleteRTree: Statement, insertFTS: Statement, deleteFTS: Statement
    private let materializeShared: Statement

    init(db: Database) throws {
        self.db = db
        encoder = ToiletRecordCoder.makeEncoder()
        let maxID = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM toilets")
        nextToiletID = (maxID ?? 0) + 1
        startsEmpty = maxID == nil
        nextRevisionID = (try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'toilet_revisions'") ?? 0) + 1
        findRemoved = try db.cachedStatement(sql: "SELECT id FROM toilets WHERE source_key = ?")
        // An import's revision leaves `source` to its default and the rest NULL: four bindings fewer a row.
        insertImportRevision = try db.cachedStatement(sql: "INSERT INTO toilet_revisions (id, toilet_id, change, created_at, record) VALUES (?, ?, ?, ?, ?)")
        insertRevision = try db.cachedStatement(sql: """
            INSERT INTO toilet_revisions (id, toilet_id, change, created_at, record, source, author, contribution_id, imported)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        insertToilet = try db.cachedStatement(sql: """
            INSERT INTO toilets (id, source_key, region, revision_id, is_removed, latitude, longitude, created_at, updated_at, needs_mask, record, place)
            VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)
            """)
        updateToilet = try db.cachedStatement(sql: """
            UPDATE toilets SET source_key = ?, region = ?, revision_id = ?, is_removed = 0, latitude = ?, longitude = ?,
                created_at = ?, updated_at = ?, needs_mask = ?, record = ? WHERE id = ?
            """)
        updateToiletAndPlace = try db.cachedStatement(sql: """
            UPDATE toilets SET source_key = ?, region = ?, revision_id = ?, is_removed = 0, latitude = ?, longitude = ?,
                created_at = ?, updated_at = ?, needs_mask = ?, record = ?, place = ? WHERE id = ?
            """)
        markRemoved = try db.cachedStatement(sql: "UPDATE toilets SET is_removed = 1, revision_id = ? WHERE id = ?")
        putRTree = try db.cachedStatement(sql: "INSERT OR REPLACE INTO toilets_rtree (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)")
        deleteRTree = try db.cachedStatement(sql: "DELETE FROM toilets_rtree WHERE id = ?")
        insertFTS = try db.cachedStatement(sql: "INSERT INTO toilets_fts (rowid, name, street, comment, directions, city, state, country) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        deleteFTS = try db.cachedStatement(sql: "DELETE FROM toilets_fts WHERE rowid = ?")
        materializeShared = try db.cachedStatement(sql: """
            UPDATE toilet_revisions SET record = (SELECT record FROM toilets WHERE id = ?1) WHERE toilet_id = ?1 AND record = ''
            """)
    }

    /// Gives the revisions of toilet `id` that share its row's record a copy of it, before the
    /// row's record is replaced.
    private func unshare(_ id: Int64) throws {
        try materializeShared.execute(arguments: [id])
    }

    /// Adds a toilet for `draft`; one removed earlier (same source key) comes back under its old id.
    mutating func add(_ draft: ToiletDraft, snapshot: RegionSnapshot, now: Date) throws {
        // 200,000 index probes that cannot find anything in a first import are skipped.
        let oldID = startsEmpty ? nil : try Int64.fetchOne(findRemoved, arguments: [draft.sourceKey])
        let id = oldID ?? nextToiletID
        let toilet = Toilet(id: Toilet.ID(id), revision: nextRevisionID, draft: draft, snapshot: snapshot, at: now)
        let record = try self.record(of: toilet)
        if oldID == nil {
            nextToiletID += 1
            try insertToilet.execute(arguments: [id, toilet.sourceKey, toilet.region, toilet.revision] + columns(of: toilet, record: record)
                                     + [ToiletPlaceCoder.encode(toilet.place)])
        } else {
            try unshare(id)
            try updateToiletAndPlace.execute(arguments: [toilet.sourceKey, toilet.region, toilet.revision] + columns(of: toilet, record: record)
                                             + [ToiletPlaceCoder.encode(toilet.place), id])
        }
        try insertRevision(of: toilet.id, change: .added, record: Self.sharedRecord, now: now)
        try putSpatialAndText(toilet, isNew: oldID == nil)
        writtenSourceKeys.insert(draft.sourceKey)
    }

    /// Replaces `existing` with the facts of `draft` as a new revision.
    mutating func update(_ existing: Toilet, with draft: ToiletDraft, snapshot: RegionSnapshot, now: Date) throws {
        let toilet = existing.updated(with: draft, revision: nextRevisionID, snapshot: snapshot, at: now)
        let record = try self.record(of: toilet)
        try unshare(toilet.id.rawValue)
        try updateToiletAndPlace.execute(arguments: [toilet.sourceKey, toilet.region, toilet.revision] + columns(of: toilet, record: record)
                                         + [ToiletPlaceCoder.encode(toilet.place), toilet.id.rawValue])
        try insertRevision(of: toilet.id, change: .updated, record: Self.sharedRecord, now: now)
        try putSpatialAndText(toilet, isNew: false)
        writtenSourceKeys.insert(draft.sourceKey)
    }

    /// Marks `toilet` removed with a revision that keeps its last record.
    /// - Returns: the revision's id.
    @discardableResult
    mutating func remove(_ toilet: Toilet, cause: RevisionCause = .import, now: Date) throws -> Int64 {
        let revision = nextRevisionID
        try markRemoved.execute(arguments: [revision, toilet.id.rawValue])
        try insertRevision(of: toilet.id, change: .removed, record: try record(of: toilet), cause: cause, now: now)
        try deleteRTree.execute(arguments: [toilet.id.rawValue])
        try deleteFTS.execute(arguments: [toilet.id.rawValue])
        return revision
    }

    /// A toilet id never used before (for a toilet the community added).
    mutating func newToiletID() -> Int64 {
        defer { nextToiletID += 1 }
        return nextToiletID
    }

    /// Writes `toilet` (a new row when `isNewRow`) as the next revision, of `change`, by
    /// `cause`. `imported` is the record the import itself read, kept beside the revision when
    /// it differs from the one written (community edits on top of it).
    /// - Returns: the toilet as written (with its revision id).
    @discardableResult
    mutating func put(_ toilet: Toilet, change: ToiletRevision.Change, cause: RevisionCause, imported: Toilet? = nil,
                      isNewRow: Bool, now: Date) throws -> Toilet {
        var toilet = toilet
        toilet.revision = nextRevisionID
        let record = try self.record(of: toilet)
        if isNewRow {
            try insertToilet.execute(arguments: [toilet.id.rawValue, toilet.sourceKey, toilet.region, toilet.revision] + columns(of: toilet, record: record)
                                     + [ToiletPlaceCoder.encode(toilet.place)])
        } else {
            try unshare(toilet.id.rawValue)
            try updateToilet.execute(arguments: [toilet.sourceKey, toilet.region, toilet.revision] + columns(of: toilet, record: record) + [toilet.id.rawValue])
        }
        var importedRecord: String?
        if var imported {
            imported.revision = toilet.revision
            let text = try self.record(of: imported)
            if text != record { importedRecord = text }
        }
        try insertRevision(of: toilet.id, change: change, record: record, cause: cause, imported: importedRecord, now: now)
        try putSpatialAndText(toilet, isNew: isNewRow)
        return toilet
    }

    /// Records what an import read for a toilet that stays removed (a community closure newer
    /// than the import's data): an import revision holding the record, the row left removed.
    mutating func recordImportOfRemoved(_ toilet: Toilet, now: Date) throws {
        var toilet = toilet
        toilet.revision = nextRevisionID
        try insertRevision(of: toilet.id, change: .updated, record: try record(of: toilet), now: now)
    }

    /// Writes a revision row under the next revision id (the toilet's row must exist: it is a foreign key).
    private mutating func insertRevision(of id: Toilet.ID, change: ToiletRevision.Change, record: String,
                                         cause: RevisionCause = .import, imported: String? = nil, now: Date) throws {
        if cause == .import && imported == nil {
            try insertImportRevision.execute(arguments: [nextRevisionID, id.rawValue, change.rawValue, now.timeIntervalSince1970, record])
        } else {
            try insertRevision.execute(arguments: [nextRevisionID, id.rawValue, change.rawValue, now.timeIntervalSince1970, record,
                                                   cause.source.rawValue, cause.author, cause.contributionID, imported])
        }
        nextRevisionID += 1
    }

    /// The record JSON: hand-written, or by `JSONEncoder` where the writer is not sure to match it.
    private mutating func record(of toilet: Toilet) throws -> String {
        if let record = recordWriter.encode(toilet) { return record }
        return try ToiletRecordCoder.encode(toilet, with: encoder)
    }

    /// The columns from `latitude` to `record`, in table order.
    private func columns(of toilet: Toilet, record: String) -> StatementArguments {
        [toilet.coordinate.latitude, toilet.coordinate.longitude, toilet.createdAt.timeIntervalSince1970,
         toilet.updatedAt.timeIntervalSince1970, NeedsProfile.mask(for: toilet), record]
    }

    /// The R-tree box and the search text; a toilet id never used before has no text to delete.
    private func putSpatialAndText(_ toilet: Toilet, isNew: Bool) throws {
        let id = toilet.id.rawValue, point = toilet.coordinate
        try putRTree.execute(arguments: [id, point.latitude, point.latitude, point.longitude, point.longitude])
        if !isNew { try deleteFTS.execute(arguments: [id]) }
        let doc = SearchDocument(toilet)
        try insertFTS.execute(arguments: [id, doc.name, doc.street, doc.comment, doc.directions, doc.city, doc.state, doc.country])
    }
}
