import Foundation
import HTTPTypes
import Testing
@testable import Server

/// The web folder serves its own regular files and nothing else.
///
/// ```
/// web/                      outside/
///   index.html                secret.txt
///   app.js                    dir/passwd
///   .env
///   .git/config
///   inside-link  -> app.js
///   file-link    -> outside/secret.txt
///   dir-link     -> outside/dir
/// ```
@Suite("Static files")
struct StaticFilesTests {
    /// Builds the folders above in a fresh temporary directory.
    static func makeFolders() throws -> (web: String, base: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("toiletnow-web-\(UUID().uuidString)").path
        let web = "\(base)/web", outside = "\(base)/outside"
        let files = FileManager.default
        try files.createDirectory(atPath: "\(web)/.git", withIntermediateDirectories: true)
        try files.createDirectory(atPath: "\(outside)/dir", withIntermediateDirectories: true)
        try Data("<!doctype html><title>ok</title>".utf8).write(to: URL(fileURLWithPath: "\(web)/index.html"))
        try Data("console.log(1)".utf8).write(to: URL(fileURLWithPath: "\(web)/app.js"))
        try Data("SECRET=1".utf8).write(to: URL(fileURLWithPath: "\(web)/.env"))
        try Data("[core]".utf8).write(to: URL(fileURLWithPath: "\(web)/.git/config"))
        try Data("outside secret".utf8).write(to: URL(fileURLWithPath: "\(outside)/secret.txt"))
        try Data("root:x:0:0".utf8).write(to: URL(fileURLWithPath: "\(outside)/dir/passwd"))
        try files.createSymbolicLink(atPath: "\(web)/inside-link", withDestinationPath: "app.js")
        try files.createSymbolicLink(atPath: "\(web)/file-link", withDestinationPath: "\(outside)/secret.txt")
        try files.createSymbolicLink(atPath: "\(web)/dir-link", withDestinationPath: "\(outside)/dir")
        return (web, base)
    }

    static func get(_ path: String, method: HTTPRequest.Method = .get, web: String) async throws -> (HTTPResponse.Status, String, String?) {
        let response = try await EdgeHarness.send(path, method: method, configuration: ServerConfiguration(webRoot: web))
        return (response.status, String(decoding: Data(buffer: response.body), as: UTF8.self),
                ServerHarness.header(response, "Content-Security-Policy"))
    }

    @Test("regular files inside the folder are served, with the security headers", arguments: ["/", "/index.html", "/app.js", "/inside-link"])
    func served(path: String) async throws {
        let (web, base) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let (status, body, policy) = try await Self.get(path, web: web)
        #expect(status == .ok)
        #expect(!body.isEmpty && !body.contains("secret") && !body.contains("root:"))
        #expect(policy?.contains("frame-ancestors 'none'") == true)
    }

    @Test("dotfiles and links that leave the folder are never served", arguments: [
        "/.env", "/.git/config", "/.git/", "/%2Eenv", "/file-link", "/dir-link/passwd", "/dir-link/", "/dir-link",
        "/../outside/secret.txt", "/%2E%2E/outside/secret.txt", "/web/../../outside/secret.txt",
    ])
    func refused(path: String) async throws {
        let (web, base) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let (status, body, _) = try await Self.get(path, web: web)
        #expect(status == .notFound, "\(path): \(status)")
        #expect(!body.contains("SECRET") && !body.contains("[core]") && !body.contains("outside secret") && !body.contains("root:"))
        #expect(body.contains("\"error\""))
    }

    @Test("another method on a file that exists is a 405 allowing GET and HEAD")
    func wrongMethod() async throws {
        let (web, base) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let response = try await EdgeHarness.send("/app.js", method: .post, configuration: ServerConfiguration(webRoot: web))
        try ServerHarness.expectError(response, status: .methodNotAllowed, code: "method_not_allowed", field: "method")
        #expect(ServerHarness.header(response, "Allow") == "GET, HEAD")
        let missing = try await EdgeHarness.send("/nothing.js", method: .post, configuration: ServerConfiguration(webRoot: web))
        #expect(missing.status == .notFound)
    }

    @Test("a path with a bad percent-escape is a 400 naming the path")
    func badEscape() async throws {
        let (web, base) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let response = try await EdgeHarness.send("/app%ZZ.js", configuration: ServerConfiguration(webRoot: web))
        try ServerHarness.expectError(response, status: .badRequest, code: "bad_request", field: "path")
    }
}
