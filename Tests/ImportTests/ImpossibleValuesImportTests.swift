import Foundation
import Geo
import Model
import OSMReader
import Testing
import TestSupport
@testable import Import

/// The importer skips and counts values that cannot be true (an element, never the region, is
/// dropped): coordinates outside ±90°/±180° and timestamps outside 2004…2100.
@Suite("Impossible values are skipped and counted")
struct ImpossibleValuesImportTests {
    /// Writes `xml` to a temporary `.osm` file and imports it.
    static func importXML(_ xml: String) throws -> OSMToiletReader.Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tn-impossible-\(UUID().uuidString).osm")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try OSMToiletReader.read(url)
    }

    /// A footway a–b–c–d–e–f going east in Valletta, a toilet on it, and `extra` elements.
    static func street(nodeC: String = #"lat="35.8990" lon="14.5102""#, rootAttributes: String = "",
                       toiletTimestamp: String = "2024-05-01T10:00:00Z", extra: String = "") -> String {
        """
        <osm version="0.6"\(rootAttributes)>
          <node id="1" lat="35.8990" lon="14.5100"/>
          <node id="2" lat="35.8990" lon="14.5101"/>
          <node id="3" \(nodeC)/>
          <node id="4" lat="35.8990" lon="14.5103"/>
          <node id="5" lat="35.8990" lon="14.5104"/>
          <node id="6" lat="35.8990" lon="14.5105"/>
          <node id="7" lat="35.8991" lon="14.5102" version="1" timestamp="\(toiletTimestamp)"><tag k="amenity" v="toilets"/></node>
          \(extra)
          <way id="10"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="5"/><nd ref="6"/>
            <tag k="highway" v="footway"/><tag k="name" v="Triq il-Merkanti"/></way>
        </osm>
        """
    }

    /// A 10 × 10 grid of footways in Valletta (every node a junction, 100 vertices: more than
    /// the 50 under which an island is dropped), with node 55 given `badNode`'s attributes.
    static func grid(badNode: String) -> String {
        var lines = [#"<osm version="0.6">"#]
        for row in 0..<10 {
            for column in 0..<10 {
                let id = row * 10 + column + 1
                let place = id == 55 ? badNode : #"lat="\#(35.899 + Double(row) * 0.0005)" lon="\#(14.51 + Double(column) * 0.0005)""#
                lines.append(#"<node id="\#(id)" \#(place)/>"#)
            }
        }
        for i in 0..<10 {
            let row = (0..<10).map { #"<nd ref="\#(i * 10 + $0 + 1)"/>"# }.joined()
            let column = (0..<10).map { #"<nd ref="\#($0 * 10 + i + 1)"/>"# }.joined()
            lines.append(#"<way id="\#(100 + i)">\#(row)<tag k="highway" v="footway"/></way>"#)
            lines.append(#"<way id="\#(200 + i)">\#(column)<tag k="highway" v="footway"/></way>"#)
        }
        return (lines + ["</osm>"]).joined(separator: "\n")
    }

    @Test("one node at an impossible coordinate still leaves the region its walking graph: only that junction is lost",
          arguments: [#"lat="1000000000" lon="14.512""#, #"lat="35.901" lon="1e999""#, #"lat="-91" lon="14.512""#])
    func badNodeKeepsGraph(badNode: String) throws {
        let result = try Self.importXML(Self.grid(badNode: badNode))
        #expect(result.skipped.nodesWithImpossibleCoordinates == 1)
        let built = try result.buildWalkingGraph().get()
        try built.graph.checkInvariants()
        #expect(built.graph.vertexCount == 99)
        #expect(built.missingNodeReferences == 2)
        for v in 0..<built.graph.vertexCount {
            let c = built.graph.coordinate(ofVertex: v)
            #expect((35.898...35.905).contains(c.latitude) && (14.509...14.516).contains(c.longitude), "\(c)")
        }
    }

    @Test("a toilet at an impossible coordinate is not imported; map shapes never hold one")
    func badToiletAndShapes() throws {
        let extra = #"<node id="8" lat="95" lon="14.51"><tag k="amenity" v="toilets"/></node>"#
        let result = try Self.importXML(Self.street(nodeC: #"lat="35.8990" lon="181""#, extra: extra))
        #expect(result.skipped.nodesWithImpossibleCoordinates == 2)
        #expect(result.toilets.map(\.sourceKey) == ["osm:node/7"])
        for point in result.mapData.features.flatMap(\.points) + result.mapData.places.map(\.coordinate) {
            #expect(Coordinate(validatingLatitude: point.latitude, longitude: point.longitude) != nil, "\(point)")
        }
        #expect(result.mapData.features.first?.points.count == 5)
    }

    @Test("a replication timestamp of year 506,713 is ignored and flagged; the data time falls back to the newest element")
    func farFutureReplicationTimestamp() throws {
        let result = try Self.importXML(Self.street(rootAttributes: #" timestamp="+506713-01-01T00:00:00Z""#))
        #expect(result.skipped.hasImpossibleReplicationTimestamp)
        #expect(result.dataTimestamp == Date(timeIntervalSince1970: 1_714_557_600))
    }

    @Test("a plausible replication timestamp is kept and nothing is flagged")
    func plausibleReplicationTimestamp() throws {
        let result = try Self.importXML(Self.street(rootAttributes: #" osmosis_replication_timestamp="2025-01-02T03:04:05Z""#))
        #expect(result.skipped == OSMToiletReader.SkippedValues())
        #expect(result.dataTimestamp == Date(timeIntervalSince1970: 1_735_787_045))
    }

    @Test("element timestamps before OSM existed or after 2100 are dropped and counted; the element is kept",
          arguments: ["1970-01-01T00:00:00Z", "2003-12-31T23:59:59Z", "2100-01-01T00:00:01Z", "+506713-01-01T00:00:00Z"])
    func impossibleElementTimestamp(_ timestamp: String) throws {
        let result = try Self.importXML(Self.street(toiletTimestamp: timestamp))
        #expect(result.skipped.elementsWithImpossibleTimestamps == 1)
        let toilet = try #require(result.toilets.first)
        #expect(toilet.sources.first?.timestamp == nil)
        #expect(result.dataTimestamp == nil)
    }

    @Test("the collector drops NaN and infinite coordinates before any other collector sees them")
    func collectorDropsNonFinite() {
        var collector = OSMToiletCollector(onProgress: nil)
        for (id, latitude, longitude) in [(1, Double.nan, 1.0), (2, 1.0, .infinity), (3, 1e9, 1.0), (4, 43.7, 7.4)] as [(Int64, Double, Double)] {
            collector.visit(node: OSMNode(id: id, latitude: latitude, longitude: longitude, tags: ["amenity": "toilets"]))
        }
        #expect(collector.skipped.nodesWithImpossibleCoordinates == 3)
        #expect(collector.drafts.count == 1)
        #expect(collector.walking.locations.count == 1)  // the one location index, shared with the walking graph
    }

    @Test("the walking collector used on its own also ignores impossible coordinates")
    func walkingCollectorAlone() {
        var collector = WalkingGraphCollector()
        collector.add(node: OSMNode(id: 1, latitude: 1e9, longitude: 0))
        collector.add(node: OSMNode(id: 2, latitude: .nan, longitude: 0))
        collector.add(node: OSMNode(id: 3, latitude: 1, longitude: 2))
        #expect(collector.locations.count == 1)
        #expect(collector.impossibleCoordinates == 2)
    }
}
