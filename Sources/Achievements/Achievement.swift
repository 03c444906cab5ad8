import Foundation

/// One achievement, defined once as data: what it is called in each language, what earns it,
/// and how far it is to go.
public struct Achievement: Sendable, Hashable, Identifiable {
    /// What earns it.
    public enum Rule: Sendable, Hashable {
        /// Arrivals at toilets the app guided the user to, each toilet counted once.
        case toiletsFound
        /// An arrival within `seconds` of the search that found the toilet starting.
        case quickArrival(seconds: TimeInterval)
        /// The app used to find a toilet on consecutive days of the user's calendar.
        case dailyStreak
        /// An arrival between midnight and `beforeHour` o'clock, the user's time.
        case nightArrival(beforeHour: Int)
        /// Approved new toilets and confirmations (confirmed by the server).
        case additionsAndConfirmations
        /// "Was it open?" answers (confirmed by the server).
        case wasOpenAnswers
        /// Cleanliness ratings (confirmed by the server).
        case ratings

        /// Whether the server confirms it (from approved contributions) rather than the device.
        public var isContribution: Bool {
            switch self {
            case .additionsAndConfirmations, .wasOpenAnswers, .ratings: true
            case .toiletsFound, .quickArrival, .dailyStreak, .nightArrival: false
            }
        }
    }

    /// A title and a one-line description in one language.
    public struct Text: Sendable, Hashable {
        public var title: String
        public var description: String

        public init(_ title: String, _ description: String) {
            self.title = title
            self.description = description
        }
    }

    /// A stable id: "first-flush".
    public var id: String
    /// The icon's name in the app's icon set.
    public var icon: String
    public var rule: Rule
    /// How many of what the rule counts unlock it.
    public var goal: Int
    /// Title and description by language code: "en", "es", "fr", "de".
    public var texts: [String: Text]

    public init(id: String, icon: String, rule: Rule, goal: Int, texts: [String: Text]) {
        self.id = id
        self.icon = icon
        self.rule = rule
        self.goal = goal
        self.texts = texts
    }

    /// The text in `language`, else English.
    public func text(_ language: String) -> Text {
        texts[language] ?? texts["en"] ?? Text(id, "")
    }
}
