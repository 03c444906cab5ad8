import Foundation
import Routing

/// The Finder's tunable numbers, in one place (house style: policy is data).
///
/// | value | default | why |
/// |---|---|---|
/// | ``arrivalMarginSeconds`` | 300 (5 min) | arriving one minute before closing is no help |
/// | ``unknownHoursSlackSeconds`` | 600 (10 min) | how much farther a known-open toilet may be than the `limit`-th one with unknown hours before the search stops looking |
/// | ``originSnapMeters`` | 500 | a user farther than this from every walkable edge is ranked by straight line |
/// | ``attachMeters`` | 250 | a toilet farther than this from every walkable edge is not reachable on foot |
/// | ``routeMaxSeconds`` | 14 400 (4 h) | the longest single route ``ToiletFinder/route(from:to:)`` draws (24 h before: past the buckets' 45-minute cover a route is a plain Dijkstra, and one over a day's walk would read a whole region's graph) |
/// | ``longestWalkSeconds`` | 14 400 (4 h) | the ceiling on a query's `maxWalkSeconds`: every radius has a maximum |
/// | ``profile`` | 1.4 m/s | the speed for straight-line walking times |
/// | ``reorderExtra`` | 2 | how many more candidates of each kind (known open, unknown hours) a query ordered by best pick, rating or cleanliness weighs than it returns |
public struct FinderPolicy: Sendable, Hashable {
    /// A toilet must stay open at least this long after the user arrives to count as open.
    public var arrivalMarginSeconds: Double
    /// Once `limit` toilets with unknown hours are in hand, known-open ones are still looked
    /// for up to this much beyond the walking time of the last of them, and no farther.
    public var unknownHoursSlackSeconds: Double
    /// How far the user may be from a walkable edge and still be routed on foot.
    public var originSnapMeters: Double
    /// How far a toilet may be from a walkable edge and still be reachable on foot.
    public var attachMeters: Double
    /// The walking-time cap for ``ToiletFinder/route(from:to:)``.
    public var routeMaxSeconds: Double
    /// The largest `maxWalkSeconds` a query may ask for; larger ones are cut to it.
    public var longestWalkSeconds: Double
    /// The walking speed for the straight-line fallback.
    public var profile: WalkingProfile
    /// A query ordered otherwise than by walking time weighs `limit` + this many candidates of
    /// each kind: enough for a cleaner toilet a few minutes further to win, bounded so the
    /// answer costs little more than nearest-first.
    public var reorderExtra: Int = 2

    /// Creates a policy; every default is the one in the table above.
    public init(arrivalMarginSeconds: Double = 300, unknownHoursSlackSeconds: Double = 600,
                originSnapMeters: Double = 500, attachMeters: Double = 250, routeMaxSeconds: Double = 14_400,
                longestWalkSeconds: Double = 14_400, profile: WalkingProfile = .standard) {
        self.arrivalMarginSeconds = arrivalMarginSeconds
        self.unknownHoursSlackSeconds = unknownHoursSlackSeconds
        self.originSnapMeters = originSnapMeters
        self.attachMeters = attachMeters
        self.routeMaxSeconds = routeMaxSeconds
        self.longestWalkSeconds = longestWalkSeconds
        self.profile = profile
    }

    /// The defaults.
    public static let standard = FinderPolicy()
}
