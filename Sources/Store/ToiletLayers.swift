import Community
import Foundation
import Geo
import Model

/// One toilet as two layers: the base (what the import last read, or for a toilet the
/// community added, what its add said) and the community's approved edits and closures on top.
///
/// The toilet users see is always recomputed from both (``visible(applying:)``), never patched
/// in place, so it depends only on the set of approved contributions and not on the order they
/// were approved in: they are folded in canonical order (time, then id). Field by field, the
/// rule is ``FieldLayers``: the community's latest value shows while it is newer than the base's
/// last change of that field; when a later import changes the field, the import's value wins.
/// A closure ("permanently", "gone") removes the toilet while it is newer than the base's data:
/// only a source whose data is newer than the closure (an OSM edit made after it) brings the
/// toilet back. The time of the import is not the time of the data: a council list of 2021
/// merged in today, or an old extract imported again, says nothing about a toilet reported gone
/// this year.
public struct ToiletLayers: Sendable, Hashable {
    /// The base record.
    public var base: Toilet
    /// Each settable field's base value and since when it has had that value.
    public var sourceFields: [String: SourceField]
    /// When the base's newest data was made: its sources' newest timestamp (the time of the
    /// import for a source with none), the instant a closure must be older than to be undone.
    public var baseSince: Date

    public init(base: Toilet, sourceFields: [String: SourceField], baseSince: Date) {
        self.base = base
        self.sourceFields = sourceFields
        self.baseSince = baseSince
    }

    /// The layers of an imported toilet from the records its import revisions read, oldest
    /// first (nil: that import removed it). Nil when the last import removed the toilet.
    /// - Complexity: O(revisions × fields).
    public static func imported(_ revisions: [(at: Date, toilet: Toilet?)]) -> ToiletLayers? {
        var fields: [String: SourceField] = [:]
        for revision in revisions {
            guard let toilet = revision.toilet else { continue }
            fields = FieldLayers.reimport(fields, values: RecordFields.values(of: toilet.attributes), at: revision.at)
        }
        guard let last = revisions.last, let base = last.toilet else { return nil }
        return ToiletLayers(base: base, sourceFields: fields, baseSince: dataTime(of: revisions))
    }

    /// The newest data the revisions hold: each record's newest source timestamp, or, for a
    /// record none of whose sources has one, nothing (a source without dates, such as a council
    /// list, never outdates a closure). The first revision counts from its import.
    static func dataTime(of revisions: [(at: Date, toilet: Toilet?)]) -> Date {
        var newest = revisions.first?.at ?? .distantPast
        for revision in revisions {
            guard let toilet = revision.toilet else { continue }
            if let time = toilet.sources.compactMap(\.timestamp).max() { newest = max(newest, min(time, revision.at)) }
        }
        return newest
    }

    /// The layers of a toilet the community added with `add` (its fields, at `position`): the
    /// add's provenance is the record's first source, so its source key is
    /// `community:contribution/<id>`.
    public static func communityAdd(_ add: Contribution, fields: [String: String], position: Coordinate, id: Toilet.ID,
                                    region: String, timeZoneIdentifier: String, countryCode: String?) -> ToiletLayers {
        var attributes = ToiletAttributes()
        var since: [String: SourceField] = [:]
        for (field, value) in fields where RecordFields.set(field, to: value, in: &attributes, source: 0) {
            since[field] = SourceField(value: value, since: add.at)
        }
        let base = Toilet(id: id, kind: .dedicated, coordinate: position, region: region, timeZoneIdentifier: timeZoneIdentifier,
                          countryCode: countryCode, sources: [provenance(of: add)], attributes: attributes,
                          createdAt: add.at, updatedAt: add.at)
        return ToiletLayers(base: base, sourceFields: since, baseSince: add.at)
    }

    /// The provenance a contribution gives the values it set.
    public static func provenance(of contribution: Contribution) -> Provenance {
        Provenance(dataset: "community", elementType: "contribution", elementID: contribution.id, timestamp: contribution.at)
    }

    /// The toilet users see with `contributions` (approved ones, in any order) on top, or nil
    /// when an approved closure removed it. Each field a contribution gives names it: one
    /// community ``Provenance`` per contribution that still gives a field, appended to the base's
    /// sources in canonical order. Adds, invalid values and kinds that change no field are ignored.
    /// - Complexity: O(n log n) in the contributions, plus the fields.
    public func visible(applying contributions: [Contribution]) -> Toilet? {
        var winners: [String: (contribution: Contribution, value: String?)] = [:]
        var closedAt: Date?
        for contribution in contributions.sorted(by: Contribution.canonicalOrder) {
            switch contribution.kind {
            case .edit(let changes):
                for change in changes where change.to.map({ RecordFields.problem(field: change.field, value: $0) == nil })
                    ?? RecordFields.names.contains(change.field) {
                    if contribution.at > (sourceFields[change.field]?.since ?? .distantPast) {
                        winners[change.field] = (contribution, change.to)
                    }
                }
            case .reportClosed(let closure) where closure != .temporarily:
                if contribution.at > baseSince { closedAt = contribution.at }
            default:
                break
            }
        }
        if closedAt != nil { return nil }
        var toilet = base
        let givers = Set(winners.values.map(\.contribution)).sorted(by: Contribution.canonicalOrder)
        var index: [Int64: Int] = [:]
        for giver in givers {
            index[giver.id] = toilet.sources.count
            toilet.sources.append(Self.provenance(of: giver))
            toilet.updatedAt = max(toilet.updatedAt, giver.at)
        }
        for (field, winner) in winners.sorted(by: { $0.key < $1.key }) {
            RecordFields.set(field, to: winner.value, in: &toilet.attributes, source: index[winner.contribution.id] ?? 0)
        }
        return toilet
    }
}
