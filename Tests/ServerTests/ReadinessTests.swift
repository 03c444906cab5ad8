import Foundation
import Finder
import Logging
import Store
import Testing
import TestSupport
@testable import Server

/// `/healthz` readiness: each check turns the answer to 503 on its own, and a server that follows
/// no database is always ready.
@Suite("Readiness")
struct ReadinessTests {
    struct Unreachable: Error {}

    /// A refresher over a snapshot at `version` whose database answers `polled` (or fails).
    static func refresher(live: LiveSnapshot, clock: TestClock, polled: @escaping @Sendable () throws -> Int64,
                          load: @escaping @Sendable () async throws -> ServingSnapshot) -> SnapshotRefresher {
        SnapshotRefresher(live: live, interval: .seconds(1), logger: Logger(label: "test"), now: { clock.now },
                          version: { try polled() }, load: load)
    }

    static func readiness(_ live: LiveSnapshot, _ refresher: SnapshotRefresher?, clock: TestClock) -> Readiness {
        Readiness(live: live, refresher: refresher.map { .init(state: $0.state, interval: $0.interval) }, now: { clock.now })
    }

    static func emptyFinder() -> ToiletFinder { ToiletFinder(toilets: [], networks: [:]) }

    @Test("a server without a refresher is ready, with the snapshot's version and age")
    func fixedIsReady() async {
        let clock = TestClock(Fixtures.monday)
        let live = LiveSnapshot(ServingSnapshot(version: 7, finder: Self.emptyFinder(), loadedAt: Fixtures.monday - 90))
        let report = Self.readiness(live, nil, clock: clock).report()
        #expect(report == HealthReport(checks: .init(graph: true, database: true, feed: true), dataVersion: 7, snapshotAgeSeconds: 90))
        #expect(report.ready)
    }

    @Test("a failed poll is tolerated for max(3 × interval, 3 s), then the database check fails; the next good poll heals it")
    func databaseDeadline() async {
        let clock = TestClock(Fixtures.monday)
        let live = LiveSnapshot(ServingSnapshot(version: 3, finder: Self.emptyFinder(), loadedAt: clock.now))
        let up = Flag(true)
        let refresher = Self.refresher(live: live, clock: clock, polled: { if up.value { 3 } else { throw Unreachable() } },
                                       load: { ServingSnapshot(version: 3, finder: Self.emptyFinder()) })
        let readiness = Self.readiness(live, refresher, clock: clock)
        #expect(readiness.report().ready)
        up.value = false
        clock.advance(2)
        #expect(await refresher.refreshIfChanged() == false)
        #expect(readiness.report().checks.database)
        #expect(refresher.state.current.lastError != nil)
        clock.advance(1.5)
        let down = readiness.report()
        #expect(!down.checks.database && down.checks.feed && !down.ready)
        up.value = true
        #expect(await refresher.refreshIfChanged() == false)
        #expect(readiness.report().ready)
        #expect(refresher.state.current.lastError == nil)
    }

    @Test("the feed check fails while the served version is behind and no load runs, and passes during a load")
    func feedBehind() async throws {
        let clock = TestClock(Fixtures.monday)
        let live = LiveSnapshot(ServingSnapshot(version: 3, finder: Self.emptyFinder(), loadedAt: clock.now))
        let gate = Gate()
        let loads = Flag(false)
        let refresher = Self.refresher(live: live, clock: clock, polled: { 4 }, load: {
            guard loads.value else { throw Unreachable() }
            await gate.wait()
            return ServingSnapshot(version: 4, finder: Self.emptyFinder())
        })
        let readiness = Self.readiness(live, refresher, clock: clock)
        #expect(await refresher.refreshIfChanged() == false)  // the load failed: still serving 3 of 4
        let behind = readiness.report()
        #expect(!behind.checks.feed && behind.checks.database && !behind.ready)
        loads.value = true
        let loading = Task { await refresher.refreshIfChanged() }
        while !refresher.state.current.loading { await Task.yield() }
        #expect(readiness.report().ready)
        await gate.open()
        #expect(await loading.value)
        let caughtUp = readiness.report()
        #expect(caughtUp.ready && caughtUp.dataVersion == 4)
        #expect(refresher.state.current.lastLoadDuration != nil)
    }

    @Test("the graph check fails when a region whose graph the snapshot's database recorded has no network in it")
    func graphMissing() async throws {
        let clock = TestClock(Fixtures.monday)
        let network = try #require(ServerHarness.monacoNetwork)
        func report(_ recorded: Set<String>?, monaco: Bool = false) -> HealthReport {
            let finder = ToiletFinder(toilets: [], networks: monaco ? ["monaco": network] : [:])
            let live = LiveSnapshot(ServingSnapshot(version: 1, finder: finder, loadedAt: clock.now,
                                                    recordedGraphs: recorded))
            let refresher = Self.refresher(live: live, clock: clock, polled: { 1 }, load: { ServingSnapshot(version: 1, finder: Self.emptyFinder()) })
            return Self.readiness(live, refresher, clock: clock).report()
        }
        #expect(report(nil).ready && report([]).ready)
        let missing = report(["monaco"])
        #expect(!missing.checks.graph && missing.checks.database && missing.checks.feed && !missing.ready)
        #expect(report(["monaco"], monaco: true).ready)
        #expect(!report(["monaco", "andorra"], monaco: true).checks.graph)
    }

    @Test("/healthz answers 503 with the same fields when not ready")
    func unavailableStatus() async throws {
        let clock = TestClock(Fixtures.monday)
        let live = LiveSnapshot(ServingSnapshot(version: 3, finder: Self.emptyFinder(), loadedAt: clock.now))
        // The database goes away when the clock moves: the application runs its refresher as a
        // service, and under the whole suite's load a poll that succeeded after the move made the
        // stale check pass (seen once in a full run).
        let up = Flag(true)
        let refresher = Self.refresher(live: live, clock: clock, polled: { if up.value { 3 } else { throw Unreachable() } },
                                       load: { ServingSnapshot(version: 3, finder: Self.emptyFinder()) })
        let app = buildApplication(ServerConfiguration(), repository: InMemoryToiletRepository(), live: live, refresher: refresher,
                                   now: { clock.now })
        try await app.test(.router) { client in
            let ready = try await client.execute(uri: "/healthz", method: .get) { $0 }
            #expect(ready.status == .ok)
            let body = try #require(try ServerHarness.json(ready) as? [String: Any])
            #expect(body["status"] as? String == "ok" && body["ready"] as? Bool == true)
            up.value = false
            clock.advance(10)
            let stale = try await client.execute(uri: "/healthz", method: .get) { $0 }
            #expect(stale.status == .serviceUnavailable)
            let staleBody = try #require(try ServerHarness.json(stale) as? [String: Any])
            #expect(staleBody["status"] as? String == "unavailable" && staleBody["ready"] as? Bool == false)
            #expect((staleBody["checks"] as? [String: Bool]) == ["graph": true, "database": false, "feed": true])
            #expect(staleBody["snapshotAgeSeconds"] as? Double == 10)
        }
    }
}

/// A Bool tests flip from outside a closure.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool
    init(_ value: Bool) { stored = value }
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Holds a task until opened.
actor Gate {
    private var opened = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if opened { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        opened = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}
