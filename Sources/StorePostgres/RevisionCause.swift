import Model
import Store

/// Who a toilet revision is written for: the `source`, `author` and `contribution_id` columns
/// of `toilet_revisions`.
struct RevisionCause: Sendable, Hashable {
    var source: ToiletRevision.Source
    /// The contributing device's token hash (community revisions only).
    var author: String?
    var contributionID: Int64?

    static let `import` = RevisionCause(source: .import)

    static func moderator() -> RevisionCause { RevisionCause(source: .moderator) }
}
