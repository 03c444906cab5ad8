import Foundation
import Model
import PostgresNIO
import Store

extension PostgresStore {
    /// What ``mergeSources(_:now:sql:)`` read and joined.
    struct MergeCounts {
        var records: Int
        var joined: Int
    }

    /// Keeps the snapshot's drafts as its source's records, records the source in the region's
    /// list, and returns the snapshot of the region's toilets: the records of every source of
    /// the region merged by ``SourceMerge``. As in SQLite, a region whose only source is one OSM
    /// dataset skips the merge and keeps no records of its own (each toilet's imported record is
    /// its record) until another source comes.
    /// - Complexity: O(n) writes for the snapshot's n drafts, plus, when the region has other
    ///   sources, a read of all its r records and the merge (O(r + p log p)).
    static func mergeSources(_ snapshot: RegionSnapshot, now: Date, sql: SQL) async throws -> (RegionSnapshot, MergeCounts) {
        let source = snapshot.source, datasets = snapshot.datasets, region = snapshot.region
        let listed = Set(try await sql.values("SELECT dataset FROM region_sources WHERE region = \(region)", as: String.self))
        let osmAlone = snapshot.isWholeSource && datasets.count == 1 && datasets.isSubset(of: SourceTrust.osmDatasets) && listed.isSubset(of: datasets)
        if !osmAlone {
            try await keepRecords(region: region, datasets: snapshot.isWholeSource ? listed.subtracting(datasets) : listed, sql: sql)
        }
        if snapshot.isWholeSource {
            for dataset in datasets {
                try await sql.execute("DELETE FROM source_records WHERE region = \(region) AND dataset = \(dataset)")
            }
        }
        if !osmAlone { try await writeRecords(of: snapshot, sql: sql) }
        let count = osmAlone ? Set(snapshot.toilets.map(\.sourceKey)).count
            : try await sql.value("SELECT COUNT(*) FROM source_records WHERE region = \(region) AND dataset = \(source.dataset)", as: Int.self) ?? 0
        try await sql.execute("""
            INSERT INTO region_sources (region, dataset, file_name, format, licence, licence_stated, attribution, url, imported_at, record_count)
            VALUES (\(region), \(source.dataset), \(source.fileName), \(source.format), \(source.licence), \(source.licenceIsStated),
                    \(source.attribution), \(source.url), \(now.timeIntervalSince1970), \(count))
            ON CONFLICT (region, dataset) DO UPDATE SET file_name = excluded.file_name, format = excluded.format,
                licence = excluded.licence, licence_stated = excluded.licence_stated, attribution = excluded.attribution,
                url = excluded.url, imported_at = excluded.imported_at, record_count = excluded.record_count
            """)
        if osmAlone { return (snapshot, MergeCounts(records: count, joined: 0)) }
        var records = snapshot.isWholeSource ? snapshot.toilets : []
        records += try await sourceRecords(region: region, except: snapshot.isWholeSource ? datasets : [], sql: sql)
        let keys = Set(try await sql.values("SELECT source_key FROM toilets WHERE region = \(region) AND NOT is_removed", as: String.self))
        let merged = SourceMerge.merge(records, storedKeys: keys)
        var result = snapshot
        result.toilets = merged.drafts
        return (result, MergeCounts(records: merged.distinctRecords, joined: merged.distinctRecords - merged.drafts.count))
    }

    /// Copies the records of `datasets` the region does not keep yet (an OSM dataset that was its
    /// only source) from each toilet's last imported revision; toilets an import removed are not.
    static func keepRecords(region: String, datasets: Set<String>, sql: SQL) async throws {
        for dataset in datasets.sorted() {
            let kept = try await sql.value("SELECT EXISTS (SELECT 1 FROM source_records WHERE region = \(region) AND dataset = \(dataset))",
                                           as: Bool.self) ?? false
            guard !kept else { continue }
            try await sql.execute("""
                INSERT INTO source_records (region, dataset, source_key, record, place)
                SELECT t.region, \(dataset), t.source_key, COALESCE(r.imported, r.record), t.place
                FROM toilets t JOIN toilet_revisions r
                  ON r.id = (SELECT MAX(id) FROM toilet_revisions WHERE toilet_id = t.id AND source = 'import')
                WHERE t.region = \(region) AND t.source_key LIKE \(dataset + ":%") AND r.change <> 'removed'
                ON CONFLICT DO NOTHING
                """)
        }
    }

