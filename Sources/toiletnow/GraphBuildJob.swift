import Foundation
import Finder
import Geo
import Import
import Routing

/// Builds the walking graph and its contraction hierarchy on another thread while the toilets
/// are written, and hands the network file's bytes to the write transaction, which waits for
/// them before recording the file. Contracting here, once, is what lets `serve` only load.
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
}
