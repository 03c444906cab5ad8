import Community
import Finder
import Foundation
import Localization
import Logging
import Model
import ServiceLifecycle
import Store

/// The community's say on which toilets are closed now and which were lately found open, as
/// the finder reads it with every query (``Finder/CommunitySignals``).
///
/// It tails the contribution log instead of reloading the finder: a "Was it open?" answer
/// changes no toilet record, and hundreds of them a second must not rebuild a country's
/// snapshot. Each ``refresh(now:)`` reads the approved signals (and safety votes, for Refuge's
/// `upvote` and `downvote`) after the last one seen, keeps
/// each toilet's closure-related ones of the last two closure windows (``ClosureVerdict``
/// looks no further back), and folds them with the Community rules.
/// - Complexity: a refresh is O(new signals + toilets with signals in the last 48 hours).
public final class CommunityOverlay: @unchecked Sendable {
    /// How far back a first load reads "found open" signals and closure reports: a year, where
    /// the reliability score's evidence weighs 6 % (it halves every 90 days); the explanation
    /// names up to 8 weeks. Ratings and safety votes are read whatever their age.
    static let confirmationHorizon: TimeInterval = 365 * 86_400
    /// Every reliability score is worked out again at least this often, as its evidence ages.
    static let reliabilityRefresh: TimeInterval = 3_600
    /// The most signals one refresh reads; the rest come on the next.
    static let batch = 5_000

    private let store: any ContributionRepository
    private let lock = NSLock()
    private var signals = CommunitySignals.none
    // Touched only by refresh, which one task calls at a time (the refresher, or a test).
    private var cursor: Int64 = 0
    private var started = false
    private var recent: [Toilet.ID: [ReviewedContribution]] = [:]
    /// Each device's latest safety vote per toilet, and the tally the Refuge answers read.
    private var votesByDevice: [Toilet.ID: [DeviceID: Bool]] = [:]
    private var tally: [Toilet.ID: VoteCount] = [:]
    private var tallyShown: [Toilet.ID: VoteCount] = [:]
    /// Ratings and reliability evidence, each device's latest, and the scores from them.
    private var ledger = EvidenceLedger()
    private var reliabilityAt: Date?
    /// The table queries read, kept up to date entry by entry (not rebuilt every refresh), and
    /// the toilets that had pending closure reports at the last fold.
    private var evidence: [Toilet.ID: CommunitySignals.Evidence] = [:]
    private var reported: Set<Toilet.ID> = []

    public init(store: any ContributionRepository) {
        self.store = store
    }

    /// The signals a query reads now.
    public var current: CommunitySignals { lock.withLock { signals } }

    /// The safe / not-safe votes per toilet (each device's latest once): Refuge's `upvote` and `downvote`.
    public var votes: [Toilet.ID: VoteCount] { lock.withLock { tallyShown } }

    /// Reads what is new in the log and recomputes the signals at `now`.
    public func refresh(now: Date) async throws {
        let since = started ? Date.distantPast : now.addingTimeInterval(-Self.confirmationHorizon)
        while true {
            let batch = try await store.communitySignals(after: cursor, since: since, limit: Self.batch)
            for signal in batch.signals { take(signal) }
            let moved = batch.cursor != cursor
            cursor = batch.cursor
            if batch.signals.count < Self.batch || !moved { break }
        }
        started = true
        let next = fold(now: now), votes = tally
        lock.withLock {
            signals = next
            tallyShown = votes
        }
    }

    private func take(_ signal: CommunitySignal) {
        let id = Toilet.ID(signal.toiletID)
        let contribution = Contribution(id: signal.contributionID, author: signal.author, at: signal.at, kind: signal.kind)
        ledger.take(contribution, toilet: signal.toiletID)
        switch signal.kind {
        case .rate:
            return
        case .wasOpen(true), .confirm(field: nil):
            evidence[id, default: .init()].lastConfirmedOpen = max(evidence[id]?.lastConfirmedOpen ?? signal.at, signal.at)
        case .vote(let safe):
            let previous = votesByDevice[id, default: [:]].updateValue(safe, forKey: signal.author)
            var count = tally[id] ?? VoteCount()
            if let previous { previous ? (count.safe -= 1) : (count.unsafe -= 1) }
            safe ? (count.safe += 1) : (count.unsafe += 1)
            tally[id] = count
            return
        default:
            break
        }
        if case .confirm(field: .some) = signal.kind { return }
        recent[id, default: []].append(ReviewedContribution(contribution, state: .approved(.automatic)))
    }

    private func fold(now: Date) -> CommunitySignals {
        var closed: [Toilet.ID: LocalizedText] = [:]
        var reports: Set<Toilet.ID> = []
        for (id, reviewed) in recent {
            let kept = reviewed.filter { now.timeIntervalSince($0.contribution.at) < 2 * ClosureVerdict.window }
            recent[id] = kept.isEmpty ? nil : kept
            let verdict = ClosureVerdict.of(kept, now: now)
            if !verdict.isListed {
                closed[id] = LocalizedText { verdict.reason(in: $0) ?? "" }
            } else {
                let pending = ClosureVerdict.pendingReports(kept, now: now)
                if pending > 0 { reports.insert(id) }
                if pending > 0 || reported.contains(id) { evidence[id, default: .init()].closureReports = pending }
            }
        }
        for id in reported.subtracting(reports) { evidence[id]?.closureReports = 0 }
        reported = reports
        // Scores change with new evidence, and slowly as it ages: the changed ones at once,
        // every one at least hourly.
        let all = reliabilityAt.map { now.timeIntervalSince($0) >= Self.reliabilityRefresh || now < $0 } ?? true
        for toilet in all ? ledger.toiletsWithAnswers : Array(ledger.changed) {
            evidence[Toilet.ID(toilet), default: .init()].reliability = ledger.reliability(of: toilet, now: now)
        }
        if all { reliabilityAt = now }
        for toilet in ledger.changed {
            evidence[Toilet.ID(toilet), default: .init()].cleanliness = ledger.rating(of: toilet)
                .map { BestPickFacts.Cleanliness(mean: $0.mean, count: $0.count, latest: $0.latest) }
        }
        ledger.clearChanged()
        return CommunitySignals(closed: closed, evidence: evidence)
    }
}

/// A toilet's safety votes.
public struct VoteCount: Sendable, Hashable {
    public var safe = 0
    public var unsafe = 0
}

/// Refreshes a ``CommunityOverlay`` every `interval` until the server shuts down.
public struct CommunityOverlayRefresher: Service {
    let overlay: CommunityOverlay
    let interval: Duration
    let now: @Sendable () -> Date
    let logger: Logger

    public init(overlay: CommunityOverlay, interval: Duration = .seconds(1), logger: Logger, now: @escaping @Sendable () -> Date = { Date() }) {
        self.overlay = overlay
        self.interval = interval
        self.logger = logger
        self.now = now
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await overlay.refresh(now: now())
                } catch {
                    logger.warning("could not read the community's signals; keeping the last ones: \(error)")
                }
                do { try await Task.sleep(for: interval) } catch { return }
            }
        }
    }
}
