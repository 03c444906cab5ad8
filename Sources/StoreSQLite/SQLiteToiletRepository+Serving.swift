import Foundation
import GRDB
import Model
import Store

extension SQLiteToiletRepository: ServingStore {
    /// The whole serving state in one read transaction: an import that commits meanwhile is
    /// either wholly in it or wholly out of it (never old toilets with a new graph).
    ///
    /// Records are decoded one row at a time as the cursor reads them (no array of all the JSON
    /// texts), by ``ToiletRecordDecoder``, into an array sized once from the row count (a
    /// doubling array of ~1 KB values would hold both its old and new buffers at the last step).
    /// - Complexity: O(T) for T current toilets: one scan, no paging.
    /// - Throws: ``ToiletRecordError`` naming the row whose record cannot be read.
    public func servingState() async throws -> ServingState {
        try await writer.read { db in
            let version = try Self.dataVersion(db)
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM toilets WHERE is_removed = 0") ?? 0
            var toilets: [Toilet] = []
            toilets.reserveCapacity(count)
            var decoder = ToiletRecordDecoder()
            let rows = try Row.fetchCursor(db, sql: "SELECT id, record, place FROM toilets WHERE is_removed = 0 ORDER BY id")
            while let row = try rows.next() {
                toilets.append(ToiletPlaceCoder.placed(try decoder.decode(row[1], id: row[0]), row[2]))
            }
            let revision = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM toilet_revisions") ?? 0
            return ServingState(version: version, toilets: toilets, graphFiles: try Self.graphFiles(db), revision: revision)
        }
    }
}
