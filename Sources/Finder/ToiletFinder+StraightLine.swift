import Foundation
import Geo
import Localization
import Model

extension ToiletFinder {
    /// The reason given when no walking network snaps `origin`.
    func straightLineReason(_ origin: Coordinate, language: Language = .english) -> String {
        let isInsideSomeNetwork = regions.contains { $0.reach?.contains(origin) ?? false }
        return FinderText.catalogue.text(isInsideSomeNetwork ? .noPathsNearby : .noGraph, in: language)
    }

    /// The reason when the origin is outside every walking network and no toilet lies within
    /// the walking cap: there is no data here at all, which is not a missing walking graph.
    public static let noDataReason = "no toilets known near here"

    /// Answers `query` by straight-line distance over every region's toilets.
    ///
    /// Walking time is the distance at the policy's walking speed, so the cap, the hours on
    /// arrival and the unknown-hours rule apply exactly as on foot.
    /// - Complexity: O(R × log n + k) for the R regions near the origin and the k toilets looked at.
    func straightLineResult(_ query: FinderQuery, reason: String) -> FinderResult {
        let pool = candidatePool(query)
        let speed = policy.profile.metersPerSecond
        let capMeters = query.maxWalkSeconds * speed
        var collector = CandidateCollector(limit: pool, slackSeconds: policy.unknownHoursSlackSeconds)
        for (index, meters) in nearestByStraightLine(query.origin, withinMeters: capMeters, initialCount: max(16, 4 * pool)) {
            let seconds = meters / speed
            if collector.isFinished(at: seconds) { break }
            _ = collector.offer(index, seconds: seconds, meters: meters) {
                verdict(toilet: index, query: query, seconds: seconds)
            }
        }
        let hits = ordered(collector, query: query) { $0 }.map { kept in
            var hit = makeHit(toilet: kept.candidate.index, query: query, seconds: kept.candidate.seconds, meters: kept.candidate.meters,
                              verdict: kept.candidate.verdict, isWalking: false, route: nil, confirmed: kept.confirmed)
            hit.bestPick = kept.bestPick
            return hit
        }
        let isInsideSomeNetwork = regions.contains { $0.reach?.contains(query.origin) ?? false }
        return FinderResult(ranking: .straightLine(reason: hits.isEmpty && !isInsideSomeNetwork ? Self.noDataReason : reason), hits: hits)
    }

    /// Toilets within `withinMeters` of `origin`, nearest first, fetched lazily from every
    /// region's index that may hold one: each index is asked for `k` neighbours, `k` doubling
    /// only when the consumer wants more than can be given in a safe order.
    func nearestByStraightLine(_ origin: Coordinate, withinMeters: Double,
                               initialCount: Int) -> StraightLineNeighbors {
        StraightLineNeighbors(sources: straightLine.filter { $0.mayHold(within: withinMeters, of: origin) },
                              origin: origin, withinMeters: withinMeters, k: max(1, initialCount))
    }
}
