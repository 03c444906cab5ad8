import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// SIGTERM drains: a request in flight when it arrives is answered in full, new connections are
/// refused from then on, and the process exits 0 (what a rolling restart behind HAProxy needs).
@Suite("Graceful drain", .serialized)
struct GracefulDrainTests {
    @Test("a request in flight at SIGTERM completes with its answer; a new connection after it is refused; serve exits 0")
    func drain() async throws {
        let (folder, database) = try CLIRunner.monaco(file: "drain.sqlite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(database: database)
        defer { if server.process.isRunning { server.stop() } }
        let token = try Self.newDevice(port: server.port)
        // A rating's head is sent and its body held back: the server is inside the handler,
        // reading the body, when SIGTERM arrives.
        let body = #"{"rating": 4}"#
        let inFlight = try Connection(port: server.port)
        try inFlight.send("POST /api/toilets/1/ratings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                          + "Authorization: Bearer \(token)\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
        // Time for the server to read the head and enter the handler (under the whole suite's load
        // 300 ms was not always enough: it then saw no request in flight and rightly quit at once;
        // the test also runs with the timed suites, alone).
        try await Task.sleep(for: .seconds(1))
        kill(server.process.processIdentifier, SIGTERM)
        try await Task.sleep(for: .milliseconds(500))
        #expect(server.process.isRunning, "serve quit with a request in flight")
        #expect(throws: Connection.Failure.self, "a new connection was accepted after SIGTERM") { _ = try Connection(port: server.port) }
        try inFlight.send(body)
        let answer = try inFlight.receiveAll()
        #expect(answer.hasPrefix("HTTP/1.1 201"), "\(answer.prefix(200))")
        #expect(answer.hasSuffix("}"), "the answer was cut: \(answer.suffix(200))")
        let deadline = ContinuousClock.now + .seconds(10)
        while server.process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!server.process.isRunning, "serve did not exit after draining")
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
    }

    /// Registers a device and returns its token.
    static func newDevice(port: Int) throws -> String {
        let connection = try Connection(port: port)
        try connection.send("POST /api/devices HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
        let answer = try connection.receiveAll()
        let json = try #require(answer.range(of: "\r\n\r\n").map { Data(answer[$0.upperBound...].utf8) })
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        return try #require(object["token"] as? String)
    }
}

/// A blocking TCP connection to 127.0.0.1, for bytes sent in steps.
final class Connection {
    struct Failure: Error { var step: String }
    private let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(step: "socket") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(step: "connect")
        }
    }

    deinit { close(fd) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw Failure(step: "send") }
    }

    /// Everything the server sends until it closes the connection (or 10 s pass).
    func receiveAll() throws -> String {
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
