import Foundation
import GRDB
import Model
import Store

extension SQLiteToiletRepository {
    /// Writes the derived place of the toilets of `snapshot` whose rows this import did not
    /// write (`written`: new rows carry their place from ``ToiletRowWriter``) to the `place`
    /// column (v7), unchanged toilets included: a street renamed nearby changes the label
    /// without a revision. A row is written only when its place changed.
    /// - Complexity: O(T log N): one indexed update by source key per toilet not written, where
    ///   updating every toilet after inserting it rewrote each new row a second time.
    static func writePlaces(of snapshot: RegionSnapshot, skipping written: Set<String>, db: Database) throws {
        let update = try db.cachedStatement(sql: "UPDATE toilets SET place = ?1 WHERE source_key = ?2 AND place IS NOT ?1")
        for draft in snapshot.toilets where !written.contains(draft.sourceKey) {
            try update.execute(arguments: [ToiletPlaceCoder.encode(draft.place), draft.sourceKey])
        }
    }
}
