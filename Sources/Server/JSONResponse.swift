import Foundation
import Hummingbird

/// Builds JSON responses with one encoder configuration for the whole API.
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        // Encoding our own DTOs cannot fail; if it ever does, say so in the shape clients know.
        let data = (try? encoder.encode(value)) ?? Data(#"{"error":{"code":"internal_error","message":"response could not be encoded","field":null}}"#.utf8)
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// ISO 8601 in UTC with milliseconds, as Refuge writes timestamps: `2017-04-02T04:31:13.371Z`.
enum Timestamp {
    static func string(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC") ?? .gmt))
    }
}
