import Foundation

/// What the approved contributions make of a toilet's record: its fields, and whether it was
/// closed for good or is gone.
///
/// Fields are the store's attribute names with their values as text (`wheelchair` → `yes`,
/// `opening_hours` → `Mo-Fr 08:00-18:00`); a missing field is unknown.
public struct CommunityRecord: Hashable, Sendable {
    public var fields: [String: String]
    public var removed: ClosureKind?

    public init(fields: [String: String] = [:], removed: ClosureKind? = nil) {
        self.fields = fields
        self.removed = removed
    }

    /// The record after every approved contribution, applied in canonical order to `base`
    /// (the imported record, or empty for a toilet a device added):
    /// - an added toilet's fields are set (over the base: the add is the first revision);
    /// - an edit sets each changed field to its new value (nil makes it unknown); the last
    ///   approved edit of a field wins, whatever it saw before;
    /// - an approved "closed for good" or "gone" removes the toilet;
    /// - confirmations, answers, ratings, votes, comments and "closed for now" reports change no
    ///   field.
    /// Pending and rejected contributions change nothing.
    /// - Complexity: O(n log n + changed fields).
    public static func applying(_ contributions: [ReviewedContribution], to base: CommunityRecord = CommunityRecord()) -> CommunityRecord {
        var record = base
        for contribution in contributions.publicContributions() {
            switch contribution.kind {
            case .add(let fields):
                record.fields.merge(fields) { _, added in added }
            case .edit(let changes):
                for change in changes { record.fields[change.field] = change.to }
            case .reportClosed(let kind) where kind != .temporarily:
                record.removed = kind
            default:
                break
            }
        }
        return record
    }
}
