import Foundation
import Model

/// One revision of a toilet: what it was from `createdAt` on, or that it was removed.
public struct ToiletRevision: Sendable, Hashable, Codable {
    public enum Change: String, Sendable, Hashable, Codable { case added, updated, removed }

    /// Who made a revision.
    public enum Source: String, Sendable, Hashable, Codable {
        /// An import of the region's source data.
        case `import`
        /// An approved contribution (``ToiletRevision/contributionID`` names it).
        case community
        /// A moderator's revert of an earlier revision.
        case moderator
    }

    public var id: Int64
    public var toiletID: Toilet.ID
    public var change: Change
    public var createdAt: Date
    /// The toilet as of this revision (the last known state for `.removed`).
    public var toilet: Toilet
    public var source: Source
    /// The contributing device's token hash (community revisions only).
    public var author: String?
    /// The contribution whose approval made this revision (community revisions only).
    public var contributionID: Int64?

    public init(id: Int64, toiletID: Toilet.ID, change: Change, createdAt: Date, toilet: Toilet,
                source: Source = .import, author: String? = nil, contributionID: Int64? = nil) {
        self.id = id
        self.toiletID = toiletID
        self.change = change
        self.createdAt = createdAt
        self.toilet = toilet
        self.source = source
        self.author = author
        self.contributionID = contributionID
    }
}
