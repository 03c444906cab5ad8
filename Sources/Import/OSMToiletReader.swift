import Foundation
import Model
import OSMReader
import Routing

/// Reads the toilets of one OSM file (`.osm.pbf`, `.osm`, `.osm.gz`).
public enum OSMToiletReader {
    /// What one read found.
    public struct Result: Sendable {
        public var toilets: [ToiletDraft]
        /// The time the data describes: the file's replication timestamp, or else the newest
        /// toilet's; impossible timestamps (see ``skipped``) are never used.
        public var dataTimestamp: Date?
        public var nodeCount: Int
        public var wayCount: Int
        public var relationCount: Int
        /// Toilet ways none of whose nodes are in the file (clipped extracts).
        public var waysWithoutNodes: Int
        /// Toilet relations, which are not imported yet.
        public var skippedRelations: Int
        /// Values that cannot be true, left out of the import and counted.
        public var skipped = SkippedValues()
        /// Searchable places and base-map shapes.
        public var mapData: RegionMapData
        /// How long deriving the toilets' places took (indexing the named map and labelling),
        /// in seconds: part of the read, reported on its own so its cost per toilet shows.
        public var labelSeconds = 0.0
        /// The walking ways and nodes, ready to ``buildWalkingGraph()`` (the caller may do that on
        /// another thread while it writes the toilets).
        public var walkingCollector: WalkingGraphCollector

        /// The walking graph, or why there is none (an area with no walkable ways).
        public func buildWalkingGraph() -> Swift.Result<WalkingGraphBuildResult, WalkingGraphBuildError> {
            var collector = walkingCollector
            return Swift.Result { () throws(WalkingGraphBuildError) in try collector.build() }
        }
    }

    /// What a read left out because it cannot be true; an element is dropped, never the region.
    public struct SkippedValues: Sendable, Equatable {
        /// Nodes whose latitude or longitude is not finite or outside ±90°/±180°. They are
        /// dropped: a way that references one loses that node, as if it were not in the file.
        public var nodesWithImpossibleCoordinates = 0
        /// Toilet elements whose timestamp lies outside ``OSMPlausibility/timestamps``; the
        /// element is kept and its timestamp counts as unknown.
        public var elementsWithImpossibleTimestamps = 0
        /// Whether the file's replication timestamp lay outside ``OSMPlausibility/timestamps``
        /// (it is then ignored, and the data time falls back to the newest element).
        public var hasImpossibleReplicationTimestamp = false

        /// Nothing skipped.
        public init() {}
    }

    /// Reads `url` in one pass. Nothing is written anywhere but, past `nodeMemoryBudgetBytes` of
    /// node locations, an unlinked temporary file (see ``OSMNodeLocations``).
    /// - Throws: ``ImportError/read(_:)`` naming what is wrong with the file.
    public static func read(_ url: URL, nodeMemoryBudgetBytes: Int = .max,
                            onProgress: ((Int64, Int64) -> Void)? = nil) throws(ImportError) -> Result {
        var collector = OSMToiletCollector(nodeMemoryBudgetBytes: nodeMemoryBudgetBytes, onProgress: onProgress)
        do {
            try OSMReader.read(contentsOf: url, into: &collector)
        } catch {
            throw ImportError.read(error.description)
        }
        let newestElement = collector.drafts.compactMap { $0.sources.first?.timestamp }.max()
        let mapData = collector.mapData.mapData
        let clock = ContinuousClock(), labelStart = clock.now
        let labeler = PlaceLabeler(features: mapData.features, sources: collector.placeSources.sources,
                                   ringPoints: collector.placeSources.ringPoints)
        let places = labeler.places(for: collector.drafts.map { ($0.coordinate, $0.attributes.level.value) })
        for index in collector.drafts.indices { collector.drafts[index].place = places[index] }
        let labelTime = clock.now - labelStart
        var result = Result(
            toilets: collector.drafts, dataTimestamp: collector.header?.replicationTimestamp ?? newestElement,
            nodeCount: collector.elementCounts.nodes, wayCount: collector.elementCounts.ways,
            relationCount: collector.elementCounts.relations, waysWithoutNodes: collector.waysWithoutNodes,
            skippedRelations: collector.skippedRelations, skipped: collector.skipped, mapData: mapData, walkingCollector: collector.walking)
        result.labelSeconds = Double(labelTime.components.seconds) + Double(labelTime.components.attoseconds) / 1e18
        return result
    }
}

/// Why an import could not be done. Each description is one line for a terminal.
public enum ImportError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read as OSM data; the text says why.
    case read(String)
    /// The `--timezone` value is not an IANA time zone.
    case unknownTimeZone(String)
    /// The `--region` value is empty or has characters other than letters, digits, `-` and `_`.
    case badRegionName(String)

    public var description: String {
        switch self {
        case .read(let reason): reason
        case .unknownTimeZone(let zone): "--timezone: \"\(zone)\" is not an IANA time zone; expected a name like Europe/Monaco"
        case .badRegionName(let name): "--region: \"\(name)\" is not a region name; expected letters, digits, - or _ (like monaco)"
        }
    }
}
