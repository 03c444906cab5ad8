import Foundation
import GRDB
import Store

extension SQLiteContributionRepository {
    /// One range read of the device's contributions (the `contributions_by_device` index),
    /// keeping the approved ones.
    public func approvedDates(device id: Int64) async throws -> [String: [Date]] {
        try await writer.read { db in
            _ = try Self.device(db, id: id)
            var dates: [String: [Date]] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT kind, created_at FROM contributions WHERE device_id = ? AND state = 'approved' ORDER BY id
                """, arguments: [id])
            while let row = try rows.next() {
                dates[row[0] as String, default: []].append(Date(timeIntervalSince1970: row[1] as Double))
            }
            return dates
        }
    }
}
