import Foundation
import Import
import Routing

/// Builds the walking graph on another thread while the toilets are written, and hands it to
/// the write transaction, which waits for it before recording the graph file.
///
/// It uses a plain dispatch thread and a condition rather than a task, because the waiting
/// side runs synchronously on the database's writer queue.
final class GraphBuildJob: @unchecked Sendable {
    typealias Outcome = Result<WalkingGraphBuildResult, WalkingGraphBuildError>
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
