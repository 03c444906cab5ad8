import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Gzips a large answer for a client that accepts it: the base map, the region pack, the OpenAPI
/// document, the web app's files — anything of a text type (JSON, JavaScript, CSS, HTML, SVG, text).
///
/// Only a complete 200 answer between ``minimumBytes`` and ``maximumBytes`` with no coding of its
/// own is compressed (never twice, never a range). Every such answer says
/// `Vary: Accept-Encoding`, compressed or not, so a cache keeps the two apart. A strong ETag
/// becomes weak (`W/"…"`) when gzipped, as the bytes differ (the file middleware's are weak
/// already, so revalidating a gzipped file still answers 304).
struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Below this a gzip header and the CPU cost more than they save.
    static var minimumBytes: Int { 1024 }
    /// Above this an answer is sent plain rather than held whole in memory to compress.
    static var maximumBytes: Int { 64 << 20 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        guard response.status == .ok, response.headers[.contentEncoding] == nil, response.headers[.contentRange] == nil,
              let length = response.body.contentLength, (Self.minimumBytes...Self.maximumBytes).contains(length),
              let type = response.headers[.contentType], Self.isCompressible(type) else { return response }
        response.headers.append(HTTPField(name: .vary, value: "Accept-Encoding"))
        guard AcceptEncoding.allowsGzip(request.headers[values: .acceptEncoding]) else { return response }
        var plain = try await Self.collect(response.body, capacity: length)
        let original = plain
        guard let gzipped = try? plain.compress(with: .gzip()) else {
            response.body = ResponseBody(byteBuffer: original)
            return response
        }
        response.body = ResponseBody(byteBuffer: gzipped)
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = String(gzipped.readableBytes)
        if let tag = response.headers[.eTag], !tag.hasPrefix("W/") { response.headers[.eTag] = "W/" + tag }
        return response
    }

    /// Whether a `Content-Type` is text that gzip shrinks (not images, fonts or archives).
    static func isCompressible(_ contentType: String) -> Bool {
        let type = mediaType(contentType)
        return type.hasPrefix("text/") || type.hasSuffix("+json") || type.hasSuffix("+xml")
            || ["application/json", "application/javascript", "application/xml", "image/svg+xml"].contains(type)
    }

    /// The media type of a `Content-Type`: before any `;`, without the blanks around it, in lower
    /// case. In bytes: Foundation's trimming and lower-casing were 2 % of every JSON answer's
    /// profile. A type with a non-ASCII byte goes the Unicode way, as before. An empty type before
    /// a `;` is empty (`split` used to skip it and take the parameter for the type).
    static func mediaType(_ contentType: String) -> String {
        let head = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        guard head.allSatisfy({ $0 < 0x80 }) else {
            return contentType.split(separator: ";", omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let trimmed = head.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        return String(decoding: trimmed.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The whole body in one buffer.
    static func collect(_ body: ResponseBody, capacity: Int) async throws -> ByteBuffer {
        let sink = CollectingWriter.Sink(capacity: capacity)
        try await body.write(CollectingWriter(sink: sink))
        return sink.buffer
    }
}

/// A body writer that keeps what it is given, to compress it whole.
struct CollectingWriter: ResponseBodyWriter {
    /// Where the bytes go (a class: `finish` consumes the writer).
    final class Sink: @unchecked Sendable {
        var buffer: ByteBuffer

        init(capacity: Int) {
            buffer = ByteBufferAllocator().buffer(capacity: capacity)
        }
    }

    let sink: Sink

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        sink.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
