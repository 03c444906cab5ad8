import Foundation
import Testing
@testable import OSMReader

@Suite("OSM XML reading")
struct XMLReaderTests {
    private func read(_ xml: String, gzipped: Bool = false) throws -> ElementCollector {
        let bytes = Array(xml.utf8)
        let url = try TestFiles.temporary(gzipped ? GzipWriter.gzip(bytes) : bytes, name: "test.osm")
        defer { TestFiles.remove(url) }
        return try ElementCollector.read(url)
    }

    private func error(_ xml: String) throws -> OSMReadError? {
        let url = try TestFiles.temporary(Array(xml.utf8), name: "test.osm")
        defer { TestFiles.remove(url) }
        return TestFiles.readError(url)
    }

    private func text(_ value: String) throws -> String {
        try Array(value.utf8).withUnsafeBytes { buffer in try XMLValue.text(buffer) }
    }

    @Test("entities decode", arguments: [
        ("Fish &amp; Chips", "Fish & Chips"), ("&lt;b&gt;", "<b>"), ("&quot;x&quot; &apos;y&apos;", "\"x\" 'y'"),
        ("caf&#233;", "café"), ("&#xE9;&#XE9;", "éé"), ("WC &#x1F6BB;", "WC 🚻"), ("line&#10;break", "line\nbreak"),
        ("tab\there", "tab here"), ("plain", "plain"), ("", ""),
    ])
    func entities(_ encoded: String, _ decoded: String) throws {
        #expect(try text(encoded) == decoded)
    }

    @Test("unknown entities, bare ampersands and invalid code points are errors", arguments: [
        "&nbsp;", "a & b", "&#xD800;", "&#;",
    ])
    func badEntities(_ encoded: String) {
        #expect(throws: XMLValueError.self) { try text(encoded) }
    }

    @Test("timestamps convert to the same instant Foundation computes", arguments: [
        "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "2017-09-13T10:52:59Z", "2038-01-19T03:14:08Z",
    ])
    func timestamps(_ text: String) {
        let parsed = Array(text.utf8).withUnsafeBytes { XMLValue.timestamp($0) }
        #expect(parsed == Date.utc(text))
    }

    @Test("comments, CDATA, BOM, single quotes, '>' in values and foreign elements are handled")
    func tolerantSyntax() throws {
        let collector = try read("""
        \u{FEFF}<?xml version="1.0"?>
        <!-- exported <node id="999" lat="0" lon="0"/> -->
        <!DOCTYPE osm>
        <osm version='0.6' generator='hand &amp; written' timestamp="2024-01-02T03:04:05Z">
          <bounds minlat="1.5" minlon="-2.25" maxlat="3" maxlon="4"/>
          <note><![CDATA[ <node id="998"/> ]]></note>
          <changeset id="5"><tag k="comment" v="ignored"/></changeset>
          <node id="1" lat="-1.0000001" lon='179.9999999' version="2" changeset="7"
                timestamp="2017-09-13T10:52:59Z"><tag k="a&gt;b" v="x > y"/>
            <tag   k = "name"   v = "WC"  /></node>
          <node id="2" lat="0" lon="0" visible="false"/>
          <way id="3"><nd ref="1"/><nd ref="-4"/><tag k="highway" v="footway"/></way>
          <relation id="4"><member type="way" ref="3"/><member type="node" ref="1" role="stop"/></relation>
        </osm>
        """)
        #expect(collector.order == ["n1", "w3", "r4"])
        let node = try #require(collector.nodes[1])
        #expect(node.latitude == -1.0000001 && node.longitude == 179.9999999)
        #expect(node.tags == ["a>b": "x > y", "name": "WC"])
        #expect(node.metadata == OSMMetadata(version: 2, timestamp: Date.utc("2017-09-13T10:52:59Z"), changeset: 7))
        #expect(collector.ways[3]?.nodeIDs == [1, -4])
        #expect(collector.relations[4]?.members == [OSMRelation.Member(type: .way, ref: 3, role: ""),
                                                   OSMRelation.Member(type: .node, ref: 1, role: "stop")])
        #expect(collector.header?.writingProgram == "hand & written")
        #expect(collector.header?.replicationTimestamp == Date.utc("2024-01-02T03:04:05Z"))
        #expect(collector.header?.boundingBox == OSMBoundingBox(minLatitude: 1.5, minLongitude: -2.25,
                                                                maxLatitude: 3, maxLongitude: 4))
    }

    @Test("a tag longer than the read window is read whole")
    func longTag() throws {
        let long = String(repeating: "abcdefgh", count: 400_000)
        let collector = try read(#"<osm><node id="1" lat="1" lon="2"><tag k="note" v="\#(long)"/></node></osm>"#,
                                 gzipped: true)
        #expect(collector.nodes[1]?.tags["note"]?.count == long.count)
    }

    @Test("a document that stops early is truncated", arguments: [
        #"<osm><node id="1" lat="1" lon="2"/>"#, #"<osm><node id="1" lat="1" lo"#, "<osm><way id=\"1\"><nd ref=\"2\"/></way>",
    ])
    func truncatedDocument(_ xml: String) throws {
        guard case .truncated = try error(xml) else {
            Issue.record("expected .truncated for \(xml)")
            return
        }
    }

    @Test("bad attribute values are corrupt, with the attribute and value in the message")
    func badAttribute() throws {
        let error = try #require(try error(#"<osm><node id="12" lat="north" lon="2"/></osm>"#))
        #expect(error == .corrupt(path: error.path, offset: 24,
                                  reason: #"XML: attribute lat="north", expected a decimal number of degrees"#))
        #expect(error.description == #"test.osm: corrupt at byte 24: XML: attribute lat="north", expected a decimal number of degrees"#)
    }

    @Test("missing required attributes are corrupt")
    func missingAttribute() throws {
        guard case .corrupt(_, _, let reason) = try error(#"<osm><node lat="1" lon="2"/></osm>"#) else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(reason == "XML: <node> without its id attribute")
    }

    @Test("XML that is not an <osm> document is not OSM", arguments: [
        "<?xml version=\"1.0\"?><gpx><trk/></gpx>", "<osmChange version=\"0.6\"><create/></osmChange>",
    ])
    func notOSMXML(_ xml: String) throws {
        guard case .notOSM = try error(xml) else {
            Issue.record("expected .notOSM for \(xml)")
            return
        }
    }

    @Test("concatenated gzip members read as one document")
    func multiMemberGzip() throws {
        let xml = Array(MonacoExtractFixture.xml.utf8)
        let half = xml.count / 2
        let bytes = GzipWriter.gzip(Array(xml[..<half])) + GzipWriter.gzip(Array(xml[half...]))
        let url = try TestFiles.temporary(bytes, name: "two-members.osm.gz")
        defer { TestFiles.remove(url) }
        let collector = try ElementCollector.read(url)
        #expect(collector.nodes.count == MonacoExtractFixture.nodeCount)
        #expect(collector.relations.count == MonacoExtractFixture.relationCount)
    }
}

extension OSMReadError {
    /// The path an error names, for building expected values.
    var path: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .notOSM(let path, _), .truncated(let path, _, _),
             .corrupt(let path, _, _), .unsupportedFeature(let path, _): return path
        case .visitor: return ""
        }
    }
}