    /// Writes each draft as a record of its own dataset (a later one with the same key replaces it).
    private static func writeRecords(of snapshot: RegionSnapshot, sql: SQL) async throws {
        let encoder = ToiletRecordCoder.makeEncoder()
        let epoch = Date(timeIntervalSince1970: 0)
        for index in snapshot.toilets.indices {
            let draft = snapshot.toilets[index]
            let toilet = Toilet(id: Toilet.ID(0), kind: draft.kind, coordinate: draft.coordinate, region: snapshot.region,
                                timeZoneIdentifier: snapshot.timeZoneIdentifier, sources: draft.sources, attributes: draft.attributes,
                                hoursProblem: draft.hoursProblem, createdAt: epoch, updatedAt: epoch)
            let record = try ToiletRecordCoder.encode(toilet, with: encoder)
            let place = ToiletPlaceCoder.encode(draft.place)
            let dataset = draft.sources.first?.dataset ?? snapshot.source.dataset
            try await sql.execute("""
                INSERT INTO source_records (region, dataset, source_key, record, place)
                VALUES (\(snapshot.region), \(dataset), \(draft.sourceKey), \(record), \(place))
                ON CONFLICT (region, source_key) DO UPDATE SET dataset = excluded.dataset, record = excluded.record, place = excluded.place
                """)
        }
    }

    /// A source record (a draft stored as a toilet record, id 0) and its `place` column as the draft.
    static func draft(record: String, place: String?) throws -> ToiletDraft {
        let toilet = try ToiletRecordCoder.decode(record)
        return ToiletDraft(kind: toilet.kind, coordinate: toilet.coordinate, sources: toilet.sources, attributes: toilet.attributes,
                           hoursProblem: toilet.hoursProblem, place: ToiletPlaceCoder.decode(place))
    }

    /// The region's source records as drafts, in key order, leaving out the datasets in `except`.
    static func sourceRecords(region: String, except: Set<String>, sql: SQL) async throws -> [ToiletDraft] {
        try await sql.rows("SELECT record, place, dataset FROM source_records WHERE region = \(region) ORDER BY source_key COLLATE \"C\"")
            .compactMap { row in
                let (record, place, dataset) = try row.decode((String, String?, String).self)
                return except.contains(dataset) ? nil : try draft(record: record, place: place)
            }
    }
}

extension PostgresStore: SourceRecordRepository {
    /// The sources of `region` (every region when nil), by region and dataset.
    public func regionSources(_ region: String?) async throws -> [RegionSource] {
        try await query("""
            SELECT region, dataset, file_name, format, licence, licence_stated, attribution, url, imported_at, record_count
            FROM region_sources WHERE \(region)::text IS NULL OR region = \(region) ORDER BY region COLLATE "C", dataset COLLATE "C"
            """).map { row in
            let (region, dataset, file, format, licence, stated, attribution, url, importedAt, count) = try row.decode(
                (String, String, String, String, String, Bool, String, String?, Double, Int).self)
            return RegionSource(region: region, description: SourceDescription(dataset: dataset, fileName: file, format: format, licence: licence,
                                                                               licenceIsStated: stated, attribution: attribution, url: url),
                                importedAt: Date(timeIntervalSince1970: importedAt), recordCount: count)
        }
    }

    /// The country the region's toilets' public holidays follow, if any: read from the first
    /// current record that has the key, decoded in Swift. (`record::jsonb` fails on a record
    /// holding `\u0000`, which JSON allows and jsonb refuses.) In JSON text `"countryCode":`
    /// can only be that key: a quote inside a string value is escaped.
    public func countryCode(of region: String) async throws -> String? {
        let record = try await query("""
            SELECT record FROM toilets WHERE region = \(region) AND NOT is_removed AND strpos(record, '"countryCode":') > 0
              AND strpos(record, '"countryCode":null') = 0 LIMIT 1
            """).first?.decode(String.self)
        return try record.map(ToiletRecordCoder.decode)?.countryCode
    }

    /// Each source record of `keys` in `region`, as its source gave it, by key.
    public func sourceRecords(_ keys: [String], region: String) async throws -> [String: ToiletDraft] {
        guard !keys.isEmpty else { return [:] }
        var found: [String: ToiletDraft] = [:]
        for row in try await query("SELECT source_key, record, place FROM source_records WHERE region = \(region) AND source_key = ANY(\(keys))") {
            let (key, record, place) = try row.decode((String, String, String?).self)
            found[key] = try Self.draft(record: record, place: place)
        }
        return found
    }

    /// Every source record of `region`, as its source gave it, in key order (for the merge report).
    public func allSourceRecords(region: String) async throws -> [ToiletDraft] {
        try await read { sql in try await Self.sourceRecords(region: region, except: [], sql: sql) }
    }
}
