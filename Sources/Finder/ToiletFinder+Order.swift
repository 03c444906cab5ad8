import Foundation
import Model

extension ToiletFinder {
    /// How many usable toilets a query not ordered by walking time weighs before keeping
    /// `limit`: the `limit` nearest known-open ones and the `limit` nearest with unknown hours
    /// of a walk-ordered query, plus ``FinderPolicy/reorderExtra`` more of each.
    func candidatePool(_ query: FinderQuery) -> Int {
        query.order == .walk ? query.limit : query.limit + policy.reorderExtra
    }

    /// One candidate the answer keeps: with its best-pick answer when the query orders by it,
    /// and its "confirmed open …" phrase when that was worded already (`.none`: not yet).
    struct Kept {
        var candidate: CandidateCollector.Candidate
        var bestPick: BestPickAnswer?
        var confirmed: String??
    }

    /// The candidates the answer keeps, in the query's order. `toiletIndex` maps a candidate's
    /// index to the toilet's.
    /// - Complexity: O(c log c) in the c ≤ 2 × pool candidates.
    func ordered(_ collector: CandidateCollector, query: FinderQuery, toiletIndex: (Int) -> Int) -> [Kept] {
        if query.order == .walk { return collector.ranked.map { Kept(candidate: $0) } }
        let candidates = (collector.open + collector.unknown).sorted { ($0.seconds, $0.index) < ($1.seconds, $1.index) }
        let toiletOf = candidates.map { toiletIndex($0.index) }
        let facts = candidates.indices.map { bestPickFacts(candidates[$0], toilet: toiletOf[$0], query: query) }
        let order: [Int]
        var answers: [BestPickValues] = [], scores: [BestPickScore] = []
        switch query.order {
        case .walk:
            order = Array(candidates.indices)
        case .best(let weights):
            answers = facts.map { BestPick.signals($0, now: query.now) }
            scores = answers.map { BestPick.score(signals: $0, weights: weights) }
            order = BestPick.order(facts, totals: scores.map(\.total))
        case .rating:
            let means = facts.map { $0.cleanliness?.mean ?? -1 }
            order = candidates.indices.sorted { means[$0] != means[$1] ? means[$0] > means[$1] : $0 < $1 }
        case .cleanliness:
            let clean = facts.map { BestPick.signals($0, now: query.now).cleanliness }
            order = candidates.indices.sorted { clean[$0] != clean[$1] ? clean[$0] > clean[$1] : $0 < $1 }
        }
        let kept = order.prefix(query.limit)
        guard !scores.isEmpty, let nearest = facts.indices.first else { return kept.map { Kept(candidate: candidates[$0]) } }
        // Worded once, for the sentence and the explanation both.
        let scored = { (i: Int) in
            BestPickExplanation.Scored(facts: facts[i], score: scores[i],
                                       confirmed: facts[i].lastConfirmedOpen == nil ? nil : self.confirmedPhrase(toilet: toiletOf[i], query: query))
        }
        let nearestScored = scored(nearest)
        return kept.map { i in
            let pick = i == nearest ? nearestScored : scored(i)
            let sentence = BestPickExplanation.sentence(pick, nearest: nearestScored, language: query.language)
            return Kept(candidate: candidates[i], bestPick: BestPickAnswer(score: scores[i], signals: answers[i], sentence: sentence),
                        confirmed: .some(pick.confirmed))
        }
    }

    /// What the best pick weighs of one candidate.
    func bestPickFacts(_ candidate: CandidateCollector.Candidate, toilet index: Int, query: FinderQuery) -> BestPickFacts {
        let toilet = toilets[index], community = query.community
        let knownOpen = if case .open = candidate.verdict { true } else { false }
        var facts = BestPickFacts(walkSeconds: candidate.seconds, knownOpen: knownOpen, needsAsked: query.needs.rawValue.nonzeroBitCount,
                                  needsUnknown: query.needs.isEmpty ? 0 : query.needs.unknownCount(for: toilet))
        if !community.evidence.isEmpty, let evidence = community.evidence[toilet.id] {
            facts.reliability = evidence.reliability
            facts.cleanliness = evidence.cleanliness
            facts.lastConfirmedOpen = evidence.lastConfirmedOpen
            facts.closureReports = evidence.closureReports
        }
        return facts
    }

    /// "confirmed open today" for the toilet at `index`, in its own time zone.
    func confirmedPhrase(toilet index: Int, query: FinderQuery) -> String? {
        // The zone only when the toilet was confirmed: looking it up by name (and copying the
        // toilet to read it) on every hit was a measurable share of a nearest answer.
        query.community.confirmedOpenPhrase(toilets[index].id, now: query.now,
                                            timeZone: hours[index]?.context.timeZone ?? TimeZone(identifier: toilets[index].timeZoneIdentifier),
                                            language: query.language)
    }
}
