import Foundation
import GRDB
import Model
import Store

extension SQLiteToiletRepository {
    /// What ``mergeSources(_:now:db:)`` read and joined.
    struct MergeCounts {
        var records: Int
        var joined: Int
    }

    /// Keeps the snapshot's drafts as its source's records (``RegionSnapshot/source``), records
    /// the source in the region's list, and returns the snapshot of the region's toilets: the
    /// records of every source of the region merged by ``SourceMerge``.
    ///
    /// An OSM file alone is its own merge (OSM records never join each other), so a region whose
    /// only source is one OSM dataset skips the merge, and does not keep its records twice: each
    /// toilet's imported record is its record. A 200,000-toilet import wrote 236 MB more (+48 %)
    /// and took about 1 s longer when it kept them (BENCHMARKS.md). When another source comes,
    /// those records are first copied from the toilets' last imported revisions
    /// (``keepRecords(region:datasets:db:)``).
    /// - Complexity: O(n) writes for the snapshot's n drafts, plus, when the region has other
    ///   sources, a read of all its r records and the merge (O(r + p log p)).
    static func mergeSources(_ snapshot: RegionSnapshot, now: Date, db: Database) throws -> (RegionSnapshot, MergeCounts) {
        let source = snapshot.source
        let datasets = snapshot.datasets
        let listed = Set(try String.fetchAll(db, sql: "SELECT dataset FROM region_sources WHERE region = ?", arguments: [snapshot.region]))
        let osmAlone = snapshot.isWholeSource && datasets.count == 1 && datasets.isSubset(of: SourceTrust.osmDatasets) && listed.isSubset(of: datasets)
        if !osmAlone { try keepRecords(region: snapshot.region, datasets: snapshot.isWholeSource ? listed.subtracting(datasets) : listed, db: db) }
        if snapshot.isWholeSource {
            for dataset in datasets {
                try db.execute(sql: "DELETE FROM source_records WHERE region = ? AND dataset = ?", arguments: [snapshot.region, dataset])
            }
        }
        if !osmAlone { try writeRecords(of: snapshot, db: db) }
        let count = osmAlone ? Set(snapshot.toilets.map(\.sourceKey)).count
            : try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM source_records WHERE region = ? AND dataset = ?",
                               arguments: [snapshot.region, source.dataset]) ?? 0
        try db.execute(sql: """
            INSERT OR REPLACE INTO region_sources (region, dataset, file_name, format, licence, licence_stated, attribution, url, imported_at, record_count)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [snapshot.region, source.dataset, source.fileName, source.format, source.licence, source.licenceIsStated,
                             source.attribution, source.url, now.timeIntervalSince1970, count])
        if osmAlone { return (snapshot, MergeCounts(records: count, joined: 0)) }
        var records = snapshot.isWholeSource ? snapshot.toilets : []
        records += try sourceRecords(region: snapshot.region, except: snapshot.isWholeSource ? datasets : [], db: db)
        let keys = Set(try String.fetchAll(db, sql: "SELECT source_key FROM toilets WHERE region = ? AND is_removed = 0",
                                             arguments: [snapshot.region]))
        let merged = SourceMerge.merge(records, storedKeys: keys)
        var result = snapshot
        result.toilets = merged.drafts
        return (result, MergeCounts(records: merged.distinctRecords, joined: merged.distinctRecords - merged.drafts.count))
    }

    /// Copies the records of `datasets` that the region does not keep yet (an OSM dataset that was
    /// the region's only source) from each toilet's last imported revision: what that import read.
    /// Toilets the community closed are included (the import still lists them); toilets an
    /// import removed are not.
    static func keepRecords(region: String, datasets: Set<String>, db: Database) throws {
        for dataset in datasets.sorted() {
            let kept = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM source_records WHERE region = ? AND dataset = ?)",
                                         arguments: [region, dataset]) ?? false
            guard !kept else { continue }
            try db.execute(sql: """
                INSERT OR IGNORE INTO source_records (region, dataset, source_key, record, place)
                SELECT t.region, ?1, t.source_key, COALESCE(r.imported, \(ToiletRowWriter.recordSQL)), t.place
                FROM toilets t JOIN toilet_revisions r
                  ON r.id = (SELECT MAX(id) FROM toilet_revisions WHERE toilet_id = t.id AND source = 'import')
                WHERE t.region = ?2 AND t.source_key LIKE ?1 || ':%' AND r.change <> 'removed'
                """, arguments: [dataset, region])
        }
    }

    /// Writes each draft of the snapshot as a record of its own dataset (a later one with the same key replaces it).
    private static func writeRecords(of snapshot: RegionSnapshot, db: Database) throws {
        let insert = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO source_records (region, dataset, source_key, record, place) VALUES (?, ?, ?, ?, ?)
            """)
        var writer = ToiletRecordWriter()
        let encoder = ToiletRecordCoder.makeEncoder(), placeEncoder = JSONEncoder()
        placeEncoder.outputFormatting = [.sortedKeys]
        let epoch = Date(timeIntervalSince1970: 0)
        for index in snapshot.toilets.indices {
            let draft = snapshot.toilets[index]
            let toilet = Toilet(id: Toilet.ID(0), kind: draft.kind, coordinate: draft.coordinate, region: snapshot.region,
                                timeZoneIdentifier: snapshot.timeZoneIdentifier, sources: draft.sources, attributes: draft.attributes,
                                hoursProblem: draft.hoursProblem, createdAt: epoch, updatedAt: epoch)
            let record = try writer.encode(toilet) ?? ToiletRecordCoder.encode(toilet, with: encoder)
            let place = try draft.place.map { String(decoding: try placeEncoder.encode($0), as: UTF8.self) }
            try insert.execute(arguments: [snapshot.region, draft.sources.first?.dataset ?? snapshot.source.dataset, draft.sourceKey, record, place])
        }
    }

    /// A source record (a draft stored as a toilet record, id 0) and its `place` column as the draft.
    static func draft(record: String, place text: String?, decoder: inout ToiletRecordDecoder) throws -> ToiletDraft {
        let toilet = try decoder.decode(record)
        return ToiletDraft(kind: toilet.kind, coordinate: toilet.coordinate, sources: toilet.sources, attributes: toilet.attributes,
                           hoursProblem: toilet.hoursProblem, place: ToiletPlaceCoder.decode(text))
    }

    /// The region's source records as drafts, leaving out the datasets in `except`.
    static func sourceRecords(region: String, except: Set<String>, db: Database) throws -> [ToiletDraft] {
        var decoder = ToiletRecordDecoder()
        var drafts: [ToiletDraft] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT record, place, dataset FROM source_records WHERE region = ? ORDER BY source_key",
                                       arguments: [region])
        while let row = try rows.next() {
            if except.contains(row[2] as String) { continue }
            drafts.append(try draft(record: row[0], place: row[1], decoder: &decoder))
        }
        return drafts
    }
}

