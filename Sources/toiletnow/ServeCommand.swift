import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Server
import Store
import StoreSQLite
import Finder
import NIOCore
import NIOPosix

/// `toiletnow serve [--port N] [--database PATH|URL]`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the API and the app from a SQLite file or PostgreSQL.",
        discussion: "With no --database it serves the bundled demo (Monaco and Liechtenstein), building its database on first run.")

    @Option(help: "The port to listen on.") var port = 8080
    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The database to serve: a SQLite file or a postgres:// URL (default: the demo database).") var database: String?
    @Option(help: "The web app's folder, served at /.") var web = "Web"
    @Option(help: "Leaflet's folder, served at /vendor/leaflet/.") var leaflet = ServerConfiguration.debianLeaflet
    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.") var logLevel = "info"
    @Option(help: "How often to look for new data in the database, in seconds (an import shows within this time, no restart).")
    var refreshSeconds = 1.0
    @Option(help: "An external base-map tile URL template (https://…/{z}/{x}/{y}.png) instead of our own.") var tileURL: String?
    @Option(help: "Writes a device may send per minute (an address may send 3 times as many).") var writeLimit = WriteLimits.standard.perDevicePerMinute
    @Option(help: "Where request handlers run: event-loops (Swift concurrency on the server's NIO threads) or pool (Swift's own thread pool).")
    var executor = Executor.eventLoops

    /// Where Swift concurrency runs the request handlers.
    ///
    /// With Swift's own pool a request hops from the NIO thread that read it to a pool thread and
    /// back: four busy threads (two event loops, two pool threads) and the load generator on two
    /// cores. Under `wrk -c4` (on Malta and the 200,000-toilet region) that put nearest's p99 at
    /// 3.6–4.7 ms (about one scheduler tick, 4 ms at 250 Hz) in 7 of 12 runs, with every single
    /// query under 0.32 ms; on the event loops p99 stayed at 0.52–0.74 ms in all 12 (BENCHMARKS.md,
    /// issue 9, `Benchmarks/http/executors.sh`).
    /// The loader builds snapshots on a Dispatch thread (``ServingLoader``), so a reload never holds a loop.
    enum Executor: String, ExpressibleByArgument, CaseIterable {
        case eventLoops = "event-loops", pool
    }

    func run() async throws {
        // A script or a shell without job control starts a background command with SIGINT
        // ignored, and the start-up (the demo import, loading the graphs) runs before
        // ServiceLifecycle takes the signals over for a graceful shutdown: until then Ctrl-C and
        // SIGTERM end the process at once, which the import's crash safety makes harmless.
        // A parent may also hand down the two signals blocked (a thread of a test runner or a
        // supervisor spawning us): unblocked here, on the thread that runs the start-up.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        guard (1...65535).contains(port) else { throw fail("serve", "--port must be 1 to 65535; got \(port)") }
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw fail("serve", "--log-level must be trace, debug, info, notice, warning, error or critical; got \"\(logLevel)\"")
        }
        guard refreshSeconds >= 0.05, refreshSeconds <= 3600 else {
            throw fail("serve", "--refresh-seconds must be 0.05 to 3600; got \(refreshSeconds)")
        }
        guard (1...1_000_000).contains(writeLimit) else { throw fail("serve", "--write-limit must be 1 to 1000000; got \(writeLimit)") }
        guard !PortCheck.isInUse(host: host, port: port) else { throw fail("serve", PortCheck.message(host: host, port: port)) }
        if executor == .eventLoops, !NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor() {
            throw fail("serve", "--executor event-loops: Swift concurrency could not be moved onto the event loops; use --executor pool")
        }
        let location = try database.map { try DatabaseLocation.parse($0, command: "serve") } ?? .sqlite(path: DemoData.databasePath)
        if database == nil { try await prepareDemoDatabase(at: DemoData.databasePath) }
        let store = try await OpenedStore.open(location, command: "serve")
        let repository = store.repository
        let regions = try await repository.regions()
        let loader = store.servingLoader { say("note: \($0)") }
        let live = LiveSnapshot(try await loader.load())
        say("Serving \(regions.map { "\($0.name) (\($0.toiletCount) toilets)" }.joined(separator: ", ")) from \(location.shown) on http://\(host):\(port)")
        if !FileManager.default.fileExists(atPath: leaflet) {
            say("note: no Leaflet at \(leaflet) (apt-get install libjs-leaflet); the web app's map will not load")
        }
        var configuration = ServerConfiguration(host: host, port: port, logLevel: level, webRoot: web, leafletRoot: leaflet, tileURL: tileURL)
        configuration.demoNote = database == nil ? DemoData.note : nil
        configuration.startRegion = database == nil ? DemoData.startRegion : nil
        var logger = Logger(label: "toiletnow")
        logger.logLevel = level
        let refresher = SnapshotRefresher(live: live, interval: .milliseconds(Int64(refreshSeconds * 1000)), logger: logger,
                                          version: { try await repository.dataVersion() }, load: { try await loader.load() })
        var limits = WriteLimits.standard
        limits.perDevicePerMinute = writeLimit
        limits.perAddressPerMinute = writeLimit * 3
        let community = CommunityService(store: store.contributions, toilets: repository, limits: limits, sharedLimits: store.sharedRateLimits)
        let app = buildApplication(configuration, repository: repository, live: live, refresher: refresher, community: community)
        var stopped: (any Error)?
        do { try await app.runService() } catch { stopped = error }
        await store.close()
        if let error = stopped {
            // Taken between the check above and the bind.
            if "\(error)".contains("Address already in use") { throw fail("serve", PortCheck.message(host: host, port: port)) }
            throw error
        }
    }

    /// Imports each bundled demo region the demo database does not hold yet (with its graph).
    private func prepareDemoDatabase(at path: String) async throws {
        var present: Set<String> = []
        if FileManager.default.fileExists(atPath: path) {
            let demo = try SQLiteToiletRepository(path: path)
            // A region from before graph files were recorded is imported again.
            let graphs = try await demo.graphFiles()
            present = Set(try await demo.regions().map(\.name).filter { graphs[$0] != nil })
        }
        for region in DemoData.regions where !present.contains(region.name) {
            guard FileManager.default.fileExists(atPath: region.osmFile) else {
                throw fail("serve", "the demo data \(region.osmFile) is not here; run from the repository root or pass --database")
            }
            say("Building the demo database from \(region.osmFile)…")
            do {
                let summary = try await RegionImport(file: region.osmFile, region: region.name, timeZone: region.timeZone, country: region.country,
                                                     database: .sqlite(path: path)).run(progress: nil)
                say(summary.text)
                for source in region.sources { say(try await Self.importDemoSource(source, region: region.name, database: path)) }
            } catch let error as CustomStringConvertible & Error {
                throw fail("serve", error.description)
            }
        }
    }

    /// Merges one of a demo region's other sources into it, as `toiletnow import FILE --format …` does.
    static func importDemoSource(_ source: DemoData.Source, region: String, database: String) async throws -> String {
        try await ImportFormat(format: source.format).importFile(source.file, mapping: nil, licence: source.licence, attribution: nil,
                                                                 bbox: source.bbox, region: region, timeZone: nil, country: nil, database: .sqlite(path: database))
    }
}
