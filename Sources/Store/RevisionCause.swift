import Foundation

/// Who a toilet revision is written for: the `source`, `author` and `contribution_id` columns
/// of `toilet_revisions`.
public struct RevisionCause: Sendable, Hashable {
    public var source: ToiletRevision.Source
    /// The contributing device's token hash (community revisions only).
    public var author: String?
    public var contributionID: Int64?

    public static let `import` = RevisionCause(source: .import)

    public static func moderator() -> RevisionCause { RevisionCause(source: .moderator) }

    public init(source: ToiletRevision.Source, author: String? = nil, contributionID: Int64? = nil) {
        self.source = source
        self.author = author
        self.contributionID = contributionID
    }
}
