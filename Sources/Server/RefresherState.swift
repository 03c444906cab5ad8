import Foundation

/// What ``SnapshotRefresher`` last saw of the database, for `/healthz` and `/metrics`: when its
/// last data-version poll succeeded, which version it read, whether a load is under way, how
/// long the last load took and the last error.
///
/// One lock guards every field: the refresher writes a few times a second at most, and a probe
/// reads a consistent copy (``Reading``) in one step.
public final class RefresherState: @unchecked Sendable {
    /// A consistent copy of the state at one moment.
    public struct Reading: Sendable, Equatable {
        /// When the last data-version poll succeeded (the start-up load counts as the first).
        public var lastSuccessfulPoll: Date
        /// The data version that poll read.
        public var lastPolledVersion: Int64
        /// When the served snapshot last held the polled version (caught up).
        public var lastCaughtUp: Date
        /// Whether a new snapshot is being loaded now.
        public var loading: Bool
        /// How long the last load that was swapped in took (nil: none since start).
        public var lastLoadDuration: Duration?
        /// The last failure, a poll's or a load's; cleared by the next success.
        public var lastError: String?
    }

    private let lock = NSLock()
    private var reading: Reading

    /// - Parameters:
    ///   - version: the served snapshot's version at start (read from the database just before).
    ///   - now: the start time, taken as the first successful poll.
    init(version: Int64, now: Date) {
        reading = Reading(lastSuccessfulPoll: now, lastPolledVersion: version, lastCaughtUp: now, loading: false,
                          lastLoadDuration: nil, lastError: nil)
    }

    /// The state now.
    public var current: Reading { lock.withLock { reading } }

    func polled(_ version: Int64, servedVersion: Int64, at now: Date) {
        lock.withLock {
            reading.lastSuccessfulPoll = now
            reading.lastPolledVersion = version
            reading.lastError = nil
            if servedVersion >= version { reading.lastCaughtUp = now }
        }
    }

    func failed(_ error: any Error) {
        lock.withLock { reading.lastError = String(describing: error) }
    }

    func loadStarted() {
        lock.withLock { reading.loading = true }
    }

    /// A load ended: `duration` and `servedVersion` when it was swapped in, nil after a failure.
    func loadEnded(duration: Duration?, servedVersion: Int64?, at now: Date) {
        lock.withLock {
            reading.loading = false
            if let duration { reading.lastLoadDuration = duration }
            if let servedVersion, servedVersion >= reading.lastPolledVersion { reading.lastCaughtUp = now }
        }
    }
}
