import Foundation
import Geo
import Hummingbird

/// Typed, validated access to a request's query; every failure is an ``APIError`` naming the field.
struct QueryParameters {
    let request: Request

    init(_ request: Request) {
        self.request = request
    }

    func string(_ name: String) -> String? {
        request.uri.queryParameters.get(name)
    }

    func requiredString(_ name: String, expected: String) throws(APIError) -> String {
        guard let value = string(name), !value.isEmpty else { throw .missing(name, expected: expected) }
        return value
    }

    func double(_ name: String, expected: String) throws(APIError) -> Double? {
        guard let raw = string(name) else { return nil }
        guard let value = Double(raw.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw .invalid(name, raw, expected: expected)
        }
        return value
    }

    func integer(_ name: String, in range: ClosedRange<Int>, expected: String) throws(APIError) -> Int? {
        guard let raw = string(name) else { return nil }
        guard let value = Int(raw.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw .invalid(name, raw, expected: expected)
        }
        return value
    }

    /// An instant in ISO 8601 with a zone (`2026-11-22T18:30:00Z`, `…+01:00`, optional fractional seconds).
    func instant(_ name: String) throws(APIError) -> Date? {
        guard let raw = string(name) else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        throw .invalid(name, raw, expected: "an ISO 8601 time with a zone, like 2026-11-22T18:30:00Z")
    }

    /// Grape's Boolean: `true`/`false`/`1`/`0` (any case); anything else is a 400.
    func bool(_ name: String) throws(APIError) -> Bool? {
        guard let raw = string(name) else { return nil }
        switch raw.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw .invalid(name, raw, expected: "true or false")
        }
    }

    /// A position from two parameters, validated as a real coordinate.
    func coordinate(latitude: String, longitude: String) throws(APIError) -> Coordinate {
        let latExpected = "a latitude in degrees, -90 to 90", lonExpected = "a longitude in degrees, -180 to 180"
        guard let lat = try double(latitude, expected: latExpected) else { throw .missing(latitude, expected: latExpected) }
        guard let lon = try double(longitude, expected: lonExpected) else { throw .missing(longitude, expected: lonExpected) }
        guard (-90.0...90.0).contains(lat) else {
            throw .invalid(latitude, string(latitude) ?? "", expected: latExpected, code: "invalid_coordinate")
        }
        guard let coordinate = Coordinate(validatingLatitude: lat, longitude: lon) else {
            throw .invalid(longitude, string(longitude) ?? "", expected: lonExpected, code: "invalid_coordinate")
        }
        return coordinate
    }
}
