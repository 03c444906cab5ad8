import Foundation
import GRDB
import Model
import Store

/// What a server builds its in-memory snapshot from, read in one transaction so the toilets,
/// the graph files and the version belong to the same committed state.
public struct ServingState: Sendable {
    /// The store's data version at that state.
    public var version: Int64
    /// Every current toilet, by id.
    public var toilets: [Toilet]
    /// Each region's walking graph file.
    public var graphFiles: [String: RegionGraphFile]
}

extension SQLiteToiletRepository {
    /// The whole serving state in one read transaction: an import that commits meanwhile is
    /// either wholly in it or wholly out of it (never old toilets with a new graph).
    /// - Complexity: O(T) for T current toilets: one scan, no paging.
    public func servingState() async throws -> ServingState {
        let (version, records, files) = try await writer.read { db in
            (try Self.dataVersion(db),
             try String.fetchAll(db, sql: "SELECT record FROM toilets WHERE is_removed = 0 ORDER BY id"),
             try Self.graphFiles(db))
        }
        return ServingState(version: version, toilets: try records.map(ToiletRecordCoder.decode), graphFiles: files)
    }
}
