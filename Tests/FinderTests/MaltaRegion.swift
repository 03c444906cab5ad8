import Foundation
import Geo
import Import
import Model
import OSMReader
import Routing
import TestSupport

/// The bundled Malta extract as the Finder sees it: its walking network and its toilets
/// (ids 1…n in file order), built once per test process.
struct MaltaRegion: Sendable {
    static let name = "malta"
    /// Malta's main island, where the random starts are drawn.
    static let mainIsland = BoundingBox(minLatitude: 35.82, minLongitude: 14.38, maxLatitude: 35.94, maxLongitude: 14.56)

    let network: WalkingNetwork
    let toilets: [Toilet]

    static let shared: MaltaRegion? = load()

    static func load() -> MaltaRegion? {
        let url = Fixtures.osm("malta-2018.osm.pbf")
        var collector = WalkingGraphCollector()
        guard (try? OSMReader.read(contentsOf: url, into: &collector)) != nil,
              let graph = try? collector.build().graph,
              let drafts = try? OSMToiletReader.read(url).toilets else { return nil }
        let toilets = drafts.enumerated().map { offset, draft in
            Toilet(id: Toilet.ID(Int64(offset + 1)), kind: draft.kind, coordinate: draft.coordinate, region: name,
                   timeZoneIdentifier: "Europe/Malta", countryCode: "MT", sources: draft.sources,
                   attributes: draft.attributes, hoursProblem: draft.hoursProblem,
                   createdAt: Fixtures.monday, updatedAt: Fixtures.monday)
        }
        return MaltaRegion(network: WalkingNetwork(graph: graph), toilets: toilets)
    }

    /// Seeded random positions over the main island's box (some fall in the sea).
    static func randomPoints(count: Int, seed: UInt64) -> [Coordinate] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            Coordinate(latitude: Double.random(in: mainIsland.minLatitude...mainIsland.maxLatitude, using: &random),
                       longitude: Double.random(in: mainIsland.minLongitude...mainIsland.maxLongitude, using: &random))
        }
    }
}
