import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant: Date

    init(_ start: Date) { instant = start }

    var now: Date { lock.withLock { instant } }

    func advance(_ seconds: TimeInterval) { lock.withLock { instant += seconds } }
}

/// Tokens from a seeded generator, so a test's devices are the same on every run.
final class SeededTokens: @unchecked Sendable {
    private let lock = NSLock()
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    func next() -> String { lock.withLock { DeviceToken.issue(using: &random) } }
}

/// The application over Monaco in a SQLite store in memory, with the write API, a moderator,
/// a hand-moved clock and seeded tokens.
struct CommunityHarness {
    let repository: SQLiteToiletRepository
    let community: CommunityService
    let clock: TestClock
    let moderatorToken: String
    /// The served snapshot; ``reload()`` rebuilds it from the store, as the server's refresher does.
    let live: LiveSnapshot

    init(limits: WriteLimits = .standard) async throws {
        let monaco = try await ServerHarness.monacoRepository()
        repository = try #require(monaco as? SQLiteToiletRepository)
        clock = TestClock(Fixtures.monday)
        let clock = clock
        let tokens = SeededTokens(seed: 10)
        community = CommunityService(store: repository.contributions, toilets: repository, limits: limits,
                                     now: { clock.now }, issueToken: { tokens.next() })
        moderatorToken = tokens.next()
        _ = try await repository.contributions.registerDevice(tokenHash: DeviceToken.hash(moderatorToken), role: .moderator,
                                                              name: "Mo", at: Fixtures.monday)
        live = LiveSnapshot(ServingSnapshot(version: 0, finder: try await ServerHarness.finder(repository),
                                            revision: try await repository.servingState().revision))
    }

    /// Serves the store as it is now.
    func reload() async throws {
        let state = try await repository.servingState()
        live.swap(to: ServingSnapshot(version: state.version, finder: try await ServerHarness.finder(repository), revision: state.revision))
    }

    /// Runs `body` against the application's router.
    func run<T: Sendable>(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        let clock = clock
        let app = buildApplication(ServerConfiguration(), repository: repository, live: live, community: community, now: { clock.now })
        return try await app.test(.router, body)
    }
}

extension TestClientProtocol {
    /// POSTs `json` (an object or raw text) with an optional device token.
    func post(_ uri: String, token: String? = nil, json: Any? = nil, raw: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let token { headers[.authorization] = "Bearer \(token)" }
        var body: ByteBuffer?
        if let raw { body = ByteBuffer(string: raw) }
        if let json { body = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: json)) }
        return try await execute(uri: uri, method: .post, headers: headers, body: body) { $0 }
    }

    func get(_ uri: String, token: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await execute(uri: uri, method: .get, headers: headers) { $0 }
    }

    /// A new device's token.
    func newDevice() async throws -> String {
        let response = try await post("/api/devices")
        #expect(response.status == .created)
        let body = try #require(try ServerHarness.json(response) as? [String: Any])
        return try #require(body["token"] as? String)
    }
}

/// The `contribution` object of a write's answer.
func contribution(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let body = try #require(try ServerHarness.json(response) as? [String: Any], sourceLocation: sourceLocation)
    return try #require(body["contribution"] as? [String: Any], sourceLocation: sourceLocation)
}
