import Foundation
import Geo
import Model
import OpeningHours
import OSMReader

/// Collects toilets from an OSM file in one pass.
///
/// Every node's position goes into one compact location index (``OSMNodeLocations``, shared
/// with the walking graph's collector so a node is stored once), because a way that is a toilet
/// (a building outline) comes after its nodes and is placed at its centroid. A way whose nodes are not in the file (a clipped extract) is placed on the
/// nodes that are; with none, it is skipped and counted.
struct OSMToiletCollector: OSMVisitor {
    var drafts: [ToiletDraft] = []
    /// Each `opening_hours` value's problem (nil: it reads), by value. A region repeats a few
    /// values thousands of times ("24/7", "Mo-Su 08:00-20:00"): parsing each toilet's again was a
    /// third of a second of the 200,000-toilet import, on the one core the read uses.
    private var hoursProblems: [String: String?] = [:]
    var header: OSMHeader?
    var elementCounts = (nodes: 0, ways: 0, relations: 0)
    var waysWithoutNodes = 0
    var skippedRelations = 0
    var skipped = OSMToiletReader.SkippedValues()
    var mapData = MapDataCollector()
    var placeSources = PlaceSourceCollector()
    var relationPlaces = RelationPlaceCollector()
    var walking = WalkingGraphCollector()
    let onProgress: ((Int64, Int64) -> Void)?

    /// `nodeMemoryBudgetBytes` bounds the node locations held in memory; the rest spills to a
    /// temporary file (see ``OSMNodeLocations``).
    init(nodeMemoryBudgetBytes: Int = .max, onProgress: ((Int64, Int64) -> Void)?) {
        self.onProgress = onProgress
        walking.locations = OSMNodeLocations(memoryBudgetBytes: nodeMemoryBudgetBytes)
    }

    mutating func visit(header: OSMHeader) {
        var header = header
        if let timestamp = header.replicationTimestamp, !OSMPlausibility.isPlausible(timestamp) {
            skipped.hasImpossibleReplicationTimestamp = true
            header.replicationTimestamp = nil
        }
        self.header = header
    }

    /// A node at an impossible coordinate is counted and goes no further: not to the location
    /// index (ways lose it, as if it were not in the file), the walking graph or the map data.
    mutating func visit(node: OSMNode) {
        elementCounts.nodes += 1
        guard OSMPlausibility.isValid(latitude: node.latitude, longitude: node.longitude) else {
            skipped.nodesWithImpossibleCoordinates += 1
            return
        }
        walking.add(node: node)  // also the location index ways are resolved with, below
        guard !node.tags.isEmpty else { return }
        mapData.add(node: node)
        placeSources.add(node: node)
        guard let kind = TagMapping.kind(of: node.tags) else { return }
        add(kind, at: Coordinate(latitude: node.latitude, longitude: node.longitude), tags: node.tags,
            type: "node", id: node.id, metadata: checked(node.metadata))
    }

    mutating func visit(way: OSMWay) {
        elementCounts.ways += 1
        relationPlaces.note(way)
        guard !way.tags.isEmpty else { return }
        walking.add(way: way)
        let toiletKind = TagMapping.kind(of: way.tags)
        guard toiletKind != nil || MapDataTable.featureKind(of: way.tags) != nil || PlaceSourceCollector.wants(way.tags) else { return }
        let points = way.nodeIDs.compactMap { id in
            walking.locations.location(of: id).map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        }
        mapData.add(way: way, points: points)
        placeSources.add(way: way, points: points)
        guard let kind = toiletKind else { return }
        guard let centroid = Centroid.of(points) else {
            waysWithoutNodes += 1
            return
        }
        add(kind, at: centroid, tags: way.tags, type: "way", id: way.id, metadata: checked(way.metadata))
    }

    /// The metadata with an impossible timestamp dropped (and counted); only toilets keep
    /// their metadata, so only theirs is checked.
    private mutating func checked(_ metadata: OSMMetadata) -> OSMMetadata {
        guard let timestamp = metadata.timestamp, !OSMPlausibility.isPlausible(timestamp) else { return metadata }
        skipped.elementsWithImpossibleTimestamps += 1
        var metadata = metadata
        metadata.timestamp = nil
        return metadata
    }

    mutating func visit(relation: OSMRelation) {
        elementCounts.relations += 1
        if let place = relationPlaces.place(for: relation, locations: &walking.locations) { mapData.add(place: place) }
        if TagMapping.kind(of: relation.tags) != nil { skippedRelations += 1 }
    }

    mutating func progress(bytesRead: Int64, totalBytes: Int64) {
        onProgress?(bytesRead, totalBytes)
    }

    private mutating func add(_ kind: Toilet.Kind, at coordinate: Coordinate, tags: [String: String],
                              type: String, id: Int64, metadata: OSMMetadata) {
        let source = Provenance(dataset: "osm", elementType: type, elementID: id,
                                version: metadata.version > 0 ? Int(metadata.version) : nil, timestamp: metadata.timestamp)
        let attributes = TagMapping.attributes(from: tags, isVenue: kind != .dedicated)
        drafts.append(ToiletDraft(kind: kind, coordinate: coordinate, sources: [source], attributes: attributes,
                                  hoursProblem: hoursProblem(attributes.openingHours.value)))
    }

    /// ``hoursProblem(_:)``, remembered for up to ``hoursProblemMemory`` distinct values.
    private mutating func hoursProblem(_ value: String?) -> String? {
        guard let value else { return nil }
        if let known = hoursProblems[value] { return known }
        let problem = Self.hoursProblem(value)
        if hoursProblems.count < Self.hoursProblemMemory { hoursProblems[value] = .some(problem) }
        return problem
    }

    /// How many distinct `opening_hours` values ``hoursProblem(_:)`` remembers (a bound on its memory).
    static let hoursProblemMemory = 100_000

    /// Why an `opening_hours` value cannot be read, or nil. Never fatal: the toilet is kept
    /// and its hours count as unknown.
    static func hoursProblem(_ value: String?) -> String? {
        guard let value else { return nil }
        do {
            _ = try OpeningSchedule(parsing: value)
            return nil
        } catch {
            return error.description
        }
    }
}
