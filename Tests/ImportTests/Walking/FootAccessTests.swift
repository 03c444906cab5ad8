import Import
import Testing

/// The foot profile as a table of (tags, walkable?, steps?) rows, after OSRM's
/// `features/foot/access.feature`.
@Suite("Foot access table")
struct FootAccessTests {
    static let rows: [([String: String], Bool, Bool)] = [
        (["highway": "footway"], true, false),
        (["highway": "path"], true, false),
        (["highway": "pedestrian"], true, false),
        (["highway": "pedestrian", "area": "yes"], true, false),
        (["highway": "steps"], true, true),
        (["highway": "living_street"], true, false),
        (["highway": "residential"], true, false),
        (["highway": "service"], true, false),
        (["highway": "track"], true, false),
        (["highway": "unclassified"], true, false),
        (["highway": "tertiary"], true, false),
        (["highway": "primary"], true, false),
        (["highway": "corridor"], true, false),
        (["highway": "platform"], true, false),
        (["highway": "footway", "footway": "crossing"], true, false),
        (["railway": "platform"], true, false),
        (["public_transport": "platform"], true, false),
        (["man_made": "pier"], true, false),
        (["highway": "motorway"], false, false),
        (["highway": "motorway", "foot": "yes"], true, false),
        (["highway": "trunk"], false, false),
        (["highway": "trunk", "sidewalk": "both"], true, false),
        (["highway": "trunk", "sidewalk:left": "yes"], true, false),
        (["highway": "trunk", "sidewalk": "no"], false, false),
        (["highway": "cycleway"], false, false),
        (["highway": "cycleway", "foot": "designated"], true, false),
        (["highway": "bridleway"], false, false),
        (["highway": "footway", "foot": "no"], false, false),
        (["highway": "residential", "foot": "private"], false, false),
        (["highway": "primary", "foot": "use_sidepath"], false, false),
        (["highway": "service", "access": "private"], false, false),
        (["highway": "service", "access": "no", "foot": "yes"], true, false),
        (["highway": "track", "access": "agricultural"], false, false),
        (["highway": "service", "access": "customers"], true, false),
        (["highway": "residential", "oneway": "yes"], true, false),
        (["highway": "construction"], false, false),
        (["highway": "proposed"], false, false),
        (["highway": "abandoned"], false, false),
        (["highway": "footway", "construction": "yes"], false, false),
        (["highway": "service", "route": "ferry"], false, false),
        (["route": "ferry"], false, false),
        (["building": "yes"], false, false),
        ([:], false, false),
    ]

    @Test("each row of tags is walkable or not as the table says", arguments: rows)
    func row(tags: [String: String], isWalkable: Bool, isSteps: Bool) {
        let decision = FootAccess.decision(for: tags)
        #expect(decision.isWalkable == isWalkable)
        #expect(decision.isSteps == isSteps)
        if isWalkable { #expect(decision.speedFactor > 0 && decision.speedFactor <= 1) }
    }

    @Test("tracks and paths are a little slower than pavement; roads are full speed")
    func speeds() {
        #expect(FootAccess.decision(for: ["highway": "track"]).speedFactor < 1)
        #expect(FootAccess.decision(for: ["highway": "path"]).speedFactor < 1)
        #expect(FootAccess.decision(for: ["highway": "residential"]).speedFactor == 1)
    }
}
