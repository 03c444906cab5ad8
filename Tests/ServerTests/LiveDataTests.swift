import Foundation
import Finder
import Geo
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Model
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// A running server follows the database: changes committed while requests run reach nearest,
/// routes and Refuge's by_location within seconds, with no failed or mixed request (issue 8, finding 4).
@Suite("Live data: the served snapshot follows the database")
struct LiveDataTests {
    /// The store's version as the test sets it (the SQLite store has its own; this keeps the test on the swap).
    actor Version {
        var value: Int64 = 1
        func bump() -> Int64 { value += 1; return value }
    }

    /// What one request saw: which snapshot was current when it started, its status, the toilet ids.
    struct Seen: Sendable {
        var versionAtStart: Int64
        var status: HTTPResponse.Status
        var ids: Set<Int64>
    }

    static let point = "lat=43.7384&lon=7.4246"

    @Test("toilets added and removed while requests run: 0 failures, added ones within 5 s, removed ones never after the swap")
    func followsImports() async throws {
        let read = try ServerHarness.monacoRead.get()
        let network = try #require(ServerHarness.monacoNetwork)
        let all = read.toilets
        let repository = try SQLiteToiletRepository()
        @Sendable func apply(_ drafts: [ToiletDraft]) async throws {
            let snapshot = RegionSnapshot(region: "monaco", timeZoneIdentifier: "Europe/Monaco", dataTimestamp: read.dataTimestamp,
                                          sourceName: "monaco-2022.osm.pbf", toilets: drafts, mapData: nil)
            _ = try await repository.apply(snapshot, at: Fixtures.monday)
        }
        // The first state lacks every third toilet; the second has them all.
        let held = Set(all.indices.filter { $0 % 3 == 0 }.map { all[$0].sourceKey })
        try await apply(all.filter { !held.contains($0.sourceKey) })

        let version = Version()
        let load: @Sendable () async throws -> ServingSnapshot = {
            let v = await version.value
            return ServingSnapshot(version: v, finder: ToiletFinder(toilets: try await repository.allToilets(), networks: ["monaco": network]))
        }
        let live = LiveSnapshot(try await load())
        let refresher = SnapshotRefresher(live: live, interval: .milliseconds(50), logger: Logger(label: "test"),
                                          version: { await version.value }, load: load)
        // The test client keeps one connection; on a loaded machine the imports below can leave it
        // idle past the server's 30 s idle timeout once the request loop has stopped, and the next
        // request then met a closed channel. Idle timeouts are EdgeResponseTests' subject, not this one's.
        var configuration = ServerConfiguration(port: 0)
        configuration.idleTimeout = .seconds(600)
        let app = buildApplication(configuration, repository: repository, live: live, refresher: refresher,
                                   now: { Fixtures.monday })
        try await app.test(.live) { client in
            // The requests run until 10 of them started on the last snapshot (or 20 s passed).
            let last = SharedVersion(Int64.max)
            let requests = Task { try await Self.requests(client, live: live, until: last) }
            // Second state: every toilet; the held-back ones must appear within 5 s.
            try await apply(all)
            let added = Set(try await repository.allToilets().filter { held.contains($0.sourceKey) }.map(\.id.rawValue))
            let addedVersion = await version.bump()
            let clock = ContinuousClock(), deadline = clock.now + .seconds(5)
            while live.current.version < addedVersion, clock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(live.current.version == addedVersion, "the new data was not served within 5 s")
            let afterAdd = try ServerHarness.json(try await client.execute(uri: "/api/nearest?\(Self.point)&limit=20", method: .get) { $0 })
            #expect(!Self.ids(afterAdd).isDisjoint(with: added), "nearest never returned a toilet that was added")

            // Third state: the toilets nearest the point are removed.
            let nearestNow = try await repository.nearby(Coordinate(latitude: 43.7384, longitude: 7.4246), radiusMeters: 2_000, needs: [],
                                                         page: PageRequest(page: 1, perPage: 5)).items.map(\.toilet)
            let removedKeys = Set(nearestNow.map(\.sourceKey)), removed = Set(nearestNow.map(\.id.rawValue))
            try await apply(all.filter { !removedKeys.contains($0.sourceKey) })
            let removedVersion = await version.bump()
            last.set(removedVersion)
            let seen = try await requests.value

            let firstState = seen.filter { $0.versionAtStart == 1 }
            #expect(!firstState.isEmpty, "no request ran before the first swap")
            #expect(seen.filter { $0.status != .ok }.isEmpty, "failed requests: \(seen.filter { $0.status != .ok }.map(\.status))")
            let afterRemoval = seen.filter { $0.versionAtStart >= removedVersion }
            #expect(!afterRemoval.isEmpty, "no request ran after the removal was served")
            #expect(afterRemoval.allSatisfy { $0.ids.isDisjoint(with: removed) }, "a removed toilet was returned after the swap")
            let beforeRemoval = seen.filter { $0.versionAtStart == addedVersion }
            #expect(beforeRemoval.contains { !$0.ids.isDisjoint(with: removed) }, "the removed toilets were never served before: the test proves nothing")
        }
    }

