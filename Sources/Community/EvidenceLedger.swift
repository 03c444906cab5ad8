import Foundation

/// What the community said of each toilet, kept small for the best pick: each device's latest
/// cleanliness rating, and each device's latest answer to each question the reliability score
/// asks (``Reliability/question(of:)``). A device that rates a toilet a hundred times is one
/// rating; a ledger grows with devices × toilets they spoke of, not with contributions.
///
/// Feed it approved contributions in any order; it keeps the latest of each device.
public struct EvidenceLedger: Sendable {
    /// A toilet's cleanliness ratings: the mean of each device's latest, how many, the latest's date.
    public struct Rating: Hashable, Sendable {
        public var mean: Double
        public var count: Int
        public var latest: Date
    }

    private struct Answer: Hashable {
        let device: DeviceID
        let question: Int
    }

    private var ratings: [Int64: [DeviceID: (stars: Int, at: Date)]] = [:]
    private var answers: [Int64: [Answer: ReviewedContribution]] = [:]
    /// Toilets whose evidence changed since ``clearChanged()``.
    public private(set) var changed: Set<Int64> = []

    public init() {}

    /// Takes an approved contribution on `toilet`; other kinds than ratings and reliability
    /// evidence are ignored.
    public mutating func take(_ contribution: Contribution, toilet: Int64) {
        if case .rate(let stars) = contribution.kind, (1...5).contains(stars) {
            if let old = ratings[toilet]?[contribution.author], old.at > contribution.at { return }
            ratings[toilet, default: [:]][contribution.author] = (stars, contribution.at)
        } else if let question = Reliability.question(of: contribution.kind) {
            let key = Answer(device: contribution.author, question: question)
            if let old = answers[toilet]?[key], old.contribution.at > contribution.at { return }
            answers[toilet, default: [:]][key] = ReviewedContribution(contribution, state: .approved(.automatic))
        } else {
            return
        }
        changed.insert(toilet)
    }

    /// Forgets which toilets changed.
    public mutating func clearChanged() { changed.removeAll() }

    /// The toilets with reliability evidence.
    public var toiletsWithAnswers: [Int64] { Array(answers.keys) }

    /// `toilet`'s ratings; nil when nobody rated it.
    public func rating(of toilet: Int64) -> Rating? {
        guard let byDevice = ratings[toilet], !byDevice.isEmpty else { return nil }
        let total = byDevice.values.reduce(0) { $0 + $1.stars }
        return Rating(mean: Double(total) / Double(byDevice.count), count: byDevice.count,
                      latest: byDevice.values.map(\.at).max() ?? .distantPast)
    }

    /// `toilet`'s reliability score at `now` from the community's answers alone; nil with none.
    public func reliability(of toilet: Int64, now: Date) -> Double? {
        guard let kept = answers[toilet], !kept.isEmpty else { return nil }
        return Reliability.score(Array(kept.values), source: nil, now: now)
    }
}
