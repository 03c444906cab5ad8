import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import Testing
import TestSupport

/// Helpers for the HTTP edge tests: any method, any configuration, and raw bytes over TCP.
enum EdgeHarness {
    /// Sends `method` `uri` to an application built with `configuration` over an empty store.
    static func send(_ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:],
                     configuration: ServerConfiguration = ServerConfiguration(),
                     repository: any ToiletRepository & MapDataRepository = InMemoryToiletRepository()) async throws -> TestResponse {
        let finder = try await ServerHarness.finder(repository)
        let app = buildApplication(configuration, repository: repository, finder: finder, now: { Fixtures.monday })
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: method, headers: headers) { $0 }
        }
    }

    /// Starts the real server on a free port, writes `bytes` on a plain TCP connection and returns
    /// everything the server answers until it closes the connection (or 10 s pass).
    static func rawExchange(_ bytes: [UInt8], configuration: ServerConfiguration = ServerConfiguration()) async throws -> [UInt8] {
        var configuration = configuration
        configuration.port = 0
        let repository = InMemoryToiletRepository()
        let app = buildApplication(configuration, repository: repository, finder: try await ServerHarness.finder(repository))
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await withCheckedThrowingContinuation { continuation in
                // Blocking socket calls stay off the cooperative thread pool.
                Thread.detachNewThread {
                    continuation.resume(with: Result { try RawSocket.exchange(bytes, port: port) })
                }
            }
        }
    }

    /// Splits a raw HTTP/1.1 response into its status code, headers (lower-cased names) and body.
    static func parse(_ response: [UInt8]) throws -> (status: Int, headers: [String: String], body: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        let end = try #require(response.indices.first { response[$0...].starts(with: separator) })
        let head = String(decoding: response[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = try #require(Int(head[0].split(separator: " ")[1]))
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers, Array(response[(end + 4)...]))
    }
}

/// A blocking IPv4 TCP client, just enough to send bytes no HTTP client library would send.
enum RawSocket {
    struct Failure: Error { var step: String }

    static func exchange(_ bytes: [UInt8], port: Int) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(step: "socket") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(step: "connect") }
        var offset = 0
        while offset < bytes.count {
            // The server may answer and close before reading everything; stop sending then.
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }
            offset += sent
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer[..<count]
        }
        return answer
    }
}
