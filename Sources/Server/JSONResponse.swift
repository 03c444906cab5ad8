import Foundation
import Hummingbird
import OpeningHours

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
///
/// Written by hand for years 1600…9999: `Date.ISO8601FormatStyle` cost about as much per call as
/// the whole walking search (six calls per nearest answer; a profile of /api/nearest on Malta),
/// and `TimestampTests` checks this against it over seeded dates. Other years use the style.
enum Timestamp {
    static func string(_ date: Date) -> String {
        var text = [UInt8]()
        text.reserveCapacity(24)
        return append(date, to: &text) ? String(decoding: text, as: UTF8.self) : styled(date)
    }

    /// Appends ``string(_:)``'s text as UTF-8 to `text` and returns true, or appends nothing
    /// and returns false where only ``styled(_:)`` says it (before 1600, after 9999, not finite).
    static func append(_ date: Date, to text: inout [UInt8]) -> Bool {
        // As the style does: whole seconds since 2001, then the fraction truncated to milliseconds.
        let reference = date.timeIntervalSinceReferenceDate
        let whole = reference.rounded(.down)
        guard whole.isFinite, abs(whole) < 2.5e11 else { return false }
        let fraction = Int64(((reference - whole) * 1000).rounded(.down))
        let total = (Int64(whole) + 978_307_200) * 1000 + fraction
        let (days, dayMillis) = floorDivision(total, 86_400_000)
        let civil = LocalDate(daysSince1970: Int(days))
        let (year, month, day) = (civil.year, civil.month, civil.day)
        // Before 1600 the style counts in the Julian calendar; leave those to it.
        guard (1600...9999).contains(year) else { return false }
        let time = Int(dayMillis)
        append(&text, year, digits: 4); text.append(UInt8(ascii: "-"))
        append(&text, month, digits: 2); text.append(UInt8(ascii: "-"))
        append(&text, day, digits: 2); text.append(UInt8(ascii: "T"))
        append(&text, time / 3_600_000, digits: 2); text.append(UInt8(ascii: ":"))
        append(&text, time / 60_000 % 60, digits: 2); text.append(UInt8(ascii: ":"))
        append(&text, time / 1000 % 60, digits: 2); text.append(UInt8(ascii: "."))
        append(&text, time % 1000, digits: 3); text.append(UInt8(ascii: "Z"))
        return true
    }

    static func styled(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    private static func floorDivision(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let q = a / b, r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }

    private static func append(_ text: inout [UInt8], _ value: Int, digits: Int) {
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            text.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}

extension JSONWriter {
    /// A date as ``Timestamp/string(_:)`` writes it, straight into the bytes; null for nil.
    mutating func timestamp(_ date: Date?) {
        guard let date else { return null() }
        string(utf8: { bytes in
            if !Timestamp.append(date, to: &bytes) { bytes.append(contentsOf: Timestamp.styled(date).utf8) }
        })
    }
}
