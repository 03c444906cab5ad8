import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import Testing
import TestSupport

/// `GET /metrics`: Prometheus text with bounded labels (route templates, never raw paths).
@Suite("Metrics API")
struct MetricsAPITests {
    /// The value of the sample line that starts with `series` (name and labels as written).
    static func value(_ text: String, _ series: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(series + " ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
    }

    @Test("requests are counted by route template, method and status; unknown paths as unmatched; no raw path or coordinate")
    func requestCounts() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository)
        let app = buildApplication(ServerConfiguration(), repository: repository, finder: finder, now: { Fixtures.monday })
        let text = try await app.test(.router) { client in
            for uri in ["/api/toilets/1", "/api/toilets/2", "/api/toilets/999999", "/api/nearest?lat=43.7384&lon=7.4246",
                        "/no/such/thing", "/no/other"] {
                _ = try await client.execute(uri: uri, method: .get) { $0 }
            }
            let response = try await client.execute(uri: "/metrics", method: .get) { $0 }
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain") == true)
            return String(buffer: response.body)
        }
        #expect(Self.value(text, #"http_requests_total{route="/api/toilets/{id}",method="GET",status="200"}"#) == 2)
        #expect(Self.value(text, #"http_requests_total{route="/api/toilets/{id}",method="GET",status="404"}"#) == 1)
        #expect(Self.value(text, #"http_requests_total{route="/api/nearest",method="GET",status="200"}"#) == 1)
        #expect(Self.value(text, #"http_requests_total{route="unmatched",method="GET",status="404"}"#) == 2)
        #expect(Self.value(text, #"http_request_duration_seconds_count{route="/api/toilets/{id}"}"#) == 3)
        #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
        for leak in ["43.7384", "999999", "/no/such", "/api/toilets/1\""] { #expect(!text.contains(leak), "\(leak) in /metrics") }
        #expect(Self.value(text, "toiletnow_data_version") == 0)
        #expect(Self.value(text, "toiletnow_change_feed_lag_seconds") == 0)
        #expect(text.contains("toiletnow_snapshot_age_seconds "))
    }

    @Test("each 429 of the write limits is counted by its limit")
    func rateLimited() async throws {
        let harness = try await CommunityHarness()
        let toilet = try #require(try await harness.repository.allToilets().first).id.rawValue
        let text = try await harness.run { client in
            let token = try await client.newDevice()
            for _ in 0..<22 { _ = try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3]) }
            return String(buffer: try await client.execute(uri: "/metrics", method: .get) { $0 }.body)
        }
        #expect(Self.value(text, #"toiletnow_rate_limited_total{limit="device"}"#) == 2)
        #expect(Self.value(text, #"http_requests_total{route="/api/toilets/{id}/ratings",method="POST",status="429"}"#) == 2)
        #expect(!text.contains(harness.moderatorToken))
    }

    @Test("two applications in one process keep their own counts")
    func registryPerApplication() async throws {
        let repository = InMemoryToiletRepository()
        let finder = try await ServerHarness.finder(repository)
        for _ in 0..<2 {
            let app = buildApplication(ServerConfiguration(), repository: repository, finder: finder)
            let text = try await app.test(.router) { client in
                _ = try await client.execute(uri: "/healthz", method: .get) { $0 }
                return String(buffer: try await client.execute(uri: "/metrics", method: .get) { $0 }.body)
            }
            #expect(Self.value(text, #"http_requests_total{route="/healthz",method="GET",status="200"}"#) == 1)
        }
    }
}
