import Community
import Foundation
import PostgresNIO
import Store

/// Moderators' reverts and the finder overlay's signals.
extension PostgresContributionRepository {
    public func revert(revision id: Int64, moderator: String, reason: String, at now: Date) async throws -> ToiletRevision {
        let moderator = moderator.trimmingCharacters(in: .whitespacesAndNewlines)
        let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !moderator.isEmpty else { throw ContributionStoreError.moderation(.missingModerator) }
        guard (1...500).contains(reason.count) else { throw ContributionStoreError.moderation(.missingReason) }
        return try await store.write { sql in
            guard let row = try await sql.rows("SELECT toilet_id, source, contribution_id FROM toilet_revisions WHERE id = \(id)").first else {
                throw ContributionStoreError.unknownRevision(id)
            }
            let (toilet, source, contributionID) = try row.decode((Int64, String, Int64?).self)
            guard source == ToiletRevision.Source.community.rawValue, let contribution = contributionID else {
                throw ContributionStoreError.notRevertible(id, .importRevision)
            }
            let reverted = try await sql.value("""
                SELECT EXISTS (SELECT 1 FROM moderation_events WHERE contribution_id = \(contribution) AND event = 'revert')
                """, as: Bool.self) ?? false
            guard !reverted else { throw ContributionStoreError.notRevertible(id, .alreadyReverted) }
            try await sql.execute("""
                INSERT INTO moderation_events (contribution_id, event, actor, reason, created_at)
                VALUES (\(contribution), 'revert', \(moderator), \(reason), \(now.timeIntervalSince1970))
                """)
            let cause = RevisionCause(source: .moderator, author: nil, contributionID: contribution)
            guard let written = try await PostgresStore.refold(toilet: toilet, cause: cause, force: true, now: now, sql: sql),
                  let revision = try await PostgresStore.revision(sql, id: written) else {
                throw ContributionStoreError.unknownRevision(id)
            }
            try await PostgresStore.bumpDataVersion(sql)
            return revision
        }
    }

    public func communitySignals(after id: Int64, since: Date, limit: Int) async throws -> SignalBatch {
        let limit = min(max(limit, 1), 10_000)
        return try await store.read { sql in
            // The newest id now: contributions of other kinds up to it need not be read again.
            let newest = try await sql.value("SELECT MAX(id) FROM contributions", as: Int64.self) ?? 0
            let found = try await Self.contributions(sql, where: """
                c.id > $1 AND c.id <= $2 AND c.state = 'approved' AND c.toilet_id IS NOT NULL
                AND (c.kind IN ('vote', 'rate') OR (c.kind IN ('report_closed', 'was_open', 'confirm') AND c.created_at >= $3))
                """, [id, newest, since.timeIntervalSince1970], order: "c.id", limit: limit)
            let signals = found.compactMap { stored -> CommunitySignal? in
                guard CommunitySignal.isSignal(stored.contribution.kind), let toilet = stored.toiletID else { return nil }
                return CommunitySignal(contributionID: stored.contribution.id, toiletID: toilet, kind: stored.contribution.kind,
                                       author: stored.contribution.author, at: stored.contribution.at)
            }
            let cursor = found.count == limit ? found.last?.contribution.id ?? id : max(id, newest)
            return SignalBatch(signals: signals, cursor: cursor)
        }
    }
}
