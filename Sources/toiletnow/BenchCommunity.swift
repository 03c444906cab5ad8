import ArgumentParser
import Community
import Foundation
import Geo
import Model
import Store

/// `toiletnow bench community --database DB`: times the community layer's writes and reads on an
/// imported database (issue 10). It writes to the database: run it on a copy.
struct BenchCommunity: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "community",
        abstract: "Time community writes (approvals change toilets) and the change feed on a copy of an imported database.",
        discussion: """
            On --count seeded random toilets: a moderator's edit (approved at once), a device's edit then \
            its approval, a moderator's new toilet 20 m away, a moderator's "gone" closure, then "Was it open?" \
            answers. Then pages through the change feed from before the run (100 a page) and polls the signals. \
            Each write is timed alone (one transaction, committed); median, 99th percentile and maximum.
            """)

    @Option(help: "The database, a SQLite file or a postgres:// URL (a copy: the run adds devices, contributions and revisions).")
    var database: String
    @Option(help: "How many of each write.") var count = 1_000
    @Option(help: "Seed of the random toilets.") var seed: UInt64 = 1

    func run() async throws {
        let location = try DatabaseLocation.parse(database, command: "bench community")
        let opened = try await OpenedStore.open(location, command: "bench community")
        let repository = opened.repository, store = opened.contributions, policy = ModerationPolicy.standard
        let toilets = try await repository.servingState().toilets
        guard !toilets.isEmpty, count > 0 else { throw fail("bench community", "--database: \(location.shown) has no toilets") }
        let run = UUID().uuidString, now = Date()
        let moderator = try await store.registerDevice(tokenHash: "bench-m-\(run)", role: .moderator, name: "bench", at: now)
        let device = try await store.registerDevice(tokenHash: "bench-d-\(run)", role: .device, name: nil, at: now)
        let cursor = try await Self.lastRevision(repository)
        var state = seed
        func pick() -> Toilet {
            // SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): seeded, the same toilets every run.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return toilets[Int((z ^ (z >> 31)) % UInt64(toilets.count))]
        }
        say("toilets: \(toilets.count), \(count) of each write")
        try await Self.time("moderator's edit, approved at submit", count: count) { i in
            _ = try await store.submit(.edit([FieldChange(field: "wheelchair", from: nil, to: i % 2 == 0 ? "yes" : "no")]), by: moderator,
                                       toilet: pick().id.rawValue, position: nil, at: now + Double(i), policy: policy)
        }
        var queue: [Int64] = []
        try await Self.time("device's edit, pending", count: count) { i in
            queue.append(try await store.submit(.edit([FieldChange(field: "fee", from: nil, to: "no")]), by: device,
                                                toilet: pick().id.rawValue, position: nil, at: now + Double(i), policy: policy).contribution.id)
        }
        try await Self.time("its approval by a moderator", count: queue.count) { i in
            _ = try await store.moderate(queue[i], .approve(moderator: "bench"), at: now + 1e4, policy: policy)
        }
        try await Self.time("moderator's new toilet 20 m from one", count: count) { i in
            _ = try await store.submit(.add(fields: ["name": "Bench \(i)"]), by: moderator, toilet: nil,
                                       position: pick().coordinate.offset(meters: 20, bearingDegrees: 45), at: now + Double(i), policy: policy)
        }
        try await Self.time("moderator's 'gone' closure", count: count) { i in
            _ = try await store.submit(.reportClosed(.gone), by: moderator, toilet: pick().id.rawValue, position: nil, at: now + Double(i), policy: policy)
        }
        try await Self.time("device's 'Was it open?'", count: count) { i in
            _ = try await store.submit(.wasOpen(i % 3 != 0), by: device, toilet: pick().id.rawValue, position: nil, at: now + Double(i), policy: policy)
        }
        var next = cursor, pages = 0, items = 0
        try await Self.time("change feed page of 100 revisions", count: Int.max) { _ in
            let page = try await repository.changes(after: next, limit: 100)
            (next, pages, items) = (page.next, pages + 1, items + page.items.count)
            if !page.more { throw CancellationError() }
        }
        say("  \(pages) pages, \(items) toilets")
        try await Self.time("signals poll from the start", count: 10) { _ in _ = try await store.communitySignals(after: 0) }
        try await Self.time("signals poll with nothing new", count: 100) { _ in
            _ = try await store.communitySignals(after: Int64.max - 1)
        }
    }

    /// The newest revision id before the run.
    static func lastRevision(_ repository: any ToiletChangeFeed) async throws -> Int64 {
        var cursor: Int64 = 0
        while true {
            let page = try await repository.changes(after: cursor, limit: 1_000)
            cursor = page.next
            if !page.more { return cursor }
        }
    }

    /// Runs `body` `count` times (until it throws `CancellationError`), timing each, and prints the summary.
    static func time(_ label: String, count: Int, _ body: (Int) async throws -> Void) async throws {
        var millis: [Double] = []
        for i in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            do { try await body(i) } catch is CancellationError {
                millis.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                break
            }
            millis.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        millis.sort()
        guard let last = millis.last else { return }
        let p = { (q: Double) in millis[min(millis.count - 1, Int(Double(millis.count) * q))] }
        say(String(format: "%@: %d, median %.2f ms, p99 %.2f ms, max %.2f ms", label, millis.count, p(0.5), p(0.99), last))
    }
}
