import Community
import Foundation
import GRDB
import Store

/// Moderators' reverts and the finder overlay's signals.
extension SQLiteContributionRepository {
    public func revert(revision id: Int64, moderator: String, reason: String, at now: Date) async throws -> ToiletRevision {
        let moderator = moderator.trimmingCharacters(in: .whitespacesAndNewlines)
        let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !moderator.isEmpty else { throw ContributionStoreError.moderation(.missingModerator) }
        guard (1...500).contains(reason.count) else { throw ContributionStoreError.moderation(.missingReason) }
        return try await writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT toilet_id, source, contribution_id FROM toilet_revisions WHERE id = ?",
                                             arguments: [id]) else { throw ContributionStoreError.unknownRevision(id) }
            let toilet: Int64 = row[0]
            guard row[1] as String == ToiletRevision.Source.community.rawValue, let contribution = row[2] as Int64? else {
                throw ContributionStoreError.notRevertible(id, .importRevision)
            }
            let reverted = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM moderation_events WHERE contribution_id = ? AND event = 'revert')",
                                             arguments: [contribution]) ?? false
            guard !reverted else { throw ContributionStoreError.notRevertible(id, .alreadyReverted) }
            try db.execute(sql: "INSERT INTO moderation_events (contribution_id, event, actor, reason, created_at) VALUES (?, 'revert', ?, ?, ?)",
                           arguments: [contribution, moderator, reason, now.timeIntervalSince1970])
            let cause = RevisionCause(source: .moderator, author: nil, contributionID: contribution)
            guard let written = try SQLiteToiletRepository.refold(toilet: toilet, cause: cause, force: true, now: now, db: db),
                  let revision = try SQLiteToiletRepository.revision(db, id: written) else {
                throw ContributionStoreError.unknownRevision(id)
            }
            try SQLiteToiletRepository.bumpDataVersion(db)
            return revision
        }
    }

    public func communitySignals(after id: Int64, since: Date, limit: Int) async throws -> SignalBatch {
        let limit = min(max(limit, 1), 10_000)
        return try await writer.read { db in
            // The newest id now: contributions of other kinds up to it need not be read again.
            let newest = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM contributions") ?? 0
            let found = try Self.contributions(db, where: """
                c.id > ? AND c.id <= ? AND c.state = 'approved' AND c.toilet_id IS NOT NULL
                AND (c.kind IN ('vote', 'rate') OR (c.kind IN ('report_closed', 'was_open', 'confirm') AND c.created_at >= ?))
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
