import Foundation
import Routing

/// Idle search states for one walking network, handed out one per query.
///
/// A ``HierarchySearch`` is mutable scratch space (a few arrays the size of the graph), so two
/// queries must never share one; making one per query would allocate those arrays every
/// time. The pool keeps the idle ones behind a lock: a query takes one, searches, draws its
/// routes and gives it back.
final class SearchPool: @unchecked Sendable {
    /// More idle states than this are dropped rather than kept (one per concurrent query is enough).
    static let maximumIdle = 64
    private let network: WalkingNetwork
    private let lock = NSLock()
    private var idle: [HierarchySearch] = []

    /// `prepared` searches are made ready for `targets` now (``HierarchySearch/prepare(for:)``):
    /// one per core is what concurrent queries take.
    init(network: WalkingNetwork, prepared: Int = 0, for targets: HierarchyTargets? = nil) {
        self.network = network
        idle = (0..<min(max(0, prepared), Self.maximumIdle)).map { _ in
            let search = network.makeSearch()
            if let targets { search.prepare(for: targets) }
            return search
        }
    }

    /// Runs `body` with a search state no other query is using.
    func withSearch<Result>(_ body: (HierarchySearch) -> Result) -> Result {
        let search = lock.withLock { idle.popLast() } ?? network.makeSearch()
        defer {
            lock.withLock {
                if idle.count < Self.maximumIdle { idle.append(search) }
            }
        }
        return body(search)
    }
}
