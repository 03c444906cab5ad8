import Foundation
import Geo
import Localization
import Model
import OpeningHours
import Routing

/// One "where can I go?" question.
public struct FinderQuery: Sendable {
    /// Where the person is now.
    public var origin: Coordinate
    /// When they ask (the clock is injected: tests and `at=` pass their own).
    public var now: Date
    /// What the toilet must offer.
    public var needs: NeedsProfile
    /// How many toilets to return (1…20).
    public var limit: Int
    /// The longest walk considered (45 minutes by default).
    public var maxWalkSeconds: Double
    /// Whether every result gets a route, or only the first.
    public var routesForAll: Bool
    /// What the community says now: toilets it reports closed are never results, and a recent
    /// "open" answer joins the explanation.
    public var community: CommunitySignals
    /// The language of the sentences in the answer (the explanation, the fallback's reason).
    public var language: Language
    /// How the usable toilets are ordered.
    public var order: FinderOrder
    /// Only toilets whose mean cleanliness rating is at least this (unrated ones are left out); nil: any.
    public var minRating: Double?

    public init(origin: Coordinate, now: Date, needs: NeedsProfile = [], limit: Int = 3,
                maxWalkSeconds: Double = 2700, routesForAll: Bool = false, community: CommunitySignals = .none,
                language: Language = .english, order: FinderOrder = .walk, minRating: Double? = nil) {
        self.order = order
        self.minRating = minRating
        self.community = community
        self.language = language
        self.origin = origin
        self.now = now
        self.needs = needs
        self.limit = limit
        self.maxWalkSeconds = maxWalkSeconds
        self.routesForAll = routesForAll
    }
}

/// How a query orders the toilets it may offer.
public enum FinderOrder: Sendable, Hashable {
    /// By walking time: known open on arrival first, then unknown hours (the default).
    case walk
    /// By the best-pick score with these weights (``BestPick``).
    case best(BestPickWeights)
    /// By the mean cleanliness rating, most stars first; unrated ones last, by walking time.
    case rating
    /// By cleanliness as the best pick weighs it: the stars, with how many rated and how lately.
    case cleanliness
}

/// The answer: ranked toilets, and how they were ranked.
public struct FinderResult: Sendable {
    public enum Ranking: Sendable, Equatable {
        /// By walking time over the walking graph.
        case walking
        /// By straight-line distance; the reason says why (no graph here, too far from any path).
        case straightLine(reason: String)
    }

    public var ranking: Ranking
    public var hits: [FinderHit]

    public init(ranking: Ranking, hits: [FinderHit]) {
        self.ranking = ranking
        self.hits = hits
    }
}

/// One ranked toilet.
public struct FinderHit: Sendable {
    public var toilet: Toilet
    /// Walking time (or, ranked by straight line, the time to walk that line at walking speed).
    public var walkSeconds: Double
    /// Walking distance (or the straight-line distance).
    public var walkMeters: Double
    /// The straight-line distance, always.
    public var straightMeters: Double
    /// `now + walkSeconds`.
    public var arrival: Date
    /// Open or unknown at arrival (closed ones are never hits).
    public var arrivalState: OpeningState
    /// When it closes after arrival (more exactly, when it stops being open: it closes, or its
    /// hours stop saying), if it is open then; nil when that is more than a year away ("open 24/7")
    /// or the hours are unknown.
    public var closesAt: Date?
    /// One plain sentence: why it is ranked here ("4 min walk, open until 22:00, step-free").
    public var explanation: String
    /// The walking route, for the first hit (for all with ``FinderQuery/routesForAll``); nil when ranked by straight line.
    public var route: WalkingRoute?
    /// The time zone the toilet's hours are read in (for showing ``closesAt`` as local time);
    /// nil when its hours are unknown.
    public var timeZone: TimeZone?
    /// Its best-pick score, signals and sentence, when the query ordered by ``FinderOrder/best(_:)``.
    public var bestPick: BestPickAnswer?

    public init(toilet: Toilet, walkSeconds: Double, walkMeters: Double, straightMeters: Double, arrival: Date,
                arrivalState: OpeningState, closesAt: Date?, explanation: String, route: WalkingRoute?,
                timeZone: TimeZone? = nil) {
        self.toilet = toilet
        self.walkSeconds = walkSeconds
        self.walkMeters = walkMeters
        self.straightMeters = straightMeters
        self.arrival = arrival
        self.arrivalState = arrivalState
        self.closesAt = closesAt
        self.explanation = explanation
        self.timeZone = timeZone
        self.route = route
    }
}
