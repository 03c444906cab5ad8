import Foundation
import Model

/// What applying a ``RegionSnapshot`` to a region's current toilets must do.
///
/// Pure, so every repository computes the same plan and the contract suite tests it once.
public struct RegionDiff: Sendable {
    /// Drafts with no toilet yet.
    public var additions: [ToiletDraft] = []
    /// Existing toilets whose facts changed, with the draft that replaces them.
    public var updates: [(existing: Toilet, draft: ToiletDraft)] = []
    /// Toilets no longer in the source.
    public var removals: [Toilet] = []
    public var unchangedCount = 0

    /// Compares the region's current toilets (keyed by ``Toilet/sourceKey``) with the snapshot.
    /// When the snapshot names one source key twice, the last draft wins.
    public init(current: [Toilet], snapshot: RegionSnapshot) {
        var bySourceKey: [String: Toilet] = [:]
        bySourceKey.reserveCapacity(current.count)
        for toilet in current { bySourceKey[toilet.sourceKey] = toilet }
        // Positions in `snapshot.toilets`, not drafts: drafts are about 1 KB each inline, and a
        // dictionary of 200,000 of them cost more memory than the drafts' own array.
        var drafts: [String: Int] = [:]
        drafts.reserveCapacity(snapshot.toilets.count)
        var order: [String] = []
        order.reserveCapacity(snapshot.toilets.count)
        for (index, draft) in snapshot.toilets.enumerated() {
            if drafts.updateValue(index, forKey: draft.sourceKey) == nil { order.append(draft.sourceKey) }
        }
        for key in order {
            guard let index = drafts[key] else { continue }
            let draft = snapshot.toilets[index]
            if let existing = bySourceKey[key] {
                if draft.matches(existing) && existing.timeZoneIdentifier == snapshot.timeZoneIdentifier
                    && existing.countryCode == snapshot.countryCode {
                    unchangedCount += 1
                } else {
                    updates.append((existing, draft))
                }
            } else {
                additions.append(draft)
            }
        }
        removals = current.filter { drafts[$0.sourceKey] == nil }.sorted { $0.id < $1.id }
    }

    /// The report of this plan.
    public var report: ImportReport {
        var report = ImportReport()
        report.added = additions.map(\.sourceKey)
        report.updated = updates.map(\.existing.sourceKey)
        report.removed = removals.map(\.sourceKey)
        report.unchanged = unchangedCount
        return report
    }
}

extension Toilet {
    /// A new toilet made from `draft`.
    public init(id: ID, revision: Int64, draft: ToiletDraft, snapshot: RegionSnapshot, at now: Date) {
        self.init(
            id: id, revision: revision, kind: draft.kind, coordinate: draft.coordinate, region: snapshot.region,
            timeZoneIdentifier: snapshot.timeZoneIdentifier, countryCode: snapshot.countryCode, sources: draft.sources,
            attributes: draft.attributes, hoursProblem: draft.hoursProblem, createdAt: draft.sources.first?.timestamp ?? now, updatedAt: draft.sources.first?.timestamp ?? now)
        place = draft.place
    }

    /// This toilet with the facts of `draft`, keeping its id and creation time.
    public func updated(with draft: ToiletDraft, revision: Int64, snapshot: RegionSnapshot, at now: Date) -> Toilet {
        var toilet = self
        toilet.countryCode = snapshot.countryCode
        toilet.hoursProblem = draft.hoursProblem
        toilet.revision = revision
        toilet.kind = draft.kind
        toilet.coordinate = draft.coordinate
        toilet.sources = draft.sources
        toilet.attributes = draft.attributes
        toilet.place = draft.place
        toilet.timeZoneIdentifier = snapshot.timeZoneIdentifier
        toilet.updatedAt = max(createdAt, draft.sources.first?.timestamp ?? now)
        return toilet
    }
}
