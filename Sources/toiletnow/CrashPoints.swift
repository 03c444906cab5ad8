import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Named instants of an import where a test can have the process killed (`kill -9`), to
/// check that the database and the walking graph agree after a crash at any of them.
///
/// When the environment variable `TOILETNOW_TEST_CRASH_AT` names a point, reaching it sends
/// SIGKILL to this process: no cleanup, no buffered output, exactly like a power cut for
/// the files. The variable is read once; unset (always, outside tests) every point is a no-op.
enum CrashPoints {
    /// Every point, in the order an import into a new database reaches them. An import into
    /// an existing database skips the three of the new file (checkpoint and rename). The four
    /// of the graph file are reached on the graph's own thread, anywhere between
    /// `after-orphan-gc` and `transaction-after-graph-row`.
    static let all = [
        "import-start", "after-read", "after-lock", "after-open", "before-orphan-gc", "after-orphan-gc",
        "transaction-after-toilets", "transaction-after-places", "transaction-after-map-tiles", "transaction-after-region",
        "before-graph-write", "after-graph-write", "after-graph-fsync", "after-graph-dir-fsync",
        "transaction-after-graph-row", "transaction-before-commit", "after-commit",
        "before-checkpoint", "before-rename", "after-rename", "before-graph-gc", "after-graph-gc", "import-end",
    ]

    private static let target = ProcessInfo.processInfo.environment["TOILETNOW_TEST_CRASH_AT"]

    /// Kills the process if `name` is the point the environment asks for.
    @Sendable static func reach(_ name: String) {
        guard let target, target == name else { return }
        kill(getpid(), SIGKILL)
    }
}
