import Foundation

/// How many minutes of walking each factor of the best pick is worth at full strength: the one
/// documented value behind `rank=best`. The walk always counts one minute a minute; the other
/// weights are learned on the device from the user's choices (``learned(choosing:over:now:)``)
/// and sent with each question, so the server keeps no preference of anybody's.
public struct BestPickWeights: Sendable, Hashable {
    /// One weight per factor, the walk's always 1.
    private var values = BestPickValues()

    public init(reliability: Double, cleanliness: Double, confirmation: Double, closureReports: Double,
                knownHours: Double, needsCertainty: Double) {
        values.walk = 1
        values.reliability = reliability
        values.cleanliness = cleanliness
        values.confirmation = confirmation
        values.closureReports = closureReports
        values.knownHours = knownHours
        values.needsCertainty = needsCertainty
    }

    public var reliability: Double { get { values.reliability } set { self[.reliability] = newValue } }
    public var cleanliness: Double { get { values.cleanliness } set { self[.cleanliness] = newValue } }
    public var confirmation: Double { get { values.confirmation } set { self[.confirmation] = newValue } }
    public var closureReports: Double { get { values.closureReports } set { self[.closureReports] = newValue } }
    public var knownHours: Double { get { values.knownHours } set { self[.knownHours] = newValue } }
    public var needsCertainty: Double { get { values.needsCertainty } set { self[.needsCertainty] = newValue } }

    /// The weights everybody starts with, in minutes of walking:
    /// - reliability 2: a fully reliable toilet is worth 2 minutes over one of unknown standing;
    /// - cleanliness 3: rated 5 by many people lately, worth 3 minutes over an average one;
    /// - confirmation 1.5: confirmed open today, worth 1.5 minutes;
    /// - closure reports 4: two recent "closed" reports cost 4 minutes;
    /// - known hours 2: known open at arrival is worth 2 minutes over unknown hours;
    /// - needs certainty 2: meeting every need only as "unknown" costs 2 minutes.
    public static let standard = BestPickWeights(reliability: 2, cleanliness: 3, confirmation: 1.5,
                                                 closureReports: 4, knownHours: 2, needsCertainty: 2)

    /// Every learned weight stays in these minutes: never negative (a cleaner toilet never scores
    /// lower), never so large that one factor outweighs a 10-minute walk.
    public static let bounds: ClosedRange<Double> = 0...10

    /// How far one choice moves a weight per unit of signal difference, in minutes.
    public static let learningRate = 1.0

    /// The weight of `factor` (the walk's is always 1); a new one is clamped into ``bounds``
    /// (not finite: unchanged).
    public subscript(factor: BestPickFactor) -> Double {
        get { values[factor] }
        set {
            guard factor != .walk, newValue.isFinite else { return }
            values[factor] = min(Self.bounds.upperBound, max(Self.bounds.lowerBound, newValue))
        }
    }

    /// The weights after the user chose `chosen` over `top`, the best pick at the time: each
    /// weight moves by ``learningRate`` × (chosen's signal − top's signal), so the factors in
    /// which the chosen toilet was better count more, and those in which it was worse count
    /// less; every weight stays within ``bounds``. Choosing the top itself changes nothing.
    /// A perceptron-style update (Rosenblatt 1958) on the pairwise preference.
    public func learned(choosing chosen: BestPickFacts, over top: BestPickFacts, now: Date) -> BestPickWeights {
        learned(chosen: BestPick.signals(chosen, now: now), top: BestPick.signals(top, now: now))
    }

    /// The same rule over the two toilets' signals, as the answer's `bestPick.signals` gives
    /// them to the device (a factor with a non-finite signal is left as it is).
    public func learned(chosen: BestPickValues, top: BestPickValues) -> BestPickWeights {
        var next = self
        for factor in BestPickFactor.allCases where factor != .walk {
            let a = chosen[factor], b = top[factor]
            guard a.isFinite, b.isFinite else { continue }
            next[factor] = self[factor] + Self.learningRate * (a - b)
        }
        return next
    }

    /// Weights from untrusted input: each clamped into ``bounds``; not finite keeps the standard.
    public func clamped() -> BestPickWeights {
        var next = BestPickWeights.standard
        for factor in BestPickFactor.allCases where factor != .walk { next[factor] = self[factor] }
        return next
    }
}
