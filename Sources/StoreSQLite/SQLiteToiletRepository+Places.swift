import Foundation
import GRDB
import Model
import Store

extension SQLiteToiletRepository {
    /// Writes the derived place of every toilet of `snapshot` to the `place` column (v7),
    /// unchanged toilets included: a street renamed nearby changes the label without a revision.
    /// A row is written only when its place changed.
    /// - Complexity: O(T log N): one indexed update by source key per toilet of the snapshot.
    static func writePlaces(of snapshot: RegionSnapshot, db: Database) throws {
        let update = try db.cachedStatement(sql: "UPDATE toilets SET place = ?1 WHERE source_key = ?2 AND place IS NOT ?1")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for index in snapshot.toilets.indices {
            let draft = snapshot.toilets[index]
            let text = try draft.place.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
            try update.execute(arguments: [text, draft.sourceKey])
        }
    }

    /// The place stored in a `place` column, or nil for NULL or text that is not one (a
    /// damaged value costs the label, never the toilet).
    static func place(from text: String?) -> ToiletPlace? {
        guard let text else { return nil }
        return try? JSONDecoder().decode(ToiletPlace.self, from: Data(text.utf8))
    }

    /// `toilet` with the place of its row's `place` column.
    static func placed(_ toilet: Toilet, _ text: String?) -> Toilet {
        var toilet = toilet
        toilet.place = place(from: text)
        return toilet
    }
}
