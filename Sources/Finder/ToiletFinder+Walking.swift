import Foundation
import Geo
import Model
import OpeningHours
import Routing

extension ToiletFinder {
    /// Answers `query` over `region`'s walking network from `start`.
    ///
    /// One search: the hierarchy search offers the toilets it reached in walking order, and the
    /// predicate keeps known-open ones and up to `limit` unknown ones (at most `2 × limit`
    /// hits), so both lists come back with exact walking times and metres; routes are drawn
    /// from the same search state right after.
    func walkingResult(_ query: FinderQuery, region: RegionNetwork, start: SnappedPoint) -> FinderResult {
        let pool = candidatePool(query)
        let hits: [FinderHit] = region.pool.withSearch { search in
            var collector = CandidateCollector(limit: pool, slackSeconds: policy.unknownHoursSlackSeconds)
            // The search stops as soon as the collector is finished: without that, a query whose
            // answer is complete after a few hundred metres kept merging buckets to the 45-minute cover.
            let found = search.nearest(from: start, targets: region.targets, limit: 2 * pool, maxSeconds: query.maxWalkSeconds,
                                       shouldAccept: { target, seconds in
                                           collector.offer(target, seconds: seconds) {
                                               verdict(toilet: region.toiletIndices[target], query: query, seconds: seconds)
                                           }
                                       },
                                       isFinished: { seconds in collector.isFinished(at: seconds) })
            var byTarget: [Int: WalkingSearch.Hit] = [:]
            for hit in found { byTarget[hit.target] = hit }
            let kept = ordered(collector, query: query) { region.toiletIndices[$0] }
            return kept.enumerated().compactMap { rank, kept in
                guard let hit = byTarget[kept.candidate.index] else { return nil }
                let route = rank == 0 || query.routesForAll ? search.route(to: hit) : nil
                var made = makeHit(toilet: region.toiletIndices[kept.candidate.index], query: query, seconds: hit.seconds,
                                   meters: hit.meters, verdict: kept.candidate.verdict, isWalking: true, route: route, confirmed: kept.confirmed)
                made.bestPick = kept.bestPick
                return made
            }
        }
        return FinderResult(ranking: .walking, hits: hits)
    }

    /// One ranked toilet with its arrival, state on arrival and explanation.
    /// `confirmed` is the "confirmed open …" phrase when already worded (`.none`: word it here).
    func makeHit(toilet index: Int, query: FinderQuery, seconds: Double, meters: Double, verdict: ArrivalVerdict,
                 isWalking: Bool, route: WalkingRoute?, confirmed: String?? = .none) -> FinderHit {
        let toilet = toilets[index]
        let arrival = query.now.addingTimeInterval(seconds)
        let (state, closesAt): (OpeningState, Date?) = switch verdict {
        case .open(let closesAt): (.open, closesAt)
        case .unknown, .closed: (.unknown, nil)
        }
        let timeZone = hours[index]?.context.timeZone
        var explanation = FinderExplanation.sentence(
            distance: isWalking ? .walking(seconds: seconds) : .straightLine(meters: meters),
            verdict: verdict, arrival: arrival, timeZone: timeZone, attributes: toilet.attributes, language: query.language)
        if let confirmed = confirmed ?? confirmedPhrase(toilet: index, query: query) {
            explanation += ", " + confirmed
        }
        return FinderHit(toilet: toilet, walkSeconds: seconds, walkMeters: meters,
                         straightMeters: query.origin.distanceMeters(to: toilet.coordinate), arrival: arrival,
                         arrivalState: state, closesAt: closesAt, explanation: explanation, route: route,
                         timeZone: hours[index]?.context.timeZone)
    }
}
