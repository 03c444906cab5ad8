import Foundation
import Model

extension ToiletFinder {
    /// How many usable toilets a query not ordered by walking time weighs before keeping
    /// `limit`: the `limit` nearest known-open ones and the `limit` nearest with unknown hours
    /// of a walk-ordered query, plus ``FinderPolicy/reorderExtra`` more of each.
    func candidatePool(_ query: FinderQuery) -> Int {
        query.order == .walk ? query.limit : query.limit + policy.reorderExtra
    }

    /// The candidates the answer keeps, in the query's order, each with its best-pick answer
    /// when the query orders by it. `toiletIndex` maps a candidate's index to the toilet's.
    /// - Complexity: O(c log c) in the c ≤ 2 × pool candidates.
    func ordered(_ collector: CandidateCollector, query: FinderQuery,
                 toiletIndex: (Int) -> Int) -> [(CandidateCollector.Candidate, BestPickAnswer?)] {
        if query.order == .walk { return collector.ranked.map { ($0, nil) } }
        let candidates = (collector.open + collector.unknown).sorted { ($0.seconds, $0.index) < ($1.seconds, $1.index) }
        let toiletOf = candidates.map { toiletIndex($0.index) }
        let facts = candidates.indices.map { bestPickFacts(candidates[$0], toilet: toiletOf[$0], query: query) }
        let order: [Int]
        switch query.order {
        case .walk:
            order = Array(candidates.indices)
        case .best(let weights):
            order = BestPick.order(facts, weights: weights, now: query.now)
        case .rating:
            let means = facts.map { $0.cleanliness?.mean ?? -1 }
            order = candidates.indices.sorted { means[$0] != means[$1] ? means[$0] > means[$1] : $0 < $1 }
        case .cleanliness:
            let clean = facts.map { BestPick.signals($0, now: query.now)[.cleanliness] ?? 0 }
            order = candidates.indices.sorted { clean[$0] != clean[$1] ? clean[$0] > clean[$1] : $0 < $1 }
        }
        let kept = order.prefix(query.limit)
        guard case .best(let weights) = query.order, let nearest = facts.indices.first else { return kept.map { (candidates[$0], nil) } }
        let scored = { (i: Int) in
            BestPickExplanation.Scored(facts: facts[i], score: BestPick.score(facts[i], weights: weights, now: query.now),
                                       confirmed: self.confirmedPhrase(toilet: toiletOf[i], query: query))
        }
        let nearestScored = scored(nearest)
        return kept.map { i in
            let pick = i == nearest ? nearestScored : scored(i)
            let sentence = BestPickExplanation.sentence(pick, nearest: nearestScored, language: query.language)
            return (candidates[i], BestPickAnswer(score: pick.score, signals: BestPick.signals(facts[i], now: query.now), sentence: sentence))
        }
    }

    /// What the best pick weighs of one candidate.
    func bestPickFacts(_ candidate: CandidateCollector.Candidate, toilet index: Int, query: FinderQuery) -> BestPickFacts {
        let toilet = toilets[index], community = query.community
        let knownOpen = if case .open = candidate.verdict { true } else { false }
        return BestPickFacts(walkSeconds: candidate.seconds, reliability: community.reliability[toilet.id],
                             cleanliness: community.ratings[toilet.id], lastConfirmedOpen: community.confirmedOpen[toilet.id],
                             closureReports: community.closureReports[toilet.id] ?? 0, knownOpen: knownOpen,
                             needsAsked: query.needs.rawValue.nonzeroBitCount, needsUnknown: query.needs.unknownCount(for: toilet))
    }

    /// "confirmed open today" for the toilet at `index`, in its own time zone.
    func confirmedPhrase(toilet index: Int, query: FinderQuery) -> String? {
        let toilet = toilets[index]
        return query.community.confirmedOpenPhrase(toilet.id, now: query.now,
                                                   timeZone: hours[index]?.context.timeZone ?? TimeZone(identifier: toilet.timeZoneIdentifier),
                                                   language: query.language)
    }
}
