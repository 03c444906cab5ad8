import Foundation

/// What the device remembers of its own use, for the achievements: when it found toilets and
/// when it arrived at one. Never a position: an arrival names the toilet, not where the user was.
public enum UsageEvent: Sendable, Hashable, Codable {
    /// A search (opening the app, shaking it, a new place) showed toilets.
    case searched(at: Date)
    /// The user arrived at a toilet the app guided them to; `searchStartedAt` is when the search
    /// that found it began (for "arrived within 3 minutes of opening the app").
    case arrived(toilet: Int64, at: Date, searchStartedAt: Date)

    /// When it happened.
    public var at: Date {
        switch self {
        case .searched(let at), .arrived(_, let at, _): at
        }
    }
}

/// What the server confirms of a device's contributions: the dates of its approved ones, by
/// what they count towards. A device asks for it with its token; it holds no position.
public struct ContributionTally: Sendable, Hashable, Codable {
    /// Approved new toilets and confirmations.
    public var additionsAndConfirmations: [Date]
    /// "Was it open?" answers.
    public var wasOpenAnswers: [Date]
    /// Cleanliness ratings.
    public var ratings: [Date]

    public init(additionsAndConfirmations: [Date] = [], wasOpenAnswers: [Date] = [], ratings: [Date] = []) {
        self.additionsAndConfirmations = additionsAndConfirmations
        self.wasOpenAnswers = wasOpenAnswers
        self.ratings = ratings
    }

    /// No contributions.
    public static let none = ContributionTally()
}
