import Foundation

/// What the best pick weighs about one candidate toilet: its walk and what the community and
/// the data say about it. Every candidate is already usable (open or unknown at arrival,
/// meeting the needs); the best pick only orders them.
public struct BestPickFacts: Sendable, Hashable {
    /// A cleanliness rating summary: the mean of the 1…5 ratings, how many, the latest's date.
    public struct Cleanliness: Sendable, Hashable {
        public var mean: Double
        public var count: Int
        public var latest: Date

        public init(mean: Double, count: Int, latest: Date) {
            self.mean = mean
            self.count = count
            self.latest = latest
        }
    }

    /// Walking time to it, in seconds.
    public var walkSeconds: Double
    /// How much to trust that it is there and usable, 0…1 (0.5: no evidence); nil when unknown.
    public var reliability: Double?
    /// Its cleanliness ratings; nil when nobody rated it.
    public var cleanliness: Cleanliness?
    /// When somebody last confirmed it open ("Was it open? Yes" or a confirmation).
    public var lastConfirmedOpen: Date?
    /// Devices that reported it closed lately, too few to hide it.
    public var closureReports: Int
    /// Whether its hours say it is open at arrival (false: the hours are unknown).
    public var knownOpen: Bool
    /// How many needs were asked, and how many it meets only because the attribute is unknown.
    public var needsAsked: Int
    public var needsUnknown: Int

    public init(walkSeconds: Double, reliability: Double? = nil, cleanliness: Cleanliness? = nil,
                lastConfirmedOpen: Date? = nil, closureReports: Int = 0, knownOpen: Bool = false,
                needsAsked: Int = 0, needsUnknown: Int = 0) {
        self.walkSeconds = walkSeconds
        self.reliability = reliability
        self.cleanliness = cleanliness
        self.lastConfirmedOpen = lastConfirmedOpen
        self.closureReports = closureReports
        self.knownOpen = knownOpen
        self.needsAsked = needsAsked
        self.needsUnknown = needsUnknown
    }
}

/// One thing the best pick weighs.
public enum BestPickFactor: String, Sendable, Hashable, CaseIterable, Codable {
    /// The walk: minus one per minute, always.
    case walk
    /// The reliability score, from −1 (0 reliable) to +1 (fully reliable); 0 at 0.5 or unknown.
    case reliability
    /// Cleanliness: (mean − 3) / 2, times a confidence that grows with the ratings' number
    /// (n / (n + 2)) and halves every 180 days of the latest's age.
    case cleanliness
    /// A recent "open" confirmation: 1 today, halving every 7 days; 0 if never.
    case confirmation
    /// Closure reports not (yet) enough to hide it: −0.5 for one, −1 for two or more.
    case closureReports
    /// Hours known open at arrival: 1; unknown: 0.
    case knownHours
    /// Needs met only as "unknown": minus their share of the needs asked.
    case needsCertainty
}

/// A candidate's best-pick score and its parts, in minutes of walking: a part of +2 means "worth
/// walking 2 minutes further for". The total is the sum of the parts; higher is better.
public struct BestPickScore: Sendable, Hashable {
    public var total: Double
    public var parts: BestPickValues
}

/// The best pick: a transparent score that weighs the walk against what is known about each
/// toilet. Each factor gives a signal from −1 to 1 (``BestPickFactor`` says how), which its weight
/// (``BestPickWeights``) turns into minutes of walking; the walk itself counts −1 a minute. So
/// "3 minutes further but rated 4.8 by 12 people" wins when cleanliness is worth more than 3
/// minutes to this user.
public enum BestPick {
    static let cleanlinessHalfLife: TimeInterval = 180 * 86_400
    static let confirmationHalfLife: TimeInterval = 7 * 86_400

    /// Each factor's signal for `facts` at `now`, from −1 to 1 (the walk: minus its minutes).
    public static func signals(_ facts: BestPickFacts, now: Date) -> BestPickValues {
        var signals = BestPickValues()
        signals.walk = -max(0, facts.walkSeconds) / 60
        signals.reliability = facts.reliability.map { 2 * (min(1, max(0, $0)) - 0.5) } ?? 0
        if let rating = facts.cleanliness, rating.count > 0 {
            let n = Double(rating.count)
            let confidence = n / (n + 2) * halving(since: rating.latest, now: now, halfLife: cleanlinessHalfLife)
            signals.cleanliness = confidence * (min(5, max(1, rating.mean)) - 3) / 2
        }
        signals.confirmation = facts.lastConfirmedOpen.map { halving(since: $0, now: now, halfLife: confirmationHalfLife) } ?? 0
        signals.closureReports = -Double(min(2, max(0, facts.closureReports))) / 2
        signals.knownHours = facts.knownOpen ? 1 : 0
        signals.needsCertainty = facts.needsAsked > 0
            ? -Double(min(facts.needsUnknown, facts.needsAsked)) / Double(facts.needsAsked) : 0
        return signals
    }

    /// The score of `facts` with `weights` at `now`.
    public static func score(_ facts: BestPickFacts, weights: BestPickWeights, now: Date) -> BestPickScore {
        score(signals: signals(facts, now: now), weights: weights)
    }

    /// The score of a candidate whose signals are `signals`.
    public static func score(signals: BestPickValues, weights: BestPickWeights) -> BestPickScore {
        var parts = BestPickValues()
        for factor in BestPickFactor.allCases { parts[factor] = signals[factor] * weights[factor] }
        return BestPickScore(total: parts.sum, parts: parts)
    }

    /// The order of `candidates` by score, best first; equal scores go to the shorter walk, then
    /// to the earlier candidate, so the order is total and stable.
    /// - Complexity: O(n log n).
    public static func order(_ candidates: [BestPickFacts], weights: BestPickWeights, now: Date) -> [Int] {
        order(candidates, totals: candidates.map { score($0, weights: weights, now: now).total })
    }

    /// The same order, from scores already worked out (`totals[i]` is candidate i's).
    static func order(_ candidates: [BestPickFacts], totals: [Double]) -> [Int] {
        candidates.indices.sorted { a, b in
            if totals[a] != totals[b] { return totals[a] > totals[b] }
            if candidates[a].walkSeconds != candidates[b].walkSeconds { return candidates[a].walkSeconds < candidates[b].walkSeconds }
            return a < b
        }
    }

    /// 1 at `date`, halving every `halfLife` after it (and 1 for a date after `now`).
    static func halving(since date: Date, now: Date, halfLife: TimeInterval) -> Double {
        exp2(-max(0, now.timeIntervalSince(date)) / halfLife)
    }
}
