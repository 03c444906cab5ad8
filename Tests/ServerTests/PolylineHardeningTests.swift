import Foundation
import Geo
import HummingbirdTesting
import Store
import Testing
import TestSupport
@testable import Server

/// `/api/route/progress` decodes a polyline the client sends: hostile text must get the
/// shared 400 error shape naming `polyline`, never kill the process or reach the monitor
/// with impossible coordinates.
@Suite("Polyline hardening")
struct PolylineHardeningTests {
    static func progress(polyline: String) async throws -> TestResponse {
        let encoded = polyline.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return try await ServerHarness.get("/api/route/progress?polyline=\(encoded)&lat=43.7384&lon=7.4246",
                                           repository: try await ServerHarness.monacoRepository())
    }

    @Test("maximum-size deltas repeated 34 times: a 400 naming polyline, not an overflow trap")
    func overflowingDeltas() async throws {
        let response = try await Self.progress(polyline: String(repeating: "}~~~~~~~~~~^", count: 34))
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: "polyline")
    }

    @Test("a polyline whose points lie outside valid latitudes and longitudes is a 400 naming polyline")
    func outOfRange() async throws {
        let response = try await Self.progress(polyline: String(repeating: "}~~~~~~~~~~^", count: 4))
        try ServerHarness.expectError(response, status: .badRequest, code: "invalid_parameter", field: "polyline")
    }

    @Test("a valid polyline around the harness position still gets an answer")
    func valid() async throws {
        let start = Coordinate(latitude: 43.7384, longitude: 7.4246)
        let line = Polyline.encode([start, start.offset(meters: 300, bearingDegrees: 90)])
        let response = try await Self.progress(polyline: line)
        #expect(response.status == .ok)
    }
}
