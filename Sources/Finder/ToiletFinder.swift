import Foundation
import Geo
import Localization
import Model
import OpeningHours
import Routing

/// The nearest toilets that will be open when you arrive, ranked by walking time.
///
/// Built for each snapshot of the database from every current toilet and each region's walking
/// network (read from its network file, hierarchy and attachment included); immutable and
/// shared between requests. Per-request
/// search state comes from an internal pool, so `nearest` may be called concurrently.
///
/// ```swift
/// let finder = ToiletFinder(toilets: allToilets, networks: ["malta": maltaNetwork])
/// let result = finder.nearest(FinderQuery(origin: user, now: .now, needs: [.wheelchair]))
/// for hit in result.hits { print(hit.toilet.displayName, hit.explanation) }   // "4 min walk, open until 22:00, step-free"
/// ```
///
/// How a query is answered:
/// 1. The region whose network snaps the origin (within ``FinderPolicy/originSnapMeters``;
///    the nearest snap if several) is searched outward by walking time over its contraction
///    hierarchy, with the query's `limit` and `maxWalkSeconds`.
/// 2. Each toilet met, in walking order, qualifies if it meets `needs`, the community does not report it closed
///    (``FinderQuery/community``), and its hours say open
///    at `now + walk time` and for ``FinderPolicy/arrivalMarginSeconds`` after; closed then: never
///    a result. Unknown hours rank after known-open ones (see `CandidateCollector`).
/// 3. With no network near the origin, the same rules rank by straight-line distance, and
///    ``FinderResult/ranking`` says so.
public final class ToiletFinder: Sendable {
    /// The numbers the finder works with (arrival margin, snap and attach caps, …).
    public let policy: FinderPolicy
    let toilets: [Toilet]
    /// Each toilet's hours, parsed once per distinct value and place; nil for unknown hours.
    let hours: ToiletHoursTable
    let positions: [Toilet.ID: Int]
    /// The walking networks, by region name order.
    let regions: [RegionNetwork]
    /// For each toilet: its region in ``regions`` and its target there, or nil when it is not walkable to.
    let walkingTargets: [(region: Int, target: Int)?]
    let straightLine: [RegionPoints]

    /// Creates a finder with the standard policy (``FinderPolicy/standard``).
    /// - Parameters:
    ///   - toilets: every current toilet of every loaded region.
    ///   - networks: each region's walking network, by region name (a region without one is
    ///     answered by straight-line distance, and says so).
    public convenience init(toilets: [Toilet], networks: [String: WalkingNetwork]) {
        self.init(toilets: toilets, networks: networks, policy: .standard)
    }

