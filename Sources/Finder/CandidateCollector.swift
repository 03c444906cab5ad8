import Foundation

/// Sorts the toilets a search meets, in walking order, into known-open and unknown-hours
/// lists, and says when looking further cannot change the answer.
///
/// Known-open toilets rank first, then those with unknown hours (not dropped: "unknown" is
/// never "no"). Unknown ones are kept aside so the search goes on looking for known-open ones,
/// but not forever: in a city where no toilet has hours (Monaco) every candidate is unknown,
/// and the search would otherwise run to the walking cap. Once `limit` unknown ones are in
/// hand, known-open ones are looked for only up to the last of them plus `slackSeconds`.
///
/// ```
///  walking time ─────────────────────────────────────────────►
///   U1   U2      O1   U3 ........ slack ........|  stop
///   results: O1, U1, U2   (limit 3)
/// ```
struct CandidateCollector {
    /// One toilet that qualified.
    struct Candidate: Equatable {
        /// The toilet's index in whatever list the search runs over.
        var index: Int
        var seconds: Double
        var meters: Double
        var verdict: ArrivalVerdict
    }

    let limit: Int
    let slackSeconds: Double
    private(set) var open: [Candidate] = []
    private(set) var unknown: [Candidate] = []

    init(limit: Int, slackSeconds: Double) {
        self.limit = max(0, limit)
        self.slackSeconds = max(0, slackSeconds)
    }

    /// Whether no toilet at `seconds` or farther can enter the answer.
    func isFinished(at seconds: Double) -> Bool {
        if open.count >= limit { return true }
        guard unknown.count >= limit, let last = unknown.last else { return false }
        return seconds > last.seconds + slackSeconds
    }

    /// Offers the next toilet in walking order; `verdict` is evaluated only when the toilet
    /// could still matter (nil: it does not meet the needs). Returns whether it was kept.
    mutating func offer(_ index: Int, seconds: Double, meters: Double = 0, verdict: () -> ArrivalVerdict?) -> Bool {
        guard !isFinished(at: seconds), let verdict = verdict() else { return false }
        let candidate = Candidate(index: index, seconds: seconds, meters: meters, verdict: verdict)
        switch verdict {
        case .open:
            open.append(candidate)
            return true
        case .unknown where unknown.count < limit:
            unknown.append(candidate)
            return true
        case .unknown, .closed:
            return false
        }
    }

    /// Known-open in walking order, then unknown in walking order, at most `limit`.
    var ranked: [Candidate] { Array((open + unknown).prefix(limit)) }
}
