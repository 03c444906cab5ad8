import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// `toiletnow serve` follows imports into its database while requests run: no restart, no
/// failed request, new data within 5 s, removed toilets never again (issue 8, finding 4).
@Suite("toiletnow serve follows imports", .serialized)
struct LiveServeTests {
    static let monacoPoint = "lat=43.7384&lon=7.4246", andorraPoint = "lat=42.5063&lon=1.5218"

    /// One answer as the test reads it.
    struct Answer: Sendable {
        var at: ContinuousClock.Instant
        var name: String
        var status: Int
        var ranking: String?
        var ids: Set<Int64>
    }

    @Test("a region imported and a region emptied while requests run")
    func importsWhileServing() async throws {
        let (folder, database) = try CLIRunner.monaco(file: "live.sqlite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(database: database)
        defer { server.stop() }
        let before = try await server.answer("monaco", "/api/nearest?\(Self.monacoPoint)&limit=20")
        let monacoIDs = before.ids
        try #require(before.status == 200 && monacoIDs.count >= 10, "Monaco is not served: \(before)")
        #expect(try await server.answer("andorra", "/api/nearest?\(Self.andorraPoint)").ranking != "walking")

        let stop = Flag()
        let load = Task { () -> [Answer] in
            var answers: [Answer] = []
            while !stop.isSet {
                answers.append(try await server.answer("monaco", "/api/nearest?\(Self.monacoPoint)&limit=20"))
                answers.append(try await server.answer("andorra", "/api/nearest?\(Self.andorraPoint)"))
                answers.append(try await server.answer("refuge", "/api/v1/restrooms/by_location?lat=43.7384&lng=7.4246&per_page=100"))
            }
            return answers
        }
        // A new region: its toilets by walking time within 5 s of the import's end.
        let andorra = try CLIRunner.run(["import", Fixtures.osm("andorra-2025.osm.pbf").path, "--region", "andorra",
                                         "--timezone", "Europe/Andorra", "--database", database])
        #expect(andorra.status == 0, "\(andorra.stderr)")
        let andorraDone = ContinuousClock.now
        try await Task.sleep(for: .seconds(5))
        // Monaco emptied: a newer file for the region that holds none of its toilets.
        let tiny = folder.appendingPathComponent("tiny.osm")
        try OSMXMLFixture.write([(1, "yes", 1)], timestamp: "2024-01-01T00:00:00Z", to: tiny)
        let emptied = try CLIRunner.run(["import", tiny.path, "--region", "monaco", "--timezone", "Europe/Monaco", "--database", database])
        #expect(emptied.status == 0, "\(emptied.stderr)")
        let emptiedDone = ContinuousClock.now
        try await Task.sleep(for: .seconds(5))
        stop.set()
        let answers = try await load.value

        #expect(answers.count > 30, "too few requests ran: \(answers.count)")
        #expect(answers.allSatisfy { $0.status == 200 }, "failed: \(answers.filter { $0.status != 200 }.map { "\($0.name) \($0.status)" })")
        let firstAndorra = answers.first { $0.name == "andorra" && $0.ranking == "walking" && !$0.ids.isEmpty }
        #expect(firstAndorra.map { $0.at - andorraDone < .seconds(5) } == true, "Andorra was not served by walking within 5 s")
        let monacoAnswers = answers.filter { $0.name != "andorra" && $0.at > emptiedDone }
        let swap = try #require(monacoAnswers.firstIndex { $0.ids.isDisjoint(with: monacoIDs) }, "removed toilets were still served 5 s later")
        #expect(monacoAnswers[swap].at - emptiedDone < .seconds(5))
        #expect(monacoAnswers[swap...].allSatisfy { $0.ids.isDisjoint(with: monacoIDs) }, "a removed toilet came back after the swap")
        let route = try await server.answer("route", "/api/route?from=43.7384,7.4246&to=\(monacoIDs.min() ?? 1)")
        #expect(route.status == 404, "a route to a removed toilet")
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}

/// A `toiletnow serve` process on a free port of the loopback interface.
struct ServerProcess: Sendable {
    let process: Process
    let port: Int

    /// Starts `serve` on `database` and waits until /healthz answers, for at most `limit`.
    ///
    /// The wait is for readiness, not a measure of start-up (``ScaleStartTests`` times that, on
    /// its own): a debug server under the whole suite's parallel load once needed more than 10 s
    /// for Monaco, which it starts in 0.2 s alone, so the default is a minute. A server that
    /// never answers still fails the test.
    init(database: String, waitingUpTo limit: Duration = .seconds(60), arguments: [String] = []) throws {
        port = try Self.freePort()
        process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = ["serve", "--database", database, "--port", String(port), "--log-level", "error"] + arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if (try? Data(contentsOf: URL(string: "http://127.0.0.1:\(port)/healthz")!)) != nil { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the server did not start on port \(port)"])
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// GETs `path` and reads the toilet ids of a nearest, route or Refuge answer.
    func answer(_ name: String, _ path: String) async throws -> LiveServeTests.Answer {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        let (data, response) = try await URLSession.shared.data(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let json = try? JSONSerialization.jsonObject(with: data)
        var ids = Set<Int64>()
        var ranking: String?
        if let refuge = json as? [[String: Any]] {
            ids = Set(refuge.compactMap { ($0["edit_id"] as? NSNumber)?.int64Value })
        } else if let object = json as? [String: Any] {
            ranking = object["ranking"] as? String
            let results = object["results"] as? [[String: Any]] ?? []
            ids = Set(results.compactMap { (($0["toilet"] as? [String: Any])?["id"] as? NSNumber)?.int64Value })
        }
        return .init(at: .now, name: name, status: status, ranking: ranking, ids: ids)
    }

    /// A port nothing listens on now (the kernel's choice for port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw CocoaError(.fileReadUnknown) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