    @Test("a failing load keeps the old snapshot serving and is retried on the next tick")
    func failedLoadKeepsServing() async throws {
        let repository = try await ServerHarness.monacoRepository()
        let finder = try await ServerHarness.finder(repository)
        let live = LiveSnapshot(ServingSnapshot(version: 1, finder: finder))
        let attempts = Counter()
        let refresher = SnapshotRefresher(live: live, logger: Logger(label: "test"), version: { 2 }, load: {
            if await attempts.next() == 1 { throw CocoaError(.fileReadCorruptFile) }
            return ServingSnapshot(version: 2, finder: finder)
        })
        #expect(await refresher.refreshIfChanged() == false)
        #expect(live.current.version == 1)
        #expect(await refresher.refreshIfChanged() == true)
        #expect(live.current.version == 2)
        #expect(await refresher.refreshIfChanged() == false, "an unchanged version must not reload")
    }

    /// Sends nearest and by_location requests in turn until 10 of them started on snapshot
    /// `last` or later (or 20 s passed), noting what each saw.
    static func requests(_ client: some TestClientProtocol, live: LiveSnapshot, until last: SharedVersion) async throws -> [Seen] {
        var seen: [Seen] = []
        var onLast = 0
        let giveUp = ContinuousClock.now + .seconds(20)
        while onLast < 10, ContinuousClock.now < giveUp {
            for uri in ["/api/nearest?\(point)&limit=20", "/api/v1/restrooms/by_location?lat=43.7384&lng=7.4246&per_page=100"] {
                let started = live.current.version
                let response = try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
                seen.append(Seen(versionAtStart: started, status: response.status, ids: try ids(response)))
                if started >= last.value { onLast += 1 }
            }
        }
        return seen
    }

    actor Counter {
        var value = 0
        func next() -> Int { value += 1; return value }
    }

    /// The toilet ids of a nearest or Refuge answer.
    static func ids(_ response: TestResponse) throws -> Set<Int64> {
        ids(try ServerHarness.json(response))
    }

    static func ids(_ json: Any) -> Set<Int64> {
        if let refuge = json as? [[String: Any]] {
            return Set(refuge.compactMap { ($0["edit_id"] as? NSNumber)?.int64Value })
        }
        let results = ((json as? [String: Any])?["results"] as? [[String: Any]]) ?? []
        return Set(results.compactMap { (($0["toilet"] as? [String: Any])?["id"] as? NSNumber)?.int64Value })
    }
}

/// A version one task sets and another polls.
final class SharedVersion: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int64
    init(_ value: Int64) { stored = value }
    var value: Int64 { lock.withLock { stored } }
    func set(_ value: Int64) { lock.withLock { stored = value } }
}
