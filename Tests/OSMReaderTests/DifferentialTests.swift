import Foundation
import Testing
@testable import OSMReader

/// The same data read from XML (plain and gzipped) and from PBF must agree exactly.
@Suite("XML and PBF agree")
struct DifferentialTests {
    private func readFixture(gzipped: Bool) throws -> ElementCollector {
        let xml = Array(MonacoExtractFixture.xml.utf8)
        let url = try TestFiles.temporary(gzipped ? GzipWriter.gzip(xml) : xml, name: "monaco-extract.osm")
        defer { TestFiles.remove(url) }
        return try ElementCollector.read(url)
    }

    @Test("the osmium XML extract matches the same elements in the Monaco PBF", arguments: [false, true])
    func extractMatchesPBF(gzipped: Bool) throws {
        let xml = try readFixture(gzipped: gzipped)
        #expect(xml.nodes.count == MonacoExtractFixture.nodeCount)
        #expect(xml.ways.count == MonacoExtractFixture.wayCount)
        #expect(xml.relations.count == MonacoExtractFixture.relationCount)
        let ids = Set(xml.nodes.keys).union(xml.ways.keys).union(xml.relations.keys)
        let pbf = try ElementCollector.read(TestFiles.monaco, wantedIDs: ids)
        for (id, node) in xml.nodes {
            let other = try #require(pbf.nodes[id], "node \(id) missing from PBF")
            #expect(node.latitude == other.latitude && node.longitude == other.longitude, "node \(id)")
            #expect(node.tags == other.tags, "node \(id)")
            #expect(node.metadata == other.metadata, "node \(id)")
        }
        for (id, way) in xml.ways {
            let other = try #require(pbf.ways[id], "way \(id) missing from PBF")
            #expect(way.nodeIDs == other.nodeIDs && way.tags == other.tags && way.metadata == other.metadata, "way \(id)")
        }
        for (id, relation) in xml.relations {
            let other = try #require(pbf.relations[id], "relation \(id) missing from PBF")
            #expect(relation.members == other.members && relation.tags == other.tags, "relation \(id)")
            #expect(relation.metadata == other.metadata, "relation \(id)")
        }
    }

    @Test("entities and non-ASCII text in the extract decode like the PBF strings")
    func entitiesInExtract() throws {
        let xml = try readFixture(gzipped: false)
        #expect(xml.ways.values.contains { $0.tags["reg_name"] == "Carrugëtu d'a Fondarìa" })
        #expect(xml.relations[393_481]?.members == [OSMRelation.Member(type: .way, ref: 48_825_426, role: "outer"),
                                                   OSMRelation.Member(type: .way, ref: 48_825_427, role: "inner")])
    }

    @Test("a clipped extract reads fine and its missing way nodes resolve to nil")
    func clippedExtract() throws {
        let xml = try readFixture(gzipped: false)
        var locations = OSMNodeLocations()
        for node in xml.nodes.values { locations.append(node) }
        var resolved = 0, missing = 0
        for way in xml.ways.values {
            for id in way.nodeIDs {
                if locations.location(of: id) == nil { missing += 1 } else { resolved += 1 }
            }
        }
        #expect(missing == MonacoExtractFixture.missingWayNodeReferences)
        #expect(resolved + missing == MonacoExtractFixture.wayNodeReferences)
        let found = locations.location(of: 619_431_255)
        let location = try #require(found)
        #expect(abs(location.latitude - 43.7316691) < 1e-9 && abs(location.longitude - 7.4241954) < 1e-9)
    }
}
