import Foundation
import Testing
@testable import OSMReader

/// Random damage must end in success or a typed error: no crash, no hang.
///
/// Seeds are fixed so any failure reproduces; iteration counts keep the suite to a
/// few seconds in a debug build. Hand-built hostile PBF structures are in
/// `PBFStructureFuzzTests`, hostile XML values in `XMLValueFuzzTests`.
@Suite("PBF and XML reader fuzz: damaged sample files")
struct FuzzTests {
    /// The first `blobCount` blobs of Monaco exactly as stored (zlib-compressed).
    static func monacoPrefix(blobCount: Int) throws -> [UInt8] {
        let offsets = try MalformedFileTests.monacoBlobOffsets()
        return try TestFiles.prefix(of: TestFiles.monaco, count: Int(offsets[blobCount]))
    }

    /// The first `blobCount` blobs of Monaco re-stored as raw blobs, so damage lands in
    /// protobuf structure instead of being caught by zlib's checksum.
    static func monacoRawPrefix(blobCount: Int) throws -> [UInt8] {
        let stream = PBFBlobStream(source: try FileByteSource(path: TestFiles.monaco.path))
        var writer = PBFFileWriter()
        for _ in 0..<blobCount {
            let blob = try #require(try stream.nextBlob())
            writer.blob(type: blob.type, payload: Array(try stream.payload(of: blob)))
        }
        return writer.bytes
    }

    /// Flips a few random bytes of `original` per iteration and reads the result.
    private func fuzz(_ original: [UInt8], name: String, seed: UInt64, iterations: Int,
                      damageRange: Range<Int>? = nil) throws -> (successes: Int, failures: [String: Int]) {
        var generator = SeededGenerator(seed: seed)
        let url = try TestFiles.temporary(original, name: name)
        defer { TestFiles.remove(url) }
        var successes = 0
        var failures: [String: Int] = [:]
        let range = damageRange ?? 0..<original.count
        for _ in 0..<iterations {
            var damaged = original
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                damaged[Int.random(in: range, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            try Data(damaged).write(to: url)
            var counter = ElementCounter()
            do {
                try OSMReader.read(contentsOf: url, into: &counter)
                successes += 1
            } catch {
                failures[String(describing: error).split(separator: ":").dropFirst().first.map(String.init) ?? "", default: 0] += 1
            }
        }
        return (successes, failures)
    }

    @Test("flipped bytes in zlib-compressed Monaco blobs")
    func compressedBlobs() throws {
        let result = try fuzz(try Self.monacoPrefix(blobCount: 3), name: "fuzz.osm.pbf", seed: 1, iterations: 120)
        #expect(result.successes + result.failures.values.reduce(0, +) == 120)
        #expect(result.failures.keys.contains { $0.contains("corrupt") })
    }

    @Test("flipped bytes in raw Monaco blobs reach the protobuf decoder")
    func rawBlobs() throws {
        let original = try Self.monacoRawPrefix(blobCount: 2)
        let result = try fuzz(original, name: "fuzz-raw.osm.pbf", seed: 2, iterations: 150, damageRange: 200..<original.count)
        #expect(result.successes + result.failures.values.reduce(0, +) == 150)
        #expect(result.failures.keys.contains { $0.contains("corrupt") })
    }

    @Test("flipped bytes in the XML extract, plain and gzipped")
    func xmlExtract() throws {
        let xml = Array(MonacoExtractFixture.xml.utf8)
        let plain = try fuzz(xml, name: "fuzz.osm", seed: 3, iterations: 150)
        let gzipped = try fuzz(GzipWriter.gzip(xml), name: "fuzz.osm.gz", seed: 4, iterations: 60)
        #expect(plain.successes + plain.failures.values.reduce(0, +) == 150)
        #expect(gzipped.successes + gzipped.failures.values.reduce(0, +) == 60)
    }
}
