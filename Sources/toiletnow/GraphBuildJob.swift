import Foundation
import Finder
import Geo
import Import
import Routing
import Store

/// Builds the walking graph and its contraction hierarchy on another thread while the toilets
/// are written, and writes the network file there too; the write transaction waits for the
/// synced file before recording it. Contracting here, once, is what lets `serve` only load.
///
/// It uses a plain dispatch thread and a condition rather than a task, because the waiting
/// side runs synchronously on the database's writer queue.
final class GraphBuildJob: @unchecked Sendable {
    /// The built graph, the network file to write, and how long the contraction took.
    struct Built: Sendable {
        var result: WalkingGraphBuildResult
        var fileBytes: [UInt8]
        var contractSeconds: Double
    }

    typealias Outcome = Result<Built, WalkingGraphBuildError>
    private let condition = NSCondition()
    private var outcome: Outcome?
    /// The network file written by ``writeFile(_:)``: nil until then, `.success(nil)` when there is no graph.
    private var written: Result<RegionGraphFile?, any Error>?

    init(_ build: @escaping @Sendable () -> Outcome) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let built = build()
            condition.lock()
            outcome = built
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Builds `graph`, contracts it and attaches `toilets` (the region's toilet positions) as
    /// the Finder's standard policy will, so `serve` finds their upward searches done.
    convenience init(graph: @escaping @Sendable () -> Result<WalkingGraphBuildResult, WalkingGraphBuildError>,
                     toilets: [Coordinate]) {
        self.init {
            graph().map { result in
                let started = ContinuousClock.now
                let network = WalkingNetwork(graph: result.graph)
                let seconds = (ContinuousClock.now - started) / .seconds(1)
                let attachment = network.attach(toilets, maxAttachMeters: FinderPolicy.standard.attachMeters)
                return Built(result: result, fileBytes: WalkingNetworkFile.encode(network, attachment: attachment),
                             contractSeconds: seconds)
            }
        }
    }

    /// The graph, waiting for it if it is not built yet.
    func wait() -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let outcome { return outcome }
            condition.wait()
        }
    }

    /// Writes the network file with `write` on this job's own thread as soon as the graph is
    /// built, so the file and its fsync (211 MB for 200,000 toilets) overlap the toilet writes
    /// instead of following them inside the transaction. Call it once, only when a new file
    /// may appear (after the orphan collection); ``file()`` waits for the result.
    func writeFile(_ write: @escaping @Sendable (Built) throws -> RegionGraphFile) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result: Result<RegionGraphFile?, any Error>
            switch wait() {
            case .success(let built): result = Result { try write(built) as RegionGraphFile? }
            case .failure: result = .success(nil)
            }
            condition.lock()
            written = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The file ``writeFile(_:)`` wrote and synced, nil when the graph could not be built.
    /// - Throws: what writing the file threw.
    func file() throws -> RegionGraphFile? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let written { return try written.get() }
            condition.wait()
        }
    }
}
