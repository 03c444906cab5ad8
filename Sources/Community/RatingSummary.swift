import Foundation

/// The cleanliness ratings of a toilet: each device's latest rating counts once.
public struct RatingSummary: Hashable, Sendable {
    /// How many devices rated 1, 2, 3, 4 and 5 (index 0 is 1 star).
    public let histogram: [Int]

    public var count: Int { histogram.reduce(0, +) }
    /// The mean rating, nil when nobody rated.
    public var mean: Double? {
        count == 0 ? nil : Double(zip(1...5, histogram).reduce(0) { $0 + $1.0 * $1.1 }) / Double(count)
    }

    /// The summary of the approved ratings up to `now`.
    /// - Complexity: O(n log n).
    public init(_ contributions: [ReviewedContribution], now: Date) {
        var latest: [DeviceID: Int] = [:]
        for contribution in contributions.publicContributions(until: now) {
            if case .rate(let stars) = contribution.kind, (1...5).contains(stars) { latest[contribution.author] = stars }
        }
        var histogram = [Int](repeating: 0, count: 5)
        for stars in latest.values { histogram[stars - 1] += 1 }
        self.histogram = histogram
    }
}

/// The "safe / not safe" votes, each device's latest vote once: Refuge's `upvote` and `downvote`.
public struct VoteTally: Hashable, Sendable {
    public let safe: Int
    public let unsafe: Int

    /// The tally of the approved votes up to `now`.
    /// - Complexity: O(n log n).
    public init(_ contributions: [ReviewedContribution], now: Date) {
        var latest: [DeviceID: Bool] = [:]
        for contribution in contributions.publicContributions(until: now) {
            if case .vote(let isSafe) = contribution.kind { latest[contribution.author] = isSafe }
        }
        safe = latest.values.filter { $0 }.count
        unsafe = latest.count - safe
    }
}
