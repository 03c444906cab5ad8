import Foundation
import Logging
import ServiceLifecycle

/// Keeps the served snapshot as fresh as the database: every `interval` it asks the store for
/// its data version, and when that moved it builds a new snapshot beside the old one and swaps.
///
/// Requests go on from the old snapshot while the new one is built, so a swap fails no request
/// and mixes no data. A load that fails (a graph file replaced under it, a locked database) is
/// logged and tried again on the next tick; the old snapshot keeps serving meanwhile.
///
/// What each tick saw is kept in ``state`` for the readiness check (`/healthz`) and `/metrics`.
public struct SnapshotRefresher: Service {
    let live: LiveSnapshot
    /// How often the data version is polled.
    public let interval: Duration
    let version: @Sendable () async throws -> Int64
    let load: @Sendable () async throws -> ServingSnapshot
    let logger: Logger
    let now: @Sendable () -> Date
    /// The last poll's time and version, whether a load runs, the last load's duration.
    public let state: RefresherState

    /// - Parameters:
    ///   - now: the clock the state's times are read from (tests pass their own).
    ///   - version: the store's current data version (cheap: called every tick).
    ///   - load: a complete snapshot of the store as it is now.
    public init(live: LiveSnapshot, interval: Duration = .seconds(1), logger: Logger,
                now: @escaping @Sendable () -> Date = { Date() },
                version: @escaping @Sendable () async throws -> Int64,
                load: @escaping @Sendable () async throws -> ServingSnapshot) {
        self.live = live
        self.interval = interval
        self.version = version
        self.load = load
        self.logger = logger
        self.now = now
        state = RefresherState(version: live.current.version, now: now())
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
        let served = live.current.version
        let polled: Int64
        do {
            polled = try await version()
        } catch {
            state.failed(error)
            logger.warning("could not read the data version; still serving version \(served): \(error)")
            return false
        }
        state.polled(polled, servedVersion: served, at: now())
        guard polled != served else { return false }
        state.loadStarted()
        do {
            let started = ContinuousClock.now
            let next = try await load()
            live.swap(to: next)
            let took = ContinuousClock.now - started
            state.loadEnded(duration: took, servedVersion: next.version, at: now())
            logger.info("serving data version \(next.version) (was \(served)), loaded in \(took)")
            return true
        } catch {
            state.failed(error)
            state.loadEnded(duration: nil, servedVersion: nil, at: now())
            logger.warning("could not load the new data; still serving version \(live.current.version): \(error)")
            return false
        }
    }
}
