import Foundation
import Model
import PostgresNIO
import Store

extension PostgresStore {
    /// The ``RegionDiff`` of `snapshot` against the region's stored imported toilets.
    ///
    /// Every stored record of the region is decoded (SQLite compares the record text first and
    /// decodes only changed ones, an optimisation for 200,000-toilet re-imports; the plan is the
    /// same). Toilets the community added are never part of it; a toilet the community changed
    /// (`layered`) is compared by the record its last import read, so an import bringing the same
    /// data again leaves the community's changes alone.
    /// - Complexity: O(n) rows of the region, read by its index.
    static func diff(_ snapshot: RegionSnapshot, layered: [Int64: LayeredToilet], sql: SQL) async throws -> RegionDiff {
        let rows = try await sql.rows("""
            SELECT id, record FROM toilets
            WHERE region = \(snapshot.region) AND NOT is_removed AND source_key NOT LIKE 'community:%'
            """)
        let decoder = ToiletRecordCoder.makeDecoder()
        var current: [Toilet] = []
        current.reserveCapacity(rows.count)
        for row in rows {
            let (id, record) = try row.decode((Int64, String).self)
            if layered[id] != nil { continue }
            current.append(try ToiletRecordCoder.decode(record, with: decoder))
        }
        current += layered.values.map(\.imported)
        return RegionDiff(current: current, snapshot: snapshot)
    }

    /// An imported toilet the community changed: what its last import read, and whether it is removed.
    struct LayeredToilet {
        var imported: Toilet
        var isRemoved: Bool
    }

    /// The imported toilets of `region` the community changed (present, or removed by a closure),
    /// by id, with the record their last import read and whether they are removed.
    /// - Complexity: O(community revisions) through their partial index, plus their imports.
    static func layered(region: String, sql: SQL) async throws -> [Int64: LayeredToilet] {
        let rows = try await sql.rows("""
            SELECT t.id, t.is_removed FROM toilets t
            WHERE t.id IN (SELECT toilet_id FROM toilet_revisions WHERE source <> 'import')
              AND t.region = \(region) AND t.source_key NOT LIKE 'community:%'
            """)
        var layered: [Int64: LayeredToilet] = [:]
        for row in rows {
            let (id, isRemoved) = try row.decode((Int64, Bool).self)
            // The last import removed it: it is no longer the import's, whatever the community did.
            guard let imported = try await importedRevisions(toilet: id, sql: sql).last?.toilet else { continue }
            layered[id] = LayeredToilet(imported: imported, isRemoved: isRemoved)
        }
        return layered
    }
}