    /// Creates a finder with its own policy (arrival margin, snap and attach caps, …).
    ///
    /// Parses each distinct hours value once, builds one evaluation context per time zone and
    /// country (per position only for hours with sun times), attaches each
    /// region's toilets to its network and indexes every toilet for the straight-line fallback.
    /// - Complexity: O(T × (snap + upward search)) for T toilets, plus one parse per distinct
    ///   hours value: 2–3 ms for Malta's 107 toilets (release build), the networks being built already.
    public init(toilets: [Toilet], networks: [String: WalkingNetwork], policy: FinderPolicy) {
        self.policy = policy
        self.toilets = toilets
        hours = ToiletHoursTable(toilets: toilets)
        positions = Dictionary(toilets.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let byRegion = Dictionary(grouping: toilets.indices, by: { toilets[$0].region })
        regions = networks.keys.sorted().compactMap { name in
            networks[name].map { network in
                let members = byRegion[name] ?? []
                return RegionNetwork(name: name, network: network, toiletIndices: members,
                                     coordinates: members.map { toilets[$0].coordinate }, policy: policy)
            }
        }
        var walkingTargets = [(region: Int, target: Int)?](repeating: nil, count: toilets.count)
        for (r, region) in regions.enumerated() {
            for (t, toilet) in region.toiletIndices.enumerated() where region.targets.targets.attachments[t] != nil {
                walkingTargets[toilet] = (r, t)
            }
        }
        self.walkingTargets = walkingTargets
        straightLine = byRegion.keys.sorted().compactMap { name in
            let members = byRegion[name] ?? []
            return RegionPoints(toiletIndices: members, coordinates: members.map { toilets[$0].coordinate })
        }
    }

    /// A finder from parts already built (see ``updating(_:)``).
    init(policy: FinderPolicy, toilets: [Toilet], hours: ToiletHoursTable, positions: [Toilet.ID: Int], regions: [RegionNetwork],
         walkingTargets: [(region: Int, target: Int)?], straightLine: [RegionPoints]) {
        self.policy = policy
        self.toilets = toilets
        self.hours = hours
        self.positions = positions
        self.regions = regions
        self.walkingTargets = walkingTargets
        self.straightLine = straightLine
    }

    /// The best `query.limit` toilets for `query`.
    ///
    /// Known-open toilets come first in walking order, then those with unknown hours in walking
    /// order; a toilet closed at arrival (or closing within the arrival margin) is never in the
    /// results. The first hit carries its route (every hit with ``FinderQuery/routesForAll``).
    /// - Complexity: one time-ordered merge of the upward search from the user and the sorted
    ///   buckets it meets, stopped as soon as the answer is complete: it grows with the toilets
    ///   nearer than the answer, not with the region's (see ``Routing/HierarchySearch``), plus an
    ///   hours check per toilet met.
    public func nearest(_ query: FinderQuery) -> FinderResult {
        let query = bounded(query)
        guard let (region, start) = walkingStart(query.origin) else {
            return straightLineResult(query, reason: straightLineReason(query.origin, language: query.language))
        }
        return walkingResult(query, region: regions[region], start: start)
    }

    /// The walking route from `origin` to a toilet, or nil when either is off the walking graph.
    ///
    /// The origin must snap to the toilet's own region's network within
    /// ``FinderPolicy/originSnapMeters``, and the walk be shorter than ``FinderPolicy/routeMaxSeconds``.
    public func route(from origin: Coordinate, to id: Toilet.ID) -> WalkingRoute? {
        guard let toilet = positions[id], let (r, target) = walkingTargets[toilet] else { return nil }
        let region = regions[r]
        guard let start = region.snap(origin, maxMeters: policy.originSnapMeters) else { return nil }
        return region.pool.withSearch { search in
            let hits = search.nearest(from: start, targets: region.targets, limit: 1,
                                      maxSeconds: policy.routeMaxSeconds) { t, _ in t == target }
            return hits.first.flatMap { search.route(to: $0) }
        }
    }

    /// The regions whose walking network this finder holds, by name order (a server's readiness
    /// check compares them with the regions that have a graph file).
    public var networkRegions: [String] { regions.map(\.name) }

    /// A toilet's hours status at `date`, from the finder's shared schedule for its hours (see
    /// ``ToiletHoursTable``: the same answer as the toilet's own, whose day caches start cold for
    /// every toilet and every minute). A toilet this finder does not hold, or holds at another
    /// revision, is read from its own hours.
    public func hoursStatus(of toilet: Toilet, at date: Date, language: Language = .english) -> HoursStatus {
        guard let index = positions[toilet.id], toilets[index].revision == toilet.revision, let shared = hours[index] else {
            return toilet.hoursStatus(at: date, language: language)
        }
        return toilet.hoursStatus(at: date, schedule: shared.schedule, context: shared.context, language: language)
    }

    /// A toilet by id, from the finder's snapshot.
    public func toilet(_ id: Toilet.ID) -> Toilet? {
        positions[id].map { toilets[$0] }
    }

    /// `query` with its limit within 0…(number of toilets) and its walking cap within
    /// 0…``FinderPolicy/longestWalkSeconds``, whatever the caller passed (the server validates;
    /// the core still never traps on input, and never searches without bound).
    func bounded(_ query: FinderQuery) -> FinderQuery {
        var query = query
        query.limit = min(max(0, query.limit), toilets.count)
        query.maxWalkSeconds = query.maxWalkSeconds.isNaN ? 0 : min(max(0, query.maxWalkSeconds), policy.longestWalkSeconds)
        return query
    }

    /// The region whose network snaps `origin` nearest, and the snapped point.
    func walkingStart(_ origin: Coordinate) -> (Int, SnappedPoint)? {
        var best: (Int, SnappedPoint)?
        for (r, region) in regions.enumerated() {
            guard let snapped = region.snap(origin, maxMeters: policy.originSnapMeters) else { continue }
            if best.map({ snapped.distanceMeters < $0.1.distanceMeters }) ?? true { best = (r, snapped) }
        }
        return best
    }

    /// Whether `toilet` qualifies for someone arriving after `seconds` of walking (nil: it does
    /// not meet the needs).
    func verdict(toilet index: Int, query: FinderQuery, seconds: Double) -> ArrivalVerdict? {
        let id = toilets[index].id
        guard query.needs.isMet(by: toilets[index]), !query.community.isClosed(id),
              query.community.meetsRating(id, minimum: query.minRating) else { return nil }
        let allHours = query.needs.contains(.openAllHours)
        guard let hours = hours[index] else { return allHours ? nil : .unknown }
        let verdict = hours.verdict(arrival: query.now.addingTimeInterval(seconds), marginSeconds: policy.arrivalMarginSeconds)
        // Open all hours: open now and for more than a year on (the hours never close).
        return !allHours || verdict == .open(closesAt: nil) ? verdict : nil
    }
}
