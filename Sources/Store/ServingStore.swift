import Foundation
import Model

/// What a server builds its in-memory snapshot from, read in one transaction so the toilets,
/// the graph files and the version belong to the same committed state.
public struct ServingState: Sendable {
    /// The store's data version at that state.
    public var version: Int64
    /// Every current toilet, by id.
    public var toilets: [Toilet]
    /// Each region's walking graph file.
    public var graphFiles: [String: RegionGraphFile]
    /// The newest revision these toilets include (the change feed's cursor at that state).
    public var revision: Int64 = 0

    public init(version: Int64, toilets: [Toilet], graphFiles: [String: RegionGraphFile], revision: Int64 = 0) {
        self.version = version
        self.toilets = toilets
        self.graphFiles = graphFiles
        self.revision = revision
    }
}

/// A store a server can serve from: its toilets, their change feed, and the whole serving state
/// (toilets, graph files, version) read at once. SQLite and PostgreSQL both are one.
/// Its ``GraphFileCatalog/graphFiles()`` names each region's recorded walking graph.
public protocol ServingStore: ToiletRepository, ToiletChangeFeed, GraphFileCatalog, Sendable {
    /// The whole serving state in one read transaction.
    func servingState() async throws -> ServingState
}
