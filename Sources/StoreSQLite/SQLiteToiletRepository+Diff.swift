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
    ///
    /// Toilets the community added are never part of it (their source key is not the import's).
    /// A toilet the community changed (``layered``) is compared by the record its last import
    /// read, not by the one stored, so an import that brings the same data again leaves the
    /// community's changes alone (a closed one stays removed).
    static func diff(_ snapshot: RegionSnapshot, layered: [Int64: LayeredToilet], db: Database) throws -> RegionDiff {
        // Positions, not drafts: a dictionary of 200,000 drafts (about 1 KB each inline) cost 400 MB.
        var drafts: [String: Int] = [:]
        drafts.reserveCapacity(snapshot.toilets.count)
        for (index, draft) in snapshot.toilets.enumerated() { drafts[draft.sourceKey] = index }
        var writer = ToiletRecordWriter()
        let decoder = ToiletRecordCoder.makeDecoder()
        var unchangedKeys = Set<String>()
        var current: [Toilet] = []
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, source_key, revision_id, created_at, updated_at, record FROM toilets
            WHERE region = ? AND is_removed = 0 AND source_key NOT LIKE 'community:%'
            """, arguments: [snapshot.region])
        while let row = try rows.next() {
            let key: String = row[1], record: String = row[5]
            if layered[row[0]] != nil { continue }
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
        current += layered.values.map(\.imported)
        guard !unchangedKeys.isEmpty else { return RegionDiff(current: current, snapshot: snapshot) }
        var rest = snapshot
        rest.toilets = snapshot.toilets.filter { !unchangedKeys.contains($0.sourceKey) }
        var diff = RegionDiff(current: current, snapshot: rest)
        diff.unchangedCount += unchangedKeys.count
        return diff
    }

    /// An imported toilet the community changed: what its last import read, and whether it is removed.
    struct LayeredToilet {
        var imported: Toilet
        var isRemoved: Bool
    }

    /// The imported toilets of `region` the community changed (present, or removed by a
    /// closure), by id, with the record their last import read and whether they are removed.
    /// - Complexity: O(community revisions) through their partial index, plus their imports.
    static func layered(region: String, db: Database) throws -> [Int64: LayeredToilet] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT t.id, t.is_removed FROM toilets t
            WHERE t.id IN (SELECT toilet_id FROM toilet_revisions WHERE source <> 'import')
              AND +t.region = ? AND t.source_key NOT LIKE 'community:%'
            """, arguments: [region]) // `+`: look the few ids up, rather than read the region's index

        var layered: [Int64: LayeredToilet] = [:]
        for row in rows {
            let id: Int64 = row[0]
            // The last import removed it: it is no longer the import's, whatever the community did.
            guard let imported = try importedRevisions(toilet: id, db: db).last?.toilet else { continue }
            layered[id] = LayeredToilet(imported: imported, isRemoved: (row[1] as Int) != 0)
        }
        return layered
    }
}
