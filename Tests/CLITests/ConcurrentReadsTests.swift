import Foundation
import Testing
import TestSupport

/// Many requests that read the database at once, through the real server (issue 14, found by the
/// PostgreSQL-against-SQLite benchmark): 64 concurrent `GET /api/toilets/{id}` deadlocked the
/// SQLite server for good, because one read resolved to GRDB's blocking `read` and held a thread
/// of the task pool waiting for a reader that waited for that pool.
@Suite("Concurrent reads through the server")
struct ConcurrentReadsTests {
    /// On both of `serve`'s executors: on the event loops (the default since issue 9's fourth pass)
    /// a blocking wait on a loop would deadlock the same way.
    @Test("128 concurrent reads of toilets and their history are all answered, and the server still answers after",
          arguments: ["event-loops", "pool"])
    func manyAtOnce(executor: String) async throws {
        let (folder, database) = try CLIRunner.monaco()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(database: database, arguments: ["--executor", executor])
        // A deadlocked server ignores SIGTERM: it is killed, so the test can never hang on it.
        defer { kill(server.process.processIdentifier, SIGKILL); server.process.waitUntilExit() }
        let paths = (0..<128).map { i in i % 2 == 0 ? "/api/toilets/\(1 + i % 30)" : "/api/toilets/\(1 + i % 30)/history" }
        let statuses = try Self.statuses(paths, port: server.port)
        #expect(statuses.count == 128 && statuses.allSatisfy { $0 == "200" }, "\(Dictionary(grouping: statuses, by: { $0 }).mapValues(\.count))")
        #expect(try Self.statuses(["/api/toilets/1"], port: server.port) == ["200"], "the server answers after them")
    }

    @Test("an unknown --executor is refused, naming the option and its choices")
    func unknownExecutor() throws {
        let outcome = try CLIRunner.run(["serve", "--executor", "threads", "--port", "1"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("--executor") && outcome.stderr.contains("event-loops") && outcome.stderr.contains("pool"),
                "\(outcome.stderr)")
    }

    /// The status of each GET, sent all at once by curl on their own connections, each cut after 20 s
    /// (a hung server then gives 000s instead of a hung test).
    static func statuses(_ paths: [String], port: Int) throws -> [String] {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-m", "20", "--parallel", "--parallel-max", "128", "-w", "%{http_code}\\n"]
            + paths.flatMap { ["-o", "/dev/null", "http://127.0.0.1:\(port)\($0)"] }
        let out = Pipe()
        curl.standardOutput = out
        try curl.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        return printed.split(separator: "\n").map(String.init)
    }
}
