import Foundation

/// Where a visible field value comes from.
public enum FieldSource: String, Hashable, Sendable {
    case osm, community
}

/// One field as the imported source gives it: its value (nil: unknown) and when the import
/// first saw that value.
public struct SourceField: Hashable, Sendable {
    public let value: String?
    public let since: Date

    public init(value: String?, since: Date) {
        self.value = value
        self.since = since
    }
}

/// A field as users see it: the value, which layer gave it, and since when.
public struct VisibleField: Hashable, Sendable {
    public let value: String?
    public let source: FieldSource
    public let since: Date

    public init(value: String?, source: FieldSource, since: Date) {
        self.value = value
        self.source = source
        self.since = since
    }
}

/// Community edits on top of imported data, field by field, so that a re-import never erases
/// them.
///
/// Each field has two layers: the source's value with the time it last *changed* (a re-import
/// that brings the same value does not move that time), and the community's latest approved
/// value with the time it was approved. Users see the newer one. So a community edit stays on
/// top of the OSM value until OSM itself changes that field, and then OSM's newer value wins.
/// Neither layer is ever overwritten by the other: both stay in history.
public enum FieldLayers {
    /// The source layer after an import at `now` that read `values`: a field whose value is the
    /// same keeps its time; a changed, new or vanished field (vanished: now unknown) starts at `now`.
    /// - Complexity: O(fields).
    public static func reimport(_ previous: [String: SourceField], values: [String: String], at now: Date) -> [String: SourceField] {
        var next: [String: SourceField] = [:]
        for field in Set(previous.keys).union(values.keys) {
            let value = values[field]
            if let old = previous[field], old.value == value {
                next[field] = old
            } else {
                next[field] = SourceField(value: value, since: now)
            }
        }
        return next
    }

    /// What users see of each field: the community's latest approved value where it is newer
    /// than the source's last change, else the source's.
    /// - Complexity: O(n log n) in the contributions, plus the fields.
    public static func visible(source: [String: SourceField], contributions: [ReviewedContribution]) -> [String: VisibleField] {
        var community: [String: VisibleField] = [:]
        for contribution in contributions.publicContributions() {
            switch contribution.kind {
            case .add(let fields):
                for (field, value) in fields { community[field] = VisibleField(value: value, source: .community, since: contribution.at) }
            case .edit(let changes):
                for change in changes { community[change.field] = VisibleField(value: change.to, source: .community, since: contribution.at) }
            default:
                break
            }
        }
        var visible: [String: VisibleField] = [:]
        for field in Set(source.keys).union(community.keys) {
            let imported = source[field].map { VisibleField(value: $0.value, source: .osm, since: $0.since) }
            switch (imported, community[field]) {
            case (let imported?, let edited?): visible[field] = edited.since > imported.since ? edited : imported
            case (let imported?, nil): visible[field] = imported
            case (nil, let edited?): visible[field] = edited
            case (nil, nil): break
            }
        }
        return visible
    }
}
