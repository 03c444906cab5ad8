import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Import
import Model
import Finder
import Routing
import Server
import Store
import StoreSQLite
import Testing
import TestSupport

/// Builds the real application over a store loaded with Monaco, and calls it.
enum ServerHarness {
    /// Monaco's toilets, map data and walking network, read once per test process.
    static let monacoRead: Result<OSMToiletReader.Result, ImportError> = Result { () throws(ImportError) in
        try OSMToiletReader.read(Fixtures.osm("monaco-2022.osm.pbf"))
    }

    /// Monaco's walking network, built once per test process.
    static let monacoNetwork: WalkingNetwork? = {
        guard case .success(let read) = monacoRead, case .success(let built) = read.buildWalkingGraph() else { return nil }
        return WalkingNetwork(graph: built.graph)
    }()

    /// A finder over `repository`'s toilets, walking over Monaco's network when asked.
    static func finder(_ repository: any ToiletRepository, walking: Bool = false) async throws -> ToiletFinder {
        let toilets = try await repository.allToilets()
        let networks = walking ? ["monaco": try #require(monacoNetwork)] : [:]
        return ToiletFinder(toilets: toilets, networks: networks)
    }

    /// A SQLite store in memory with the bundled Monaco extract imported.
    static func monacoRepository() async throws -> any ToiletRepository & MapDataRepository {
        let read = try monacoRead.get()
        let repository = try SQLiteToiletRepository()
        let snapshot = RegionSnapshot(region: "monaco", timeZoneIdentifier: "Europe/Monaco", dataTimestamp: read.dataTimestamp,
                                      sourceName: "monaco-2022.osm.pbf", toilets: read.toilets, mapData: read.mapData)
        _ = try await repository.apply(snapshot, at: Fixtures.monday)
        return repository
    }

    /// Sends GET `uri` to an application over `repository` and hands back the response.
    static func get(_ uri: String, repository: any ToiletRepository & MapDataRepository, finder: ToiletFinder? = nil,
                    now: @escaping @Sendable () -> Date = { Fixtures.monday }) async throws -> TestResponse {
        let built: ToiletFinder
        if let finder { built = finder } else { built = try await Self.finder(repository) }
        let finder = built
        let app = buildApplication(ServerConfiguration(), repository: repository, finder: finder, now: now)
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { $0 }
        }
    }

    /// The body as JSON.
    static func json(_ response: TestResponse) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(buffer: response.body), options: [.fragmentsAllowed])
    }

    /// The body as a JSON array of objects.
    static func array(_ response: TestResponse) throws -> [[String: Any]] {
        try #require(try json(response) as? [[String: Any]])
    }

    /// Asserts the shared error shape and returns its `error` object.
    @discardableResult
    static func expectError(_ response: TestResponse, status: HTTPResponse.Status, code: String, field: String?,
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        #expect(response.status == status, sourceLocation: sourceLocation)
        let body = try #require(try json(response) as? [String: Any], sourceLocation: sourceLocation)
        let error = try #require(body["error"] as? [String: Any], sourceLocation: sourceLocation)
        #expect(error["code"] as? String == code, sourceLocation: sourceLocation)
        #expect((error["message"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
        #expect(error["field"] as? String == field, sourceLocation: sourceLocation)
        return error
    }

    static func header(_ response: TestResponse, _ name: String) -> String? {
        HTTPField.Name(name).flatMap { response.headers[$0] }
    }
}

extension Data {
    init(buffer: ByteBuffer) {
        self = Data(buffer.readableBytesView)
    }
}
