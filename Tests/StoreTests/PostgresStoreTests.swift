import Community
import Foundation
import Model
import PostgresNIO
import Store
@testable import StorePostgres
import Testing
import TestSupport

/// What only the PostgreSQL store has: its URL, migrations, the walking graph in chunks, the
/// serving state in one transaction and the shared rate limits. The contract suites cover the rest.
@Suite("PostgreSQL store")
struct PostgresStoreTests {
    @Test("a URL reads into its parts, and a wrong part is named")
    func url() throws {
        let url = try PostgresURL("postgresql://tn:s%40cret@db.example:6543/toilets?sslmode=disable")
        #expect(url == PostgresURL(host: "db.example", port: 6543, user: "tn", password: "s@cret", database: "toilets"))
        #expect(try PostgresURL("postgres://tn@localhost").database == "tn")
        #expect(try PostgresURL("postgres://u:p@h/d?search_path=a,public").searchPath == "a,public")
        let wrong: [(String, String)] = [
            ("mysql://u@h/d", "scheme"), ("postgres://h/d", "user"), ("postgres://u@h:99999/d", "port"),
            ("postgres://u@h:abc/d", "port"), ("postgres://u@h/d/e", "database"), ("postgres://u@h/d?sslmode=require", "sslmode"),
            ("postgres://u@h/d?pool=3", "query item"),
        ]
        for (text, part) in wrong {
            #expect(throws: PostgresURL.Invalid.self, "\(text)") { try PostgresURL(text) }
            do { _ = try PostgresURL(text) } catch { #expect("\(error)".contains(part), "\(text): \(error)") }
        }
        #expect(PostgresURL.redacted("postgres://u:secret@h/d") == "postgres://u:***@h/d")
    }

    @Test("a server that is not there fails at once, naming it, instead of retrying for ever")
    func unreachable() async throws {
        do {
            _ = try await PostgresStore.open(url: "postgres://tn:pw@127.0.0.1:1/toilets")
            Issue.record("opened a store on port 1")
        } catch let error as PostgresStoreError {
            #expect("\(error)".contains("tn@127.0.0.1:1/toilets") && !"\(error)".contains("pw"), "\(error)")
        }
    }

    @Test("a wrong password fails at once with the server's reason", .enabled(if: PostgresTestDatabase.isAvailable))
    func wrongPassword() async throws {
        let url = PostgresTestDatabase.url().replacingOccurrences(of: "@", with: "x@")
        await #expect(throws: PostgresStoreError.self) { _ = try await PostgresStore.open(url: url) }
        do { _ = try await PostgresStore.open(url: url) } catch { #expect("\(error)".contains("password authentication failed"), "\(error)") }
    }

    @Test("CRC-32 is zlib's: 0xCBF43926 for \"123456789\", and the same fed in pieces")
    func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        var rng = SeededRandom(seed: 14)
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var pieces = CRC32()
        for start in stride(from: 0, to: bytes.count, by: 777) { pieces.update(bytes[start..<min(start + 777, bytes.count)]) }
        #expect(pieces.value == CRC32.checksum(bytes))
    }

    @Test("a migration file splits into its statements at line-ending semicolons, without comment lines")
    func statements() throws {
        let text = "-- a comment; not a statement\nCREATE TABLE a (\n    x text -- why\n);\nINSERT INTO a VALUES ('a;b');\n\n  -- end\n"
        #expect(SQL.statements(of: text) == ["CREATE TABLE a (\n    x text -- why\n);", "INSERT INTO a VALUES ('a;b');"])
        for migration in try PostgresMigrator.migrations() {
            let statements = SQL.statements(of: migration.sql)
            #expect(!statements.isEmpty && statements.allSatisfy { $0.hasSuffix(";") && !$0.hasPrefix("--") }, "\(migration.name)")
        }
        #expect(try PostgresMigrator.migrations().map(\.version) == [1, 2, 3, 4, 5])
    }

    @Test("migrations applied twice change nothing, and two stores opening an empty schema at once both succeed",
          .enabled(if: PostgresTestDatabase.isAvailable))
    func migrations() async throws {
        let url = PostgresTestDatabase.url(schema: PostgresTestDatabase.newSchema())
        async let first = PostgresStore.open(url: url, idleTimeout: .seconds(2))
        async let second = PostgresStore.open(url: url, idleTimeout: .seconds(2))
        let (one, two) = try await (first, second)
        let versions = try await one.query("SELECT version, name FROM schema_migrations ORDER BY version").map { try $0.decode((Int, String).self) }
        let files = try PostgresMigrator.migrations()
        #expect(versions.map(\.0) == files.map(\.version) && versions.map(\.1) == files.map(\.name))
        #expect(try await PostgresMigrator(store: one).migrate().isEmpty)
        #expect(try await one.query("SELECT COUNT(*) FROM schema_migrations").first?.decode(Int.self) == files.count)
        #expect(try await two.dataVersion() == 0)
        await one.shutdown()
        await two.shutdown()
    }

    @Test("the walking graph is stored in chunks with the import, read back checked, and a damaged chunk is refused",
          .enabled(if: PostgresTestDatabase.isAvailable))
    func graph() async throws {
        let store = try await PostgresTestDatabase.makeStore()
        var rng = SeededRandom(seed: 7)
        let bytes = (0..<(PostgresStore.graphChunkSize * 2 + 12_345)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let snapshot = Fixtures.snapshot(ToiletRepositoryContractTests.row())
        _ = try await store.apply(snapshot, at: Fixtures.monday, walkingGraph: bytes)
        let file = try #require(try await store.graphFiles()[snapshot.region])
        #expect(file.byteCount == Int64(bytes.count) && file.checksum == CRC32.checksum(bytes) && RegionGraphFile.isValidName(file.fileName))
        #expect(file.fileName.hasPrefix("\(snapshot.region)-") && file.fileName.count == snapshot.region.count + 1 + 16 + ".walkgraph".count)
        #expect(try await store.graphBytes(region: snapshot.region) == bytes)
        #expect(try await store.query("SELECT COUNT(*) FROM region_graph_chunks").first?.decode(Int.self) == 3)
        let state = try await store.servingState()
        let version = try await store.dataVersion()
        #expect(state.graphFiles == [snapshot.region: file] && state.toilets.count == 5 && state.version == version)
        #expect(state.revision == (try await store.latestCursor()))
        // An import without a graph leaves it; one that says nil removes it.
        _ = try await store.apply(snapshot, at: Fixtures.monday.addingTimeInterval(60))
        #expect(try await store.graphBytes(region: snapshot.region) == bytes)
        _ = try await store.query("UPDATE region_graph_chunks SET bytes = '\\x00'::bytea WHERE seq = 1")
        await #expect(throws: PostgresStoreError.self) { _ = try await store.graphBytes(region: snapshot.region) }
        _ = try await store.apply(snapshot, at: Fixtures.monday.addingTimeInterval(120), walkingGraph: nil)
        #expect(try await store.graphFiles().isEmpty)
        #expect(try await store.graphBytes(region: snapshot.region) == nil)
        #expect(try await store.query("SELECT COUNT(*) FROM region_graph_chunks").first?.decode(Int.self) == 0)
    }

    @Test("an import that fails leaves toilets, graph and data version as they were",
          .enabled(if: PostgresTestDatabase.isAvailable))
    func atomicImport() async throws {
        let store = try await PostgresTestDatabase.makeStore()
        let snapshot = Fixtures.snapshot(ToiletRepositoryContractTests.row())
        _ = try await store.apply(snapshot, at: Fixtures.monday, walkingGraph: [1, 2, 3])
        let version = try await store.dataVersion()
        var bad = snapshot
        bad.region = "bad region/../x"
        await #expect(throws: PostgresStoreError.self) {
            _ = try await store.apply(bad, at: Fixtures.monday.addingTimeInterval(60), walkingGraph: [4])
        }
        #expect(try await store.dataVersion() == version)
        #expect(try await store.regions().map(\.name) == [snapshot.region])
        #expect(try await store.graphBytes(region: snapshot.region) == [1, 2, 3])
    }

    @Test("two stores (two pools) hitting one key at once: exactly `limit` are allowed, and the window slides",
          .enabled(if: PostgresTestDatabase.isAvailable))
    func rateLimit() async throws {
        let one = try await PostgresTestDatabase.makeStore()
        let two = try await PostgresStore.open(url: PostgresTestDatabase.url(schema: one.schema), idleTimeout: .seconds(2))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let results = try await withThrowingTaskGroup(of: Int?.self) { group in
            for i in 0..<40 {
                let store = i % 2 == 0 ? one : two
                group.addTask { try await store.hit(rule: "submit", key: "device-1", limit: 7, window: 60, at: now) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { $0 == nil }.count == 7)
        #expect(results.compactMap { $0 }.allSatisfy { $0 == 60 })
        #expect(try await one.hit(rule: "submit", key: "device-2", limit: 7, window: 60, at: now) == nil, "another key has its own count")
        #expect(try await one.hit(rule: "other", key: "device-1", limit: 7, window: 60, at: now) == nil, "another rule has its own count")
        #expect(try await two.hit(rule: "submit", key: "device-1", limit: 7, window: 60, at: now.addingTimeInterval(59.5)) == 1)
        #expect(try await two.hit(rule: "submit", key: "device-1", limit: 7, window: 60, at: now.addingTimeInterval(60)) == nil)
        let left = try await one.query("SELECT COUNT(*) FROM rate_limit_events WHERE key = 'device-1' AND rule = 'submit'").first?.decode(Int.self)
        #expect(left == 1, "expired events are deleted as it goes")
        await two.shutdown()
    }

    @Test("two instances writing at once: revision ids follow commit order with no gap, and the data version counts every write",
          .enabled(if: PostgresTestDatabase.isAvailable))
    func concurrentWriters() async throws {
        let one = try await PostgresTestDatabase.makeStore()
        let two = try await PostgresStore.open(url: PostgresTestDatabase.url(schema: one.schema), idleTimeout: .seconds(2))
        _ = try await one.apply(Fixtures.snapshot(ToiletRepositoryContractTests.row()), at: Fixtures.monday)
        let moderator = try await one.contributions.registerDevice(tokenHash: "mmmm", role: .moderator, name: "mia", at: Fixtures.monday)
        let toilets = try await one.allToilets()
        let start = try await one.dataVersion()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<20 {
                let store = i % 2 == 0 ? one : two, toilet = toilets[i % toilets.count].id.rawValue
                group.addTask {
                    _ = try await store.contributions.submit(.edit([FieldChange(field: "level", from: nil, to: "\(i)")]), by: moderator,
                                                             toilet: toilet, position: nil, at: Fixtures.monday.addingTimeInterval(Double(i)),
                                                             policy: .standard)
                }
            }
            try await group.waitForAll()
        }
        #expect(try await two.dataVersion() == start + 20)
        let ids = try await one.query("SELECT id FROM toilet_revisions ORDER BY id").map { try $0.decode(Int64.self) }
        // An edit committed after a later-dated one of the same field changes nothing (the newer
        // stands), so not every submit writes a revision; those written have no gap.
        #expect(ids.count > 5 && ids == Array(1...Int64(ids.count)))
        var cursor: Int64 = 0, seen = 0
        while true {
            let page = try await two.changes(after: cursor, limit: 3)
            seen += page.items.count
            cursor = page.next
            if !page.more { break }
        }
        #expect(cursor == ids.last && seen > 0)
        await two.shutdown()
    }
}
