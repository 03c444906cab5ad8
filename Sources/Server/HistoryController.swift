import Community
import Crypto
import Foundation
import Hummingbird
import Model
import Store

/// A toilet's history as diffs, the change feed, and a moderator's revert.
struct HistoryController: Sendable {
    let repository: any ToiletRepository
    let feed: (any ToiletChangeFeed)?
    /// The served snapshot: the feed stops at the newest revision it includes.
    let live: LiveSnapshot
    let community: CommunityService?

    func register(on router: Router<AppRequestContext>) {
        router.get("api/toilets/{id}/history") { _, context in try await history(context) }
        if feed != nil {
            router.get("api/updates") { request, _ in try await updates(request) }
        }
        if community != nil {
            router.post("api/moderation/revisions/{id}/revert") { request, context in try await revert(request, context) }
        }
    }

    /// Every revision of a toilet, oldest first, each as the fields it changed.
    func history(_ context: AppRequestContext) async throws -> Response {
        let id = try PathID.read(context, what: .toiletID)
        let revisions = try await repository.history(of: Toilet.ID(id))
        guard !revisions.isEmpty else { throw APIError.noToilet(id, field: "id") }
        var previous: Toilet?
        let items = revisions.map { revision in
            defer { previous = revision.toilet }
            return RevisionDTO(revision, previous: previous)
        }
        return JSONResponse.make(HistoryDTO(toiletID: id, revisions: items))
    }

    /// The toilets changed after `since`, in order, each once with its current record, up to the
    /// newest revision the served snapshot includes.
    func updates(_ request: Request) async throws -> Response {
        guard let feed else { throw APIError.notFound(.noChangeFeed) }
        let query = QueryParameters(request)
        if try query.value("since") == "latest" {
            // A client with a fresh copy (from nearest or a region pack) starts here, not at the beginning.
            let latest = try await feed.latestCursor()
            let next = min(latest, live.current.revision ?? latest)
            return JSONResponse.make(UpdatesDTO(ToiletChanges(items: [], next: next, more: false)))
        }
        let since = try query.integer("since", in: 0...999_999_999_999_999_999,
                                      expected: Expected(.cursor)) ?? 0
        let limit = try query.integer("limit", in: 1...1_000, expected: .wholeNumber(1...1_000)) ?? 100
        var changes = try await feed.changes(after: Int64(since), limit: limit)
        // Only what nearest already serves: a toilet changed again after the snapshot is left
        // for the next call, which then brings its newest state.
        if let served = live.current.revision, changes.next > served {
            changes = ToiletChanges(items: changes.items.filter { $0.cursor <= served }, next: max(Int64(since), served),
                                    more: false)
        }
        return JSONResponse.make(UpdatesDTO(changes))
    }

    /// Reverts a community revision (moderators only): a new revision puts back what it changed.
    func revert(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let community else { throw APIError.notFound(.noModeration) }
        let moderator = try await community.moderator(request)
        let body = try await JSONBody.read(request, allowed: ["reason"])
        let reason = try body.string("reason", required: true, expected: Expected(.revertReason)) ?? ""
        let id = try PathID.read(context, what: .revisionID)
        do {
            let revision = try await community.store.revert(revision: id, moderator: moderator.name ?? "moderator \(moderator.id)",
                                                            reason: reason, at: community.now())
            let before = try await repository.history(of: revision.toiletID).last { $0.id < revision.id }?.toilet
            return JSONResponse.make(["revision": RevisionDTO(revision, previous: before)], status: .created)
        } catch let error as ContributionStoreError {
            throw CommunityService.apiError(error)
        }
    }
}

/// `{"toilet_id", "revisions": […]}`.
struct HistoryDTO: Encodable {
    var toiletID: Int64
    var revisions: [RevisionDTO]

    enum CodingKeys: String, CodingKey { case toiletID = "toilet_id", revisions }
}

/// One revision as a diff of the fields devices can set (and the position).
///
/// `author` is a pseudonym of the contributing device that is different for every toilet: it
/// tells a toilet's authors apart without letting anyone follow one device from toilet to
/// toilet (its edits would trace where its user has been).
struct RevisionDTO: Encodable {
    var revision: Int64
    var at: String
    var change: String
    var source: String
    var author: String?
    var contributionID: Int64?
    var changes: [FieldChange]

    enum CodingKeys: String, CodingKey {
        case revision, at, change, source, author, contributionID = "contribution_id", changes
    }

    init(_ revision: ToiletRevision, previous: Toilet?) {
        self.revision = revision.id
        at = Timestamp.string(revision.createdAt)
        change = revision.change.rawValue
        source = revision.source.rawValue
        author = revision.author.map { Self.pseudonym($0, toilet: revision.toiletID.rawValue) }
        contributionID = revision.contributionID
        changes = Self.diff(from: previous, to: revision.toilet)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(revision, forKey: .revision)
        try container.encode(at, forKey: .at)
        try container.encode(change, forKey: .change)
        try container.encode(source, forKey: .source)
        try container.encode(author, forKey: .author)
        try container.encode(contributionID, forKey: .contributionID)
        try container.encode(changes, forKey: .changes)
    }

    /// The fields that differ, in the record's order, the position first.
    static func diff(from old: Toilet?, to new: Toilet) -> [FieldChange] {
        var changes: [FieldChange] = []
        let position = { (toilet: Toilet?) in toilet.map { "\($0.coordinate.latitude),\($0.coordinate.longitude)" } }
        if position(old) != position(new) { changes.append(FieldChange(field: "position", from: position(old), to: position(new))) }
        let before = old.map { RecordFields.values(of: $0.attributes) } ?? [:], after = RecordFields.values(of: new.attributes)
        for field in RecordFields.names where before[field] != after[field] {
            changes.append(FieldChange(field: field, from: before[field], to: after[field]))
        }
        return changes
    }

    /// 12 hex digits of SHA-256(token hash, toilet id).
    static func pseudonym(_ tokenHash: String, toilet: Int64) -> String {
        SHA256.hash(data: Data("\(tokenHash)/\(toilet)".utf8)).prefix(6).map { String(format: "%02x", $0) }.joined()
    }
}

/// `{"changes": [{"cursor", "id", "change", "toilet"}], "next", "more"}`.
struct UpdatesDTO: Encodable {
    struct Item: Encodable {
        var cursor: String
        var id: Int64
        var change: String
        var toilet: ToiletRecordDTO?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cursor, forKey: .cursor)
            try container.encode(id, forKey: .id)
            try container.encode(change, forKey: .change)
            try container.encode(toilet, forKey: .toilet)
        }

        enum CodingKeys: String, CodingKey { case cursor, id, change, toilet }
    }

    var changes: [Item]
    var next: String
    var more: Bool

    init(_ page: ToiletChanges) {
        changes = page.items.map { Item(cursor: String($0.cursor), id: $0.toiletID.rawValue, change: $0.change.rawValue,
                                        toilet: $0.toilet.map(ToiletRecordDTO.init)) }
        next = String(page.next)
        more = page.more
    }
}
