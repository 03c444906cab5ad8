import Foundation
import HummingbirdTesting
import Server
import Store
import Testing
import TestSupport

/// A sliding-window event log in memory, standing in for the database's shared counters.
actor EventLogRateStore: RateLimitStore {
    private var events: [String: [Date]] = [:]
    /// Every key a rule was counted under.
    private(set) var keys: Set<String> = []

    func hit(rule: String, key: String, limit: Int, window: TimeInterval, at now: Date) async throws -> Int? {
        keys.insert(key)
        let id = rule + "\u{0}" + key
        let live = (events[id] ?? []).filter { $0 > now.addingTimeInterval(-window) }
        if live.count >= limit, let oldest = live.first {
            events[id] = live
            return max(1, Int((oldest.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up)))
        }
        events[id] = live + [now]
        return nil
    }
}

/// Issue 14: instances behind a load balancer share one set of rate limits through the store,
/// so a device that spreads its writes over two instances meets the same 20 a minute.
@Suite("Rate limits shared by instances")
struct SharedRateLimitTests {
    @Test("20 writes a minute hold over two instances; the 21st, on either, is refused until the minute passes")
    func twoInstances() async throws {
        let harness = try await CommunityHarness()
        let shared = EventLogRateStore()
        let clock = harness.clock
        let tokens = SeededTokens(seed: 77)
        let services = (0..<2).map { _ in
            CommunityService(store: harness.repository.contributions, toilets: harness.repository, sharedLimits: shared,
                             now: { clock.now }, issueToken: { tokens.next() })
        }
        let apps = services.map {
            buildApplication(ServerConfiguration(), repository: harness.repository, live: harness.live, community: $0, now: { clock.now })
        }
        let toilet = try #require(try await harness.repository.allToilets().first).id.rawValue
        let token = try await apps[0].test(.router) { client in try await client.newDevice() }
        for index in 0..<20 {
            let status = try await apps[index % 2].test(.router) { client in
                try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3]).status
            }
            #expect(status == .created, "write \(index + 1)")
        }
        for app in apps {
            try await app.test(.router) { client in
                let refused = try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3])
                try ServerHarness.expectError(refused, status: .tooManyRequests, code: "rate_limited", field: "Authorization")
                #expect(ServerHarness.header(refused, "Retry-After").flatMap(Int.init).map { (1...60).contains($0) } == true)
            }
        }
        clock.advance(60)
        let after = try await apps[1].test(.router) { client in
            try await client.post("/api/toilets/\(toilet)/ratings", token: token, json: ["rating": 3]).status
        }
        #expect(after == .created)
        // The store counts addresses by a hash, never the address itself.
        #expect(await shared.keys.allSatisfy { !$0.contains(".") && !$0.contains(":") })
    }
}
