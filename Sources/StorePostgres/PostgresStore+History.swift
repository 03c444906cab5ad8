import Foundation
import Model
import PostgresNIO
import Store

/// Revisions: a toilet's history and the change feed over all of them.
extension PostgresStore: ToiletChangeFeed {
    static let revisionColumns = "id, toilet_id, change, created_at, record, source, author, contribution_id"

    public func history(of id: Toilet.ID) async throws -> [ToiletRevision] {
        try await query("SELECT \(unescaped: Self.revisionColumns) FROM toilet_revisions WHERE toilet_id = \(id.rawValue) ORDER BY id")
            .map(Self.revision)
    }

    /// The revision with this id, read inside the caller's transaction.
    static func revision(_ sql: SQL, id: Int64) async throws -> ToiletRevision? {
        try await sql.rows("SELECT \(unescaped: revisionColumns) FROM toilet_revisions WHERE id = \(id)").first.map(revision)
    }

    static func revision(_ row: PostgresRow) throws -> ToiletRevision {
        let (id, toilet, change, created, record, source, author, contribution) = try row.decode(
            (Int64, Int64, String, Double, String, String, String?, Int64?).self)
        return ToiletRevision(id: id, toiletID: Toilet.ID(toilet), change: ToiletRevision.Change(rawValue: change) ?? .updated,
                              createdAt: Date(timeIntervalSince1970: created), toilet: try ToiletRecordCoder.decode(record),
                              source: ToiletRevision.Source(rawValue: source) ?? .import, author: author, contributionID: contribution)
    }

    /// The end of the revisions' primary key.
    /// - Complexity: O(log n).
    public func latestCursor() async throws -> Int64 {
        try await read { sql in try await sql.value("SELECT MAX(id) FROM toilet_revisions", as: Int64.self) ?? 0 }
    }

    /// Reads the revisions after `cursor` by their primary key (ids grow in commit order: writers
    /// hold the write lock), keeps each toilet's latest, and reads those toilets' records by id (as
    /// SQLite does, without their place), all in one repeatable-read transaction.
    /// - Complexity: O(limit log n): two index range reads, never a scan.
    public func changes(after cursor: Int64, limit: Int) async throws -> ToiletChanges {
        let limit = min(max(limit, 1), Self.maxLimit)
        return try await read { sql in
            let rows = try await sql.rows("SELECT id, toilet_id, change FROM toilet_revisions WHERE id > \(cursor) ORDER BY id LIMIT \(limit + 1)")
                .map { try $0.decode((Int64, Int64, String).self) }
            let page = rows.prefix(limit)
            var latest: [Int64: (revision: Int64, change: String)] = [:]
            for (revision, toilet, change) in page { latest[toilet] = (revision, change) }
            var current: [Int64: Toilet] = [:], removed: Set<Int64> = []
            if !latest.isEmpty {
                for row in try await sql.rows("SELECT id, is_removed, record FROM toilets WHERE id = ANY(\(Array(latest.keys)))") {
                    let (id, isRemoved, record) = try row.decode((Int64, Bool, String).self)
                    if isRemoved { removed.insert(id) } else { current[id] = try ToiletRecordCoder.decode(record) }
                }
            }
            let items = latest.sorted { $0.value.revision < $1.value.revision }.map { id, last in
                // A removed toilet is reported removed, also when its last revision is an import's record of it.
                ToiletChange(cursor: last.revision, toiletID: Toilet.ID(id),
                             change: removed.contains(id) ? .removed : ToiletRevision.Change(rawValue: last.change) ?? .updated,
                             toilet: current[id])
            }
            return ToiletChanges(items: items, next: page.last?.0 ?? cursor, more: rows.count > limit)
        }
    }
}
