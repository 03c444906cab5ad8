import Foundation
@testable import Server
import HTTPTypes
import Testing

/// The schema checker behind `OpenAPIDocumentTests` must reject what the document forbids,
/// or those tests could not fail.
@Suite("OpenAPI schema checker")
struct OpenAPISchemaCheckerTests {
    static let goodError = #"{"error":{"code":"invalid_parameter","message":"lat must be …","field":"lat"}}"#

    static func check(_ json: String, against component: String) throws -> [String] {
        let lookup = try OpenAPILookup(OpenAPIDocumentTests.documentData())
        let checker = lookup.checker
        return checker.violations(of: try JSONValue.parse(Data(json.utf8)), against: .object(["$ref": .string("#/components/schemas/\(component)")]))
    }

    @Test("the documented error shape accepts real errors, with or without a field or a request id")
    func acceptsErrors() throws {
        #expect(try Self.check(Self.goodError, against: "Error").isEmpty)
        #expect(try Self.check(#"{"error":{"code":"not_found","message":"no such path: /x","field":null}}"#, against: "Error").isEmpty)
        #expect(try Self.check(#"{"error":{"code":"internal_error","message":"m","field":null,"request_id":"ab12"}}"#, against: "Error").isEmpty)
    }

    @Test("what the document forbids is reported", arguments: [
        (#"{"error":{"code":"x","message":"m"}}"#, "Error", "missing required \"field\""),
        (#"{"error":{"code":"x","message":"m","field":3}}"#, "Error", "is not of type string or null"),
        (#"{"error":{"code":"x","message":"m","field":null,"stack":"…"}}"#, "Error", "undocumented property \"stack\""),
        (#"{"error":{"code":true,"message":"m","field":null}}"#, "Error", "is not of type string"),
        (#""maybe""#, "TriState", "is not in the enum"),
        (#"{"status":"fine"}"#, "Health", "is not"),
        (#"{"distanceFromRouteMeters":-1,"isOff":false,"shouldReroute":false,"remainingMeters":0,"remainingSeconds":0}"#, "RouteProgress", "is below 0"),
        (#"{"distanceFromRouteMeters":1,"isOff":0,"shouldReroute":false,"remainingMeters":0,"remainingSeconds":0}"#, "RouteProgress", "is not of type boolean"),
        (#"{"type":"LineString","coordinates":[[7.4]]}"#, "LineString", "fewer than 2 items"),
        (#"{"type":"LineString","coordinates":[[7.4,195]]}"#, "LineString", "is above 180"),
        (#"{"name":"m","timeZone":"Europe/Monaco","importedAt":"yesterday","toilets":1}"#, "Region", "is not a date-time"),
        (#"{"name":"m","timeZone":"Europe/Monaco","importedAt":"2024-01-01T00:00:00.000Z","toilets":1.5}"#, "Region", "is not of type integer"),
        (#"{"from":"25:00","to":"24:00","state":"open"}"#, "HoursInterval", "does not match"),
    ])
    func rejects(json: String, component: String, expected: String) throws {
        let problems = try Self.check(json, against: component)
        #expect(problems.contains { $0.contains(expected) }, "\(problems)")
    }

    @Test("a schema keyword the checker does not know is reported, not ignored")
    func unknownKeyword() {
        let checker = OpenAPISchemaChecker(document: .object([:]))
        let schema = JSONValue.object(["type": .string("string"), "maxContains": .number(1)])
        #expect(checker.violations(of: .string("x"), against: schema).first?.contains("maxContains") == true)
    }

    @Test("an answer with an undocumented status or content type is reported")
    func undocumentedStatus() throws {
        let lookup = try OpenAPILookup(OpenAPIDocumentTests.documentData())
        let body = Data(Self.goodError.utf8)
        let json: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        #expect(lookup.violations(method: "GET", path: "/api/regions", status: 418, headers: json, body: body).first?.contains("418") == true)
        let html: HTTPFields = [.contentType: "text/html"]
        #expect(lookup.violations(method: "GET", path: "/api/toilets/7", status: 404, headers: html, body: body, exemptHeaders: ["Access-Control-Allow-Origin"])
            .contains { $0.contains("text/html") })
        #expect(lookup.template(for: "/api/toilets/7") == "/api/toilets/{id}")
        #expect(lookup.template(for: "/api/toilets/") == nil)
    }
}
