import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Store
import Testing
import TestSupport
@testable import Server

/// Large text answers are gzipped for clients that accept it, and are the same bytes once inflated.
@Suite("Compression")
struct CompressionTests {
    /// The uncompressed and gzip answers for `uri`, from one application.
    static func both(_ uri: String, acceptEncoding: String = "gzip, deflate, br",
                     configuration: ServerConfiguration = ServerConfiguration()) async throws -> (plain: TestResponse, gzip: TestResponse) {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository)
        let app = buildApplication(configuration, repository: repository, finder: finder, now: { Fixtures.monday })
        return try await app.test(.router) { client in
            let plain = try await client.execute(uri: uri, method: .get) { $0 }
            let gzip = try await client.execute(uri: uri, method: .get, headers: [.acceptEncoding: acceptEncoding]) { $0 }
            return (plain, gzip)
        }
    }

    static func inflate(_ buffer: ByteBuffer) throws -> ByteBuffer {
        var compressed = buffer
        return try compressed.decompress(with: .gzip())
    }

    @Test("the base map, the region pack and the OpenAPI document inflate to the plain answer byte for byte",
          arguments: ["/api/basemap?bbox=7.415,43.728,7.43,43.74", "/api/region-pack?lat=43.73&lon=7.42&radiusMeters=2000",
                      "/api/openapi.json"])
    func gzipRoundTrip(uri: String) async throws {
        let (plain, gzip) = try await Self.both(uri)
        #expect(plain.status == .ok && gzip.status == .ok)
        #expect(plain.headers[.contentEncoding] == nil)
        #expect(gzip.headers[.contentEncoding] == "gzip")
        #expect(gzip.headers[values: .vary].contains("Accept-Encoding") && plain.headers[values: .vary].contains("Accept-Encoding"))
        #expect(gzip.headers[.contentLength] == String(gzip.body.readableBytes))
        #expect(gzip.body.readableBytes < plain.body.readableBytes / 2)
        #expect(try Self.inflate(gzip.body) == plain.body)
    }

    @Test("identity, gzip;q=0 or another coding only get the plain answer", arguments: ["identity", "gzip;q=0", "br", "*;q=0", "gzip;q=0, *"])
    func refusedGzip(acceptEncoding: String) async throws {
        let (plain, other) = try await Self.both("/api/openapi.json", acceptEncoding: acceptEncoding)
        #expect(other.headers[.contentEncoding] == nil)
        #expect(other.body == plain.body)
    }

    @Test("a body under 1 KiB stays plain and says no Vary")
    func smallStaysPlain() async throws {
        let (plain, gzip) = try await Self.both("/healthz")
        #expect(gzip.headers[.contentEncoding] == nil && gzip.headers[.vary] == nil)
        #expect(gzip.body == plain.body)
    }

    @Test("a large static file is gzipped, keeps its weak ETag, and revalidating with it answers 304")
    func staticFile() async throws {
        let web = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(atPath: web) }
        let script = String(repeating: "console.log('ToiletNow');\n", count: 200)
        try Data(script.utf8).write(to: URL(fileURLWithPath: "\(web)/big.js"))
        let (plain, gzip) = try await Self.both("/big.js", configuration: ServerConfiguration(webRoot: web))
        #expect(gzip.headers[.contentEncoding] == "gzip")
        #expect(try Self.inflate(gzip.body) == plain.body)
        let weak = try #require(gzip.headers[.eTag])
        #expect(weak.hasPrefix("W/") && weak == plain.headers[.eTag])
        let response = try await EdgeHarness.send("/big.js", headers: [.acceptEncoding: "gzip", .ifNoneMatch: weak],
                                                  configuration: ServerConfiguration(webRoot: web))
        #expect(response.status == .notModified)
    }

    @Test("Accept-Encoding is read with its q-values")
    func acceptEncoding() {
        let cases: [(String?, Bool)] = [
            (nil, false), ("gzip", true), ("GZIP", true), ("x-gzip", true), ("deflate, gzip;q=0.5", true), ("gzip;q=0", false),
            ("gzip; q=0.000", false), ("identity", false), ("*", true), ("*;q=0", false), ("gzip;q=0, *", false),
            ("br, *;q=0.1", true), ("gzip;q=2", false), ("gzip;q=abc", false), ("", false), (" , ;", false),
        ]
        for (header, expected) in cases {
            #expect(AcceptEncoding.allowsGzip(header.map { [$0] } ?? []) == expected, "\(header ?? "no header")")
        }
    }

    @Test("only text types are compressible")
    func compressibleTypes() {
        for type in ["application/json; charset=utf-8", "text/html", "text/css", "application/javascript", "text/javascript",
                     "image/svg+xml", "application/geo+json", "text/plain; version=0.0.4"] {
            #expect(CompressionMiddleware<AppRequestContext>.isCompressible(type), "\(type)")
        }
        for type in ["image/png", "application/octet-stream", "font/woff2", "application/gzip"] {
            #expect(!CompressionMiddleware<AppRequestContext>.isCompressible(type), "\(type)")
        }
    }

    /// The one difference from the old code: an empty type before a `;` stays empty (the old
    /// `split` dropped it and took the parameter for the type).
    @Test("the media type in bytes is the one Foundation's trimming and lower-casing gave")
    func mediaTypeMatchesFoundation() {
        let pieces = ["application/json", "Text/HTML", "IMAGE/SVG+XML", " ", "\t", ";", "; charset=utf-8", "x", "É", "\u{00A0}", "", "/"]
        var generator = SeededRandom(seed: 7)
        for _ in 0..<3_000 {
            let type = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let foundation = type.split(separator: ";", omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            #expect(CompressionMiddleware<AppRequestContext>.mediaType(type) == foundation, "\(type.debugDescription)")
        }
    }
}

/// A fresh temporary folder.
enum TemporaryFolder {
    static func make() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-gzip-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
