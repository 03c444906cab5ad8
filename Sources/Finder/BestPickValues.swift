import Foundation

/// One number per ``BestPickFactor``: a candidate's signals, or a score's parts.
///
/// A struct, not a dictionary: `rank=best` reads them for every candidate of every answer, and
/// hashing the factors' names was a third of that answer's cost (perf, Malta, 2026-11-24).
public struct BestPickValues: Sendable, Hashable {
    public var walk = 0.0
    public var reliability = 0.0
    public var cleanliness = 0.0
    public var confirmation = 0.0
    public var closureReports = 0.0
    public var knownHours = 0.0
    public var needsCertainty = 0.0

    public init() {}

    /// The values of a `[factor: value]` table; missing factors are 0.
    public init(_ table: [BestPickFactor: Double]) {
        for (factor, value) in table { self[factor] = value }
    }

    /// The value of `factor`.
    public subscript(factor: BestPickFactor) -> Double {
        get {
            switch factor {
            case .walk: walk
            case .reliability: reliability
            case .cleanliness: cleanliness
            case .confirmation: confirmation
            case .closureReports: closureReports
            case .knownHours: knownHours
            case .needsCertainty: needsCertainty
            }
        }
        set {
            switch factor {
            case .walk: walk = newValue
            case .reliability: reliability = newValue
            case .cleanliness: cleanliness = newValue
            case .confirmation: confirmation = newValue
            case .closureReports: closureReports = newValue
            case .knownHours: knownHours = newValue
            case .needsCertainty: needsCertainty = newValue
            }
        }
    }

    /// The sum over every factor.
    public var sum: Double {
        walk + reliability + cleanliness + confirmation + closureReports + knownHours + needsCertainty
    }
}
