import Community
import Foundation
import GRDB
import Store

extension SQLiteContributionRepository {
    /// Approved "closed for now" reports, "was it open?" answers and confirmations with an id
    /// above `id`, made at or after `since`, and approved safety votes of any age, oldest first.
    /// - Complexity: a range scan of the primary key from `id`: O(contributions after it). A
    ///   server polls with its last id, so a tick reads only what is new.
    public func signals(after id: Int64, since: Date, limit: Int) async throws -> [StoredContribution] {
        try await writer.read { db in
            try Self.contributions(db, where: """
                c.id > ? AND c.state = 'approved'
                  AND (c.kind = 'vote' OR (c.kind IN ('report_closed', 'was_open', 'confirm') AND c.created_at >= ?))
                """, [id, since.timeIntervalSince1970], order: "c.id", page: PageRequest(page: 1, perPage: max(1, limit)))
        }
    }
}
