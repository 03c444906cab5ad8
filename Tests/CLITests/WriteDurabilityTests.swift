import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// Every acknowledged write survives `kill -9` of the server, and nothing that was not sent
/// appears (issue 10's durability acceptance).
@Suite("Writes survive kill -9", .serialized)
struct WriteDurabilityTests {
    static let clients = 8

    /// One client's writes: the ids of the contributions the server answered 2xx to.
    final class Acknowledged: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [Int: Set<Int64>] = [:]
        private var attempts = 0
        func add(_ id: Int64, client: Int) { lock.withLock { ids[client, default: []].insert(id) } }
        func attempt() { lock.withLock { attempts += 1 } }
        var snapshot: (ids: [Int: Set<Int64>], attempts: Int) { lock.withLock { (ids, attempts) } }
    }

    @Test("8 clients write while the server is killed; after a restart every answered write is there, and at most one unanswered write per client")
    func killNine() async throws {
        let (folder, database) = try CLIRunner.monaco(file: "durable.sqlite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(database: database, arguments: ["--write-limit", "1000000"])
        var issued: [String] = []
        for _ in 0..<Self.clients { issued.append(try await Self.post(port: server.port, "/api/devices", token: nil, body: [:]).token) }
        let tokens = issued, port = server.port
        let toilets = try await Self.toiletIDs(port: server.port)
        let acknowledged = Acknowledged()
        let writers = (0..<Self.clients).map { client in
            Task {
                var n = 0
                while !Task.isCancelled {
                    n += 1
                    let toilet = toilets[(client * 7 + n) % toilets.count]
                    let (path, body): (String, [String: Any]) = switch n % 4 {
                    case 0: ("ratings", ["rating": 1 + n % 5])
                    case 1: ("votes", ["safe": n % 3 == 0])
                    case 2: ("visits", ["open": n % 2 == 0])
                    default: ("confirmations", [:])
                    }
                    acknowledged.attempt()
                    guard let answer = try? await Self.post(port: port, "/api/toilets/\(toilet)/\(path)", token: tokens[client], body: body) else {
                        return  // the server is gone
                    }
                    if let id = answer.contribution { acknowledged.add(id, client: client) }
                }
            }
        }
        try await Task.sleep(for: .milliseconds(1500))
        kill(server.process.processIdentifier, SIGKILL)
        server.process.waitUntilExit()
        for writer in writers { await writer.value }
        let (answered, attempts) = acknowledged.snapshot
        let total = answered.values.reduce(0) { $0 + $1.count }
        #expect(total > 20, "too few writes were answered before the kill: \(total) of \(attempts)")

        let restarted = try ServerProcess(database: database)
        defer { restarted.stop() }
        for client in 0..<Self.clients {
            let stored = try await Self.mine(port: restarted.port, token: tokens[client])
            let acknowledgedIDs = answered[client] ?? []
            #expect(acknowledgedIDs.isSubset(of: stored), "client \(client): \(acknowledgedIDs.subtracting(stored).count) answered writes are lost")
            // A client has one write in flight at a time: the kill may leave it stored but unanswered.
            #expect(stored.subtracting(acknowledgedIDs).count <= 1, "client \(client): writes nobody was told about: \(stored.subtracting(acknowledgedIDs))")
        }
    }

    struct Answer { var token: String; var contribution: Int64? }

    static func post(port: Int, _ path: String, token: String?, body: [String: Any]) async throws -> Answer {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        request.timeoutInterval = 5
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard (200..<300).contains(status) else { return Answer(token: "", contribution: nil) }
        let id = ((json?["contribution"] as? [String: Any])?["id"] as? NSNumber)?.int64Value
        return Answer(token: json?["token"] as? String ?? "", contribution: id)
    }

    static func toiletIDs(port: Int) async throws -> [Int64] {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/api/nearest?lat=43.7384&lon=7.4246&limit=20"))
        let (data, _) = try await URLSession.shared.data(from: url)
        let results = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]] ?? []
        let ids = results.compactMap { (($0["toilet"] as? [String: Any])?["id"] as? NSNumber)?.int64Value }
        try #require(!ids.isEmpty, "no toilets near the Monaco point")
        return ids
    }

    /// Every contribution id the device's token lists in "my contributions".
    static func mine(port: Int, token: String) async throws -> Set<Int64> {
        var ids = Set<Int64>(), page = 1
        while true {
            var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/api/contributions/mine?per_page=100&page=\(page)")))
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            let (data, _) = try await URLSession.shared.data(for: request)
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let items = json["items"] as? [[String: Any]] ?? []
            ids.formUnion(items.compactMap { ($0["id"] as? NSNumber)?.int64Value })
            if items.count < 100 { return ids }
            page += 1
        }
    }
}
