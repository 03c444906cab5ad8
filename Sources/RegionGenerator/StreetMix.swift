/// The highway types of irregular streets and how often each occurs: policy as data.
///
/// Proportions are rough shares of walkable way length in a European town's OSM data:
/// mostly residential streets and footways, some service roads and paths, a few steps,
/// pedestrian streets, living streets and marked crossings.
enum StreetMix {
    /// One kind of street: its tags and its weight among ``kinds``.
    struct Kind {
        let tags: [(String, String)]
        let weight: Int
        /// Whether streets of this kind get a name.
        let isNamed: Bool
    }

    static let kinds: [Kind] = [
        Kind(tags: [("highway", "residential")], weight: 28, isNamed: true),
        Kind(tags: [("highway", "tertiary"), ("sidewalk", "both")], weight: 8, isNamed: true),
        Kind(tags: [("highway", "service")], weight: 12, isNamed: false),
        Kind(tags: [("highway", "footway")], weight: 18, isNamed: false),
        Kind(tags: [("highway", "path")], weight: 9, isNamed: false),
        Kind(tags: [("highway", "steps")], weight: 4, isNamed: false),
        Kind(tags: [("highway", "pedestrian")], weight: 5, isNamed: true),
        Kind(tags: [("highway", "living_street")], weight: 6, isNamed: true),
        Kind(tags: [("footway", "crossing"), ("highway", "footway")], weight: 6, isNamed: false),
    ]
    static let weights = kinds.map(\.weight)

    /// Share of ways left out, so blocks merge and dead ends appear.
    static let droppedShare = 0.2
    /// Share of ways tagged `foot=no`, and of ways tagged `access=private` (neither walkable).
    static let footNoShare = 0.04
    static let privateShare = 0.04
    /// Share of street junctions tagged `highway=crossing`.
    static let crossingNodeShare = 0.08
    /// Node spacing along a street and how far a node strays sideways, in metres.
    static let nodeSpacingMeters = 30.0...150.0
    static let wiggleMeters = -8.0...8.0
    /// Gaps between lattice lines (about 9 way nodes per walking-graph junction, as in Malta's
    /// real data), and how far a junction strays from its lattice point.
    static let blockMeters = 150.0...600.0
    static let junctionJitterMeters = -30.0...30.0
    /// The longest way, in lattice segments.
    static let maximumSegmentsPerWay = 5
}
