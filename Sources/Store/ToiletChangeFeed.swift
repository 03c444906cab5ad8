import Foundation
import Model

/// One toilet that changed, as the change feed lists it.
public struct ToiletChange: Sendable, Hashable {
    /// The revision this item stands for (the toilet's latest in the page): resume after it.
    public var cursor: Int64
    public var toiletID: Toilet.ID
    /// What that revision did.
    public var change: ToiletRevision.Change
    /// The toilet as it is now; nil when it is removed.
    public var toilet: Toilet?

    public init(cursor: Int64, toiletID: Toilet.ID, change: ToiletRevision.Change, toilet: Toilet?) {
        self.cursor = cursor
        self.toiletID = toiletID
        self.change = change
        self.toilet = toilet
    }
}

/// One page of the change feed.
public struct ToiletChanges: Sendable, Hashable {
    /// Each toilet changed in the page's range of revisions once, by its latest revision there.
    public var items: [ToiletChange]
    /// The cursor to ask with next (the last revision the page covered; the asked one when empty).
    public var next: Int64
    /// Whether there are revisions after `next`.
    public var more: Bool

    public init(items: [ToiletChange], next: Int64, more: Bool) {
        self.items = items
        self.next = next
        self.more = more
    }
}

/// The change feed over every toilet's revisions (imports, approved contributions, reverts),
/// for clients that keep a copy (`GET /api/updates?since=`).
public protocol ToiletChangeFeed: Sendable {
    /// The toilets changed by revisions after `cursor` (0: from the beginning), at most
    /// `limit` revisions (clamped to 1…``maxLimit``) read.
    /// - Complexity: O(limit) with the revisions' primary key: never a scan of older revisions.
    func changes(after cursor: Int64, limit: Int) async throws -> ToiletChanges

    /// The newest revision's cursor (0 when there is none): where a client with a fresh copy starts.
    /// - Complexity: O(log n), the end of the primary key.
    func latestCursor() async throws -> Int64
}

extension ToiletChangeFeed {
    /// The most revisions one page reads.
    public static var maxLimit: Int { 1_000 }
}
