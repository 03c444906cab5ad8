import Foundation

/// Which OSM ways a person may walk on, and how fast: the foot profile as one table.
///
/// Modelled on OSRM's `profiles/foot.lua` and the OSM wiki's
/// [Key:access](https://wiki.openstreetmap.org/wiki/Key:access) and
/// [Key:highway](https://wiki.openstreetmap.org/wiki/Key:highway). Rules, in order:
///
/// 1. Lifecycle: `highway=construction|proposed|abandoned|disused|razed` (or a `construction`
///    / `proposed` tag on the way) is never walkable.
/// 2. `foot=no|private|use_sidepath` forbids; `foot=yes|designated|permissive|destination|
///    customers|official` allows any way with a `highway` (or platform/pier) tag, even a motorway.
/// 3. Otherwise `access=no|private|agricultural|forestry|military` forbids.
/// 4. Otherwise the highway type decides (``highwaySpeedFactors``): footways, paths, steps,
///    pedestrian streets, crossings, corridors, platforms and ordinary roads are walkable;
///    `motorway`, `trunk` and their links, `cycleway` and `bridleway` only with a sidewalk
///    (`sidewalk`, `sidewalk:both|left|right` = `both|left|right|yes`) or an explicit `foot` permission.
/// 5. `railway=platform`, `public_transport=platform` and `man_made=pier` are walkable too.
///
/// Pedestrian areas (`area=yes` on a `highway=pedestrian|footway` closed way) are walked
/// along their outline, as OSRM does; crossing the square through the middle is not modelled.
/// Ferries (`route=ferry`) are not walked. `oneway` is ignored: on foot every way is two-way.
public enum FootAccess {
    /// What the table says about one way.
    public struct Decision: Sendable, Hashable {
        /// Whether a person may walk the way.
        public var isWalkable: Bool
        /// The factor on the flat walking speed (1 for ordinary ways).
        public var speedFactor: Double
        /// Whether the way is a flight of steps (walked at the profile's steps speed).
        public var isSteps: Bool

        /// Creates a decision.
        public init(isWalkable: Bool, speedFactor: Double = 1, isSteps: Bool = false) {
            self.isWalkable = isWalkable
            self.speedFactor = speedFactor
            self.isSteps = isSteps
        }

        /// Not walkable.
        public static let forbidden = Decision(isWalkable: false, speedFactor: 0)
    }

    /// Highway types walkable by default, with their speed factor. Steps get the profile's
    /// steps factor instead; a track or path is a little slower than pavement.
    public static let highwaySpeedFactors: [String: Double] = [
        "footway": 1, "pedestrian": 1, "path": 0.95, "steps": 1, "living_street": 1, "residential": 1,
        "service": 1, "track": 0.9, "unclassified": 1, "tertiary": 1, "tertiary_link": 1,
        "secondary": 1, "secondary_link": 1, "primary": 1, "primary_link": 1, "road": 1,
        "crossing": 1, "corridor": 1, "platform": 1, "elevator": 1, "sidewalk": 1,
    ]

    /// Highway types walkable only with a sidewalk or an explicit `foot` permission.
    public static let conditionalHighways: Set<String> = [
        "motorway", "motorway_link", "trunk", "trunk_link", "cycleway", "bridleway",
    ]

    /// Lifecycle values that are never walkable.
    public static let lifecycleHighways: Set<String> = ["construction", "proposed", "abandoned", "disused", "razed"]

    /// `foot` values that allow, and those that forbid.
    public static let footAllowed: Set<String> = ["yes", "designated", "permissive", "destination", "customers", "official"]
    /// `foot` values that forbid.
    public static let footForbidden: Set<String> = ["no", "private", "use_sidepath"]
    /// `access` values that forbid when `foot` says nothing.
    public static let accessForbidden: Set<String> = ["no", "private", "agricultural", "forestry", "military"]
    /// `sidewalk` values that make a road walkable.
    public static let sidewalkPresent: Set<String> = ["both", "left", "right", "yes"]

    /// Applies the table to one way's tags.
    public static func decision(for tags: [String: String]) -> Decision {
        let highway = tags["highway"]
        let isPlatform = tags["railway"] == "platform" || tags["public_transport"] == "platform"
            || tags["man_made"] == "pier"
        guard highway != nil || isPlatform else { return .forbidden }
        if let highway, lifecycleHighways.contains(highway) { return .forbidden }
        if tags["construction"] != nil || tags["proposed"] != nil || tags["route"] == "ferry" { return .forbidden }
        let foot = tags["foot"]
        if let foot, footForbidden.contains(foot) { return .forbidden }
        let isSteps = highway == "steps"
        let factor = highway.flatMap { highwaySpeedFactors[$0] } ?? 1
        if let foot, footAllowed.contains(foot) { return Decision(isWalkable: true, speedFactor: factor, isSteps: isSteps) }
        if let access = tags["access"], accessForbidden.contains(access) { return .forbidden }
        if isPlatform { return Decision(isWalkable: true) }
        guard let highway else { return .forbidden }
        if highwaySpeedFactors[highway] != nil { return Decision(isWalkable: true, speedFactor: factor, isSteps: isSteps) }
        let sidewalks = ["sidewalk", "sidewalk:both", "sidewalk:left", "sidewalk:right"].compactMap { tags[$0] }
        if conditionalHighways.contains(highway), sidewalks.contains(where: sidewalkPresent.contains) {
            return Decision(isWalkable: true)
        }
        return .forbidden
    }
}
