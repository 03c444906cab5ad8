import Foundation
import HTTPTypes
import Store
import Testing
import TestSupport
@testable import Server

/// What every response carries at the edge: the error shape for every 4xx, 405 with Allow,
/// CORS on the API, and the security headers.
@Suite("HTTP edge")
struct EdgeResponseTests {
    @Test("a method the path does not answer is a 405 naming the allowed methods", arguments: [
        (HTTPRequest.Method.post, "/api/nearest?lat=43.7&lon=7.4", "GET, HEAD, OPTIONS"),
        (.delete, "/api/toilets/1", "GET, HEAD, OPTIONS"),
        (.put, "/api/v1/restrooms.json", "GET, HEAD, OPTIONS"),
        (.post, "/healthz", "GET, HEAD"),
        (.options, "/healthz", "GET, HEAD"),
        // Methods the router was never told of (Schemathesis sends QUERY) are refused the same way.
        (HTTPRequest.Method("QUERY")!, "/api/basemap?bbox=7.41,43.72,7.43,43.74", "GET, HEAD, OPTIONS"),
        (HTTPRequest.Method("FOO")!, "/api/toilets/7", "GET, HEAD, OPTIONS"),
    ])
    func methodNotAllowed(method: HTTPRequest.Method, uri: String, allow: String) async throws {
        let response = try await EdgeHarness.send(uri, method: method)
        try ServerHarness.expectError(response, status: .methodNotAllowed, code: "method_not_allowed", field: "method")
        #expect(ServerHarness.header(response, "Allow") == allow)
    }

    @Test("an unknown path is still a 404 in the error shape, whatever the method")
    func unknownPath() async throws {
        for method in [HTTPRequest.Method.get, .post] {
            let response = try await EdgeHarness.send("/api/nowhere", method: method)
            try ServerHarness.expectError(response, status: .notFound, code: "not_found", field: nil)
        }
    }

    @Test("a connection that stops sending half-way through a request is closed after the idle timeout")
    func idleConnection() async throws {
        var configuration = ServerConfiguration(port: 0)
        configuration.idleTimeout = .milliseconds(300)
        let repository = InMemoryToiletRepository()
        let app = buildApplication(configuration, repository: repository, finder: try await ServerHarness.finder(repository))
        // No blank line: the request never ends. Without the timeout, the client's own 10 s limit ends it.
        let seconds = try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    let started = Date()
                    continuation.resume(with: Result {
                        _ = try RawSocket.exchange(Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\n".utf8), port: port)
                        return Date().timeIntervalSince(started)
                    })
                }
            }
        }
        #expect(seconds < 5, "the half-sent request held the connection for \(seconds) s")
    }

    @Test("HEAD answers wherever GET does, without a body")
    func head() async throws {
        let response = try await EdgeHarness.send("/healthz", method: .head)
        #expect(response.status == .ok)
        #expect(response.body.readableBytes == 0)
    }

    @Test("an OPTIONS preflight on an API path is a 204 allowing GET, and POST with a token, from any origin")
    func preflight() async throws {
        let response = try await EdgeHarness.send("/api/nearest", method: .options,
                                                  headers: [.origin: "https://example.org", .accessControlRequestMethod: "GET"])
        #expect(response.status == .noContent)
        #expect(ServerHarness.header(response, "Access-Control-Allow-Origin") == "*")
        #expect(ServerHarness.header(response, "Access-Control-Allow-Methods") == "GET, POST, OPTIONS")
        #expect(ServerHarness.header(response, "Access-Control-Allow-Headers")?.contains("Authorization") == true)
    }

    @Test("API answers, errors included, allow any origin; other answers do not", arguments: [
        ("/api/regions", true), ("/api/nearest?lat=91&lon=0", true), ("/api/nowhere", true), ("/healthz", false),
    ])
    func cors(uri: String, isAPI: Bool) async throws {
        let response = try await EdgeHarness.send(uri, headers: [.origin: "https://example.org"])
        #expect((ServerHarness.header(response, "Access-Control-Allow-Origin") == "*") == isAPI)
    }

    @Test("every answer carries the security headers, errors included", arguments: ["/healthz", "/api/nowhere", "/api/nearest"])
    func securityHeaders(uri: String) async throws {
        let response = try await EdgeHarness.send(uri)
        #expect(ServerHarness.header(response, "X-Content-Type-Options") == "nosniff")
        #expect(ServerHarness.header(response, "Referrer-Policy") == "no-referrer")
        let policy = try #require(ServerHarness.header(response, "Content-Security-Policy"))
        #expect(policy.contains("default-src 'self'"))
        #expect(policy.contains("script-src 'self';"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(!policy.contains("unsafe-inline"))
    }

    @Test("the policy lets the configured tile server's images in", arguments: [
        ("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", "img-src 'self' data: https://*.tile.openstreetmap.org;"),
        ("http://localhost:8081/tiles/{z}/{x}/{y}.png", "img-src 'self' data: http://localhost:8081;"),
        ("https://tile{s}.example.org/{z}/{x}/{y}.png", "img-src 'self' data: https:;"),
    ])
    func tilePolicy(tileURL: String, expected: String) async throws {
        let response = try await EdgeHarness.send("/healthz", configuration: ServerConfiguration(tileURL: tileURL))
        #expect(ServerHarness.header(response, "Content-Security-Policy")?.contains(expected) == true)
    }

    @Test("a URL over 80 kB gets a 414 in the error shape naming the url, from the real server")
    func longURL() async throws {
        let request = "GET /api/search?q=\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\nHost: localhost\r\n\r\n"
        let answer = try EdgeHarness.parse(try await EdgeHarness.rawExchange(Array(request.utf8)))
        #expect(answer.status == 414)
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        let error = try #require((try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])?["error"] as? [String: Any])
        #expect(error["code"] as? String == "uri_too_long")
        #expect(error["field"] as? String == "url")
    }

    @Test("a raw 0xFF byte in the URL gets a 400 in the error shape naming the url, from the real server")
    func badByte() async throws {
        let request = Array("GET /api/search?q=caf".utf8) + [0xFF] + Array(" HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
        let answer = try EdgeHarness.parse(try await EdgeHarness.rawExchange(request))
        #expect(answer.status == 400)
        let error = try #require((try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])?["error"] as? [String: Any])
        #expect(error["code"] as? String == "bad_request")
        #expect(error["field"] as? String == "url")
        #expect((error["message"] as? String)?.isEmpty == false)
    }

    @Test("a good request on the real server is still answered, with keep-alive")
    func liveStillWorks() async throws {
        let request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        let answer = String(decoding: try await EdgeHarness.rawExchange(Array(request.utf8)), as: UTF8.self)
        #expect(answer.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
    }
}
