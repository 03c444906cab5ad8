import Foundation
import GRDB
import Model
import Store

extension SQLiteToiletRepository {
    /// The ``RegionDiff`` of `snapshot` against the region's stored toilets, decoding only the
    /// records that may have changed.
    ///
    /// Decoding every stored record with `JSONDecoder` was over half of a no-change re-import
    /// (200,000 toilets). A stored toilet whose record reads, byte for byte, as the record its
    /// draft would give it (same id, revision and dates) is unchanged: the record holds every fact
    /// ``ToiletDraft/matches(_:)`` compares, and the region, time zone and country. Only the
    /// others are decoded and compared by ``RegionDiff``, so the plan is the same as decoding all.
    static func diff(_ snapshot: RegionSnapshot, db: Database) throws -> RegionDiff {
        // Positions, not drafts: a dictionary of 200,000 drafts (about 1 KB each inline) cost 400 MB.
        var drafts: [String: Int] = [:]
        drafts.reserveCapacity(snapshot.toilets.count)
        for (index, draft) in snapshot.toilets.enumerated() { drafts[draft.sourceKey] = index }
        var writer = ToiletRecordWriter()
        let decoder = ToiletRecordCoder.makeDecoder()
        var unchangedKeys = Set<String>()
        var current: [Toilet] = []
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, source_key, revision_id, created_at, updated_at, record FROM toilets WHERE region = ? AND is_removed = 0
            """, arguments: [snapshot.region])
        while let row = try rows.next() {
            let key: String = row[1], record: String = row[5]
            if let index = drafts[key] {
                let draft = snapshot.toilets[index]
                let candidate = Toilet(id: Toilet.ID(row[0] as Int64), revision: row[2], kind: draft.kind, coordinate: draft.coordinate,
                                       region: snapshot.region, timeZoneIdentifier: snapshot.timeZoneIdentifier,
                                       countryCode: snapshot.countryCode, sources: draft.sources, attributes: draft.attributes,
                                       hoursProblem: draft.hoursProblem, createdAt: Date(timeIntervalSince1970: row[3]),
                                       updatedAt: Date(timeIntervalSince1970: row[4]))
                if writer.encode(candidate) == record {
                    unchangedKeys.insert(key)
                    continue
                }
            }
            current.append(try ToiletRecordCoder.decode(record, with: decoder))
        }
        guard !unchangedKeys.isEmpty else { return RegionDiff(current: current, snapshot: snapshot) }
        var rest = snapshot
        rest.toilets = snapshot.toilets.filter { !unchangedKeys.contains($0.sourceKey) }
        var diff = RegionDiff(current: current, snapshot: rest)
        diff.unchangedCount += unchangedKeys.count
        return diff
    }
}
