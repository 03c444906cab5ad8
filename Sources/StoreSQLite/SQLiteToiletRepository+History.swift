import Foundation
import GRDB
import Model
import Store

/// Revisions: a toilet's history and the change feed over all of them.
extension SQLiteToiletRepository: ToiletChangeFeed {
    public func history(of id: Toilet.ID) async throws -> [ToiletRevision] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: "\(Self.revisionColumns) WHERE r.toilet_id = ? ORDER BY r.id", arguments: [id.rawValue])
                .map(Self.revision)
        }
    }

    /// The revision with this id, read inside the caller's transaction.
    static func revision(_ db: Database, id: Int64) throws -> ToiletRevision? {
        try Row.fetchOne(db, sql: "\(revisionColumns) WHERE r.id = ?", arguments: [id]).map(revision)
    }

    /// The columns ``revision(_:)`` reads, with a shared record read from the toilet's row
    /// (``ToiletRowWriter/sharedRecord``).
    static let revisionColumns = """
        SELECT r.id, r.toilet_id, r.change, r.created_at, \(ToiletRowWriter.recordSQL) AS record, r.source, r.author,
            r.contribution_id
        FROM toilet_revisions r JOIN toilets t ON t.id = r.toilet_id
        """

    static func revision(_ row: Row) throws -> ToiletRevision {
        ToiletRevision(
            id: row["id"], toiletID: Toilet.ID(row["toilet_id"] as Int64),
            change: ToiletRevision.Change(rawValue: row["change"]) ?? .updated,
            createdAt: Date(timeIntervalSince1970: row["created_at"]), toilet: try ToiletRecordCoder.decode(row["record"]),
            source: ToiletRevision.Source(rawValue: row["source"]) ?? .import, author: row["author"], contributionID: row["contribution_id"])
    }

    /// Reads the revisions after `cursor` by their primary key (ids grow with every write:
    /// AUTOINCREMENT never reuses one), keeps each toilet's latest, and reads those toilets'
    /// current rows by id, decoded by ``ToiletRecordDecoder`` (as the serving state is).
    /// - Complexity: O(limit log n): two index range reads, never a scan.
    public func latestCursor() async throws -> Int64 {
        try await writer.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM toilet_revisions") ?? 0 }
    }

    public func changes(after cursor: Int64, limit: Int) async throws -> ToiletChanges {
        let limit = min(max(limit, 1), Self.maxLimit)
        return try await writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, toilet_id, change FROM toilet_revisions WHERE id > ? ORDER BY id LIMIT ?",
                                        arguments: [cursor, limit + 1])
            let page = rows.prefix(limit)
            var latest: [Int64: (revision: Int64, change: String)] = [:]
            for row in page { latest[row[1]] = (row[0], row[2]) }
            let ids = Array(latest.keys)
            var current: [Int64: Toilet] = [:], removed: Set<Int64> = [], decoder = ToiletRecordDecoder()
            if !ids.isEmpty {
                let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
                // By id alone: with `is_removed = 0` beside it SQLite chose an index on is_removed
                // and read every current toilet (15 ms a page at 200,000 toilets).
                for row in try Row.fetchAll(db, sql: "SELECT id, is_removed, record FROM toilets WHERE id IN (\(placeholders))",
                                            arguments: StatementArguments(ids)) {
                    if (row[1] as Int) == 0 { current[row[0]] = try decoder.decode(row[2], id: row[0]) } else { removed.insert(row[0]) }
                }
            }
            let items = latest.sorted { $0.value.revision < $1.value.revision }.map { id, last in
                // A removed toilet is reported removed, also when its last revision is an import's
                // record of it (a community closure newer than the import's data keeps it closed).
                ToiletChange(cursor: last.revision, toiletID: Toilet.ID(id),
                             change: removed.contains(id) ? .removed : ToiletRevision.Change(rawValue: last.change) ?? .updated,
                             toilet: current[id])
            }
            return ToiletChanges(items: items, next: page.last?[0] ?? cursor, more: rows.count > limit)
        }
    }
}
