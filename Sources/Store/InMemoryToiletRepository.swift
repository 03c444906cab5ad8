import Foundation
import Geo
import Model

/// A repository held in memory: for tests and for a server run without a database.
public actor InMemoryToiletRepository: ToiletRepository, MapDataRepository {
    private var toilets: [Toilet.ID: Toilet] = [:]
    private var removed: Set<Toilet.ID> = []
    private var revisions: [ToiletRevision] = []
    private var regionInfo: [String: RegionInfo] = [:]
    private var nextToiletID: Int64 = 1
    private var mapData: [String: RegionMapData] = [:]
    private var version: Int64 = 0
    /// Each region's source records by source key (what every source gave, before merging).
    private var sourceRecords: [String: [String: ToiletDraft]] = [:]
    /// Each region's sources by dataset, as their last import described them.
    private var sources: [String: [String: RegionSource]] = [:]

    public init() {}

    public func toilet(id: Toilet.ID) -> Toilet? {
        removed.contains(id) ? nil : toilets[id]
    }

    public func nearby(_ center: Coordinate, radiusMeters: Double, needs: NeedsProfile, page: PageRequest) -> Page<NearbyToilet> {
        let radius = min(radiusMeters, ToiletRepositoryLimits.maxRadiusMeters)
        let hits = current(needs)
            .map { NearbyToilet(toilet: $0, distanceMeters: center.distanceMeters(to: $0.coordinate), bearingDegrees: center.bearingDegrees(to: $0.coordinate)) }
            .filter { $0.distanceMeters <= radius }
            .sorted { ($0.distanceMeters, $0.toilet.id) < ($1.distanceMeters, $1.toilet.id) }
        return Page(items: page.slice(hits), total: hits.count, request: page)
    }

    public func list(needs: NeedsProfile, since: DateFilter?, page: PageRequest) -> Page<Toilet> {
        let hits = current(needs)
            .filter { toilet in
                guard let since else { return true }
                return (since.field == .created ? toilet.createdAt : toilet.updatedAt) >= since.date
            }
            .sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        return Page(items: page.slice(hits), total: hits.count, request: page)
    }

    public func search(_ text: String, needs: NeedsProfile, page: PageRequest) -> Page<Toilet> {
        let queryTerms = SearchDocument.terms(of: text)
        guard !queryTerms.isEmpty else { return Page(items: [], total: 0, request: page) }
        let scored = current(needs).compactMap { toilet -> (Toilet, Double)? in
            let fields = SearchDocument(toilet).fields.map(SearchDocument.terms(of:))
            var score = 0.0
            for term in queryTerms {
                let weight = zip(fields, SearchDocument.weights)
                    .filter { words, _ in words.contains { $0.hasPrefix(term) } }
                    .map(\.1).max()
                guard let weight else { return nil }
                score += weight
            }
            return (toilet, score)
        }
        let hits = scored.sorted { ($0.1, $1.0.id) > ($1.1, $0.0.id) }.map(\.0)
        return Page(items: page.slice(hits), total: hits.count, request: page)
    }

    public func apply(_ read: RegionSnapshot, at now: Date) -> ImportReport {
        let existing = toilets.values.filter { $0.region == read.region && !removed.contains($0.id) }
        var records = sourceRecords[read.region] ?? [:]
        let datasets = read.datasets
        if read.isWholeSource { records = records.filter { !datasets.contains($0.value.sources.first?.dataset ?? "") } }
        for draft in read.toilets { records[draft.sourceKey] = draft }
        sourceRecords[read.region] = records
        sources[read.region, default: [:]][read.source.dataset] = RegionSource(
            region: read.region, description: read.source, importedAt: now,
            recordCount: records.values.count { $0.sources.first?.dataset == read.source.dataset })
        // The same merge as every repository's, over the records in key order.
        let merged = SourceMerge.merge(records.keys.sorted().compactMap { records[$0] }, storedKeys: Set(existing.map(\.sourceKey)))
        var snapshot = read
        snapshot.toilets = merged.drafts
        let diff = RegionDiff(current: existing, snapshot: snapshot)
        for draft in diff.additions {
            // A toilet removed earlier and now back keeps its id.
            let id = toilets.values.first { $0.sourceKey == draft.sourceKey }?.id ?? newID()
            let toilet = Toilet(id: id, revision: Int64(revisions.count + 1), draft: draft, snapshot: snapshot, at: now)
            record(toilet, .added, now)
        }
        for (old, draft) in diff.updates {
            record(old.updated(with: draft, revision: Int64(revisions.count + 1), snapshot: snapshot, at: now), .updated, now)
        }
        for old in diff.removals {
            removed.insert(old.id)
            revisions.append(ToiletRevision(id: Int64(revisions.count + 1), toiletID: old.id, change: .removed, createdAt: now, toilet: old))
        }
        // Derived places follow every import, also for toilets whose facts did not change.
        let places = Dictionary(snapshot.toilets.map { ($0.sourceKey, $0.place) }, uniquingKeysWith: { first, _ in first })
        for (id, toilet) in toilets where toilet.region == snapshot.region {
            if let place = places[toilet.sourceKey] { toilets[id]?.place = place }
        }
        if let data = snapshot.mapData { mapData[snapshot.region] = data }
        let count = toilets.values.filter { $0.region == snapshot.region && !removed.contains($0.id) }.count
        regionInfo[snapshot.region] = RegionInfo(
            name: snapshot.region, timeZoneIdentifier: snapshot.timeZoneIdentifier, dataTimestamp: snapshot.dataTimestamp,
            importedAt: now, sourceName: snapshot.sourceName, toiletCount: count)
        version &+= 1
        var report = diff.report
        report.records = merged.distinctRecords
        report.joined = merged.distinctRecords - merged.drafts.count
        return report
    }

    public func places(matching text: String, near: Coordinate?, limit: Int) -> [Place] {
        let hits = mapData.values.flatMap(\.places).filter { PlaceRanking.matches($0.name, query: text) }
        return Array(PlaceRanking.sorted(hits, query: text, near: near).prefix(max(0, limit)))
    }

    public func mapFeatures(in box: BoundingBox, limit: Int) -> [MapFeature] {
        let hits = mapData.values.flatMap(\.features).filter { feature in
            let b = feature.boundingBox
            return b.maxLatitude >= box.minLatitude && b.minLatitude <= box.maxLatitude
                && b.maxLongitude >= box.minLongitude && b.minLongitude <= box.maxLongitude
        }
        return Array(hits.enumerated().sorted { ($0.element.kind.drawOrder, $0.offset) < ($1.element.kind.drawOrder, $1.offset) }
            .map(\.element).prefix(max(0, limit)))
    }

    public func regions() -> [RegionInfo] {
        regionInfo.values.sorted { $0.name < $1.name }.map { info in
            var info = info
            let points = toilets.values.filter { $0.region == info.name && !removed.contains($0.id) }.map(\.coordinate)
            info.toiletCount = points.count
            info.boundingBox = points.isEmpty ? nil : BoundingBox(
                minLatitude: points.map(\.latitude).min() ?? 0, minLongitude: points.map(\.longitude).min() ?? 0,
                maxLatitude: points.map(\.latitude).max() ?? 0, maxLongitude: points.map(\.longitude).max() ?? 0)
            return info
        }
    }

    public func history(of id: Toilet.ID) -> [ToiletRevision] {
        revisions.filter { $0.toiletID == id }
    }

    public func dataVersion() -> Int64 {
        version
    }

    private func newID() -> Toilet.ID {
        defer { nextToiletID += 1 }
        return Toilet.ID(nextToiletID)
    }

    private func record(_ toilet: Toilet, _ change: ToiletRevision.Change, _ now: Date) {
        toilets[toilet.id] = toilet
        removed.remove(toilet.id)
        revisions.append(ToiletRevision(id: toilet.revision, toiletID: toilet.id, change: change, createdAt: now, toilet: toilet))
    }

    private func current(_ needs: NeedsProfile) -> [Toilet] {
        toilets.values.filter { !removed.contains($0.id) && needs.isMet(by: $0) }
    }
}

extension InMemoryToiletRepository: SourceRecordRepository {
    public func regionSources(_ region: String?) -> [RegionSource] {
        sources.filter { region == nil || $0.key == region }.sorted { $0.key < $1.key }
            .flatMap { $0.value.values.sorted { $0.description.dataset < $1.description.dataset } }
    }

    public func sourceRecords(_ keys: [String], region: String) -> [String: ToiletDraft] {
        keys.reduce(into: [:]) { found, key in found[key] = sourceRecords[region]?[key] }
    }
}
