import Foundation
import Testing
@testable import OSMReader

/// Broken, foreign and missing files end in a typed ``OSMReadError``, never a crash.
@Suite("Malformed and foreign files")
struct MalformedFileTests {
    /// Offsets of every blob in Monaco, from the reader's own framing.
    static func monacoBlobOffsets() throws -> [Int64] {
        let stream = PBFBlobStream(source: try FileByteSource(path: TestFiles.monaco.path))
        var offsets: [Int64] = []
        while let blob = try stream.nextBlob() { offsets.append(blob.offset) }
        return offsets
    }

    @Test("a PBF cut anywhere inside a structure reports .truncated")
    func truncatedPBF() throws {
        let offsets = try Self.monacoBlobOffsets()
        let bytes = try TestFiles.prefix(of: TestFiles.monaco, count: 1 << 20)
        let size = Int64(bytes.count)
        let last = try #require(offsets.last)
        // In the first length prefix, first BlobHeader, header blob; mid second BlobHeader and
        // blob; just before the third blob; inside a later blob; inside the last BlobHeader and blob.
        let cuts: [Int64] = [6, 12, 40, offsets[1] + 2, offsets[1] + 9, offsets[1] + 5_000,
                             offsets[2] - 1, offsets[3] + 100, last + 7, size - 2]
        for cut in cuts {
            let url = try TestFiles.temporary(Array(bytes[..<Int(cut)]), name: "monaco-cut.osm.pbf")
            defer { TestFiles.remove(url) }
            let error = try #require(TestFiles.readError(url), "cut at \(cut)")
            guard case .truncated(_, let offset, _) = error else {
                Issue.record("cut at \(cut): expected .truncated, got \(error)")
                continue
            }
            #expect(offset == cut, "cut at \(cut): \(error)")
            #expect(error.description.hasPrefix("monaco-cut.osm.pbf: truncated at byte \(cut): "))
        }
    }

    @Test("a file shorter than a BlobHeader length is not OSM", arguments: [1, 2, 3])
    func tinyFile(length: Int) throws {
        let url = try TestFiles.temporary(try TestFiles.prefix(of: TestFiles.monaco, count: length))
        defer { TestFiles.remove(url) }
        #expect(throws: OSMReadError.notOSM(path: url.path, reason: "only \(length) bytes, too short for PBF or XML")) {
            var counter = ElementCounter()
            try OSMReader.read(contentsOf: url, into: &counter)
        }
    }

    @Test("random bytes, text, JSON and an empty file are not OSM", arguments: [
        "random", "text", "json", "empty", "html",
    ])
    func foreignContent(kind: String) throws {
        var generator = SeededGenerator(seed: 7)
        let bytes: [UInt8] = switch kind {
        case "random": (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        case "text": Array("Toilets of Malta\nThis is not a map.\n".utf8)
        case "json": Array(#"{"type": "FeatureCollection", "features": []}"#.utf8)
        case "html": Array("<!DOCTYPE html><html><body>osm</body></html>".utf8)
        default: []
        }
        let url = try TestFiles.temporary(bytes, name: "\(kind).osm.pbf")
        defer { TestFiles.remove(url) }
        let error = TestFiles.readError(url)
        guard case .notOSM = error else {
            Issue.record("\(kind): expected .notOSM, got \(String(describing: error))")
            return
        }
    }

    @Test("a missing file reports .fileNotFound with its path")
    func missingFile() {
        let url = TestFiles.dataDirectory.appendingPathComponent("atlantis.osm.pbf")
        #expect(TestFiles.readError(url) == .fileNotFound(path: url.path))
        #expect(TestFiles.readError(url)?.description == "\(url.path): file not found")
    }

    @Test("a directory reports .unreadable")
    func directory() {
        guard case .unreadable = TestFiles.readError(TestFiles.dataDirectory) else {
            Issue.record("expected .unreadable")
            return
        }
    }

    @Test("a truncated .osm.gz reports .truncated", arguments: [200, 50_000, 150_000])
    func truncatedGzip(length: Int) throws {
        let url = try TestFiles.temporary(try TestFiles.prefix(of: TestFiles.berlin, count: length), name: "cut.osm.gz")
        defer { TestFiles.remove(url) }
        let error = TestFiles.readError(url)
        guard case .truncated = error else {
            Issue.record("cut at \(length): expected .truncated, got \(String(describing: error))")
            return
        }
    }

    @Test("a visitor's error stops the read and arrives wrapped")
    func visitorError() {
        struct Stop: Error, CustomStringConvertible { var description: String { "enough" } }
        struct Stopper: OSMVisitor {
            var nodes = 0
            mutating func visit(node: OSMNode) throws {
                nodes += 1
                if nodes == 10 { throw Stop() }
            }
        }
        for url in [TestFiles.monaco, TestFiles.berlin] {
            var stopper = Stopper()
            #expect(throws: OSMReadError.visitor(Stop())) {
                try OSMReader.read(contentsOf: url, into: &stopper)
            }
            #expect(stopper.nodes == 10)
        }
        #expect(OSMReadError.visitor(Stop()).description == "visitor stopped the read: enough")
    }
}

/// A deterministic random number generator (SplitMix64) so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var value = state
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}