extension SQLiteToiletRepository: SourceRecordRepository {
    /// The sources of `region` (every region when nil), by region and dataset.
    public func regionSources(_ region: String?) async throws -> [RegionSource] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT region, dataset, file_name, format, licence, licence_stated, attribution, url, imported_at, record_count
                FROM region_sources WHERE ?1 IS NULL OR region = ?1 ORDER BY region, dataset
                """, arguments: [region]).map { row in
                RegionSource(region: row[0], description: SourceDescription(dataset: row[1], fileName: row[2], format: row[3], licence: row[4],
                                                                            licenceIsStated: row[5], attribution: row[6], url: row[7]),
                             importedAt: Date(timeIntervalSince1970: row[8]), recordCount: row[9])
            }
        }
    }

    /// The country the region's toilets' public holidays follow (one import gives all of a
    /// region's toilets the same), if any.
    public func countryCode(of region: String) async throws -> String? {
        try await writer.read { db in
            try String.fetchOne(db, sql: """
                SELECT json_extract(record, '$.countryCode') FROM toilets
                WHERE region = ? AND is_removed = 0 AND json_extract(record, '$.countryCode') IS NOT NULL LIMIT 1
                """, arguments: [region])
        }
    }

    /// Each source record of `keys` in `region`, as its source gave it, by key.
    public func sourceRecords(_ keys: [String], region: String) async throws -> [String: ToiletDraft] {
        try await writer.read { db in
            var decoder = ToiletRecordDecoder()
            var found: [String: ToiletDraft] = [:]
            for key in keys {
                guard let row = try Row.fetchOne(db, sql: "SELECT record, place FROM source_records WHERE region = ? AND source_key = ?",
                                                 arguments: [region, key]) else { continue }
                found[key] = try Self.draft(record: row[0], place: row[1], decoder: &decoder)
            }
            return found
        }
    }
}

extension SQLiteToiletRepository {
    /// Every source record of `region`, as its source gave it, in key order (for the merge report).
    public func allSourceRecords(region: String) async throws -> [ToiletDraft] {
        try await writer.read { db in try Self.sourceRecords(region: region, except: [], db: db) }
    }
}
