import Foundation
import Logging
import ServiceLifecycle

/// Keeps the served snapshot as fresh as the database: every `interval` it asks the store for
/// its data version, and when that moved it builds a new snapshot beside the old one and swaps.
///
/// Requests go on from the old snapshot while the new one is built, so a swap fails no request
/// and mixes no data. A load that fails (a graph file replaced under it, a locked database) is
/// logged and tried again on the next tick; the old snapshot keeps serving meanwhile.
public struct SnapshotRefresher: Service {
    let live: LiveSnapshot
    let interval: Duration
    let version: @Sendable () async throws -> Int64
    let load: @Sendable () async throws -> ServingSnapshot
    let logger: Logger

    /// - Parameters:
    ///   - version: the store's current data version (cheap: called every tick).
    ///   - load: a complete snapshot of the store as it is now.
    public init(live: LiveSnapshot, interval: Duration = .seconds(1), logger: Logger,
                version: @escaping @Sendable () async throws -> Int64,
                load: @escaping @Sendable () async throws -> ServingSnapshot) {
        self.live = live
        self.interval = interval
        self.version = version
        self.load = load
        self.logger = logger
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                await refreshIfChanged()
            }
        }
    }

    /// Loads and swaps in a new snapshot if the store's version differs from the served one.
    /// - Returns: whether a new snapshot was swapped in.
    @discardableResult
    public func refreshIfChanged() async -> Bool {
        do {
            let served = live.current.version
            guard try await version() != served else { return false }
            let started = ContinuousClock.now
            let next = try await load()
            live.swap(to: next)
            logger.info("serving data version \(next.version) (was \(served)), loaded in \(ContinuousClock.now - started)")
            return true
        } catch {
            logger.warning("could not load the new data; still serving version \(live.current.version): \(error)")
            return false
        }
    }
}
