import Foundation

/// A store that records each region's walking-graph file (``RegionGraphFile``).
///
/// The server's readiness check (`/healthz`) asks it which regions should have a walking network
/// loaded; a store without graph files (the in-memory one of tests) need not conform.
public protocol GraphFileCatalog: Sendable {
    /// Each region's recorded graph file, by region name.
    func graphFiles() async throws -> [String: RegionGraphFile]
}
