import Foundation
import Import
import Model
import Store
import StorePostgres

extension RegionImport {
    /// The import on PostgreSQL: the walking graph is built and contracted on another thread
    /// while the database is opened and checked, then the toilets and the graph's bytes are
    /// written in one transaction (`region_graph_chunks`), so every instance that loads the
    /// region reads toilets and graph of the same import. There is no file to sync or collect.
    func writePostgres(_ snapshot: RegionSnapshot, result: OSMToiletReader.Result,
                       url: String) async throws(Failure) -> (ImportReport, GraphBuildJob.Outcome) {
        let graphJob = GraphBuildJob(graph: { result.buildWalkingGraph() }, toilets: snapshot.toilets.map(\.coordinate))
        return try await OpenedStore.withPostgres(url) { store in
            try await checkSafety(snapshot, store)
            // The job waits on a condition: wait on a thread of its own, not the task pool's.
            let outcome = await withCheckedContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: graphJob.wait()) }
            }
            let bytes = try? outcome.get().fileBytes
            let report = try await store.apply(snapshot, at: Date(), walkingGraph: bytes, reached: CrashPoints.reach)
            CrashPoints.reach("after-commit")
            return (report, outcome)
        }
    }
}
