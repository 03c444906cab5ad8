import Foundation
import Localization
import Hummingbird
import Logging
import Finder
import Store

/// What a server needs to run: where to listen and what to serve. The store is passed in, so
/// tests build the same application over an in-memory store.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var logLevel: Logger.Level
    /// The web app's folder, served at `/` (nil: no web app).
    public var webRoot: String?
    /// Leaflet's folder, served at `/vendor/leaflet/` (Debian's libjs-leaflet installs it here).
    public var leafletRoot: String?
    /// An external tile server for the base map (`https://…/{z}/{x}/{y}.png`); nil draws our own.
    public var tileURL: String?
    /// A connection that sends nothing for this long is closed, so idle or half-sent requests
    /// cannot hold the server's connections forever.
    public var idleTimeout: Duration = .seconds(30)
    /// How often the community's signals (closures, "Was it open?") are read from the store.
    public var communityRefresh: Duration = .seconds(1)
    /// A one-line note for the app's first screen (`demoNote` in `/api/config`): which demo
    /// toilets show what, in every language. Nil for a deployment that is not the demo.
    public var demoNote: LocalizedText?
    /// The region the app shows first when it has no position (`startRegion` in `/api/config`).
    public var startRegion: String?

    public init(host: String = "127.0.0.1", port: Int = 8080, logLevel: Logger.Level = .info,
                webRoot: String? = nil, leafletRoot: String? = nil, tileURL: String? = nil) {
        self.host = host
        self.port = port
        self.logLevel = logLevel
        self.webRoot = webRoot
        self.leafletRoot = leafletRoot
        self.tileURL = tileURL
    }

    /// Debian's libjs-leaflet folder.
    public static let debianLeaflet = "/usr/share/javascript/leaflet"
}

/// Builds the whole HTTP application over `repository`, answering nearest and routes from a
/// fixed `finder` (tests; a server that never sees its database change).
/// `now` is the clock every "open now" answer is read from; tests pass a fixed one.
public func buildApplication(_ configuration: ServerConfiguration, repository: any ToiletRepository & MapDataRepository,
                             finder: ToiletFinder, now: @escaping @Sendable () -> Date = { Date() }) -> some ApplicationProtocol {
    buildApplication(configuration, repository: repository, live: LiveSnapshot(ServingSnapshot(version: 0, finder: finder)), now: now)
}

/// Builds the whole HTTP application over `repository`, answering nearest, routes and Refuge's
/// `by_location` from `live`; with a `refresher`, the snapshot follows every committed change.
public func buildApplication(_ configuration: ServerConfiguration, repository: any ToiletRepository & MapDataRepository,
                             live: LiveSnapshot, refresher: SnapshotRefresher? = nil, community: CommunityService? = nil,
                             now: @escaping @Sendable () -> Date = { Date() }) -> some ApplicationProtocol {
    var logger = Logger(label: "toiletnow")
    logger.logLevel = configuration.logLevel
    let metrics = ServerMetrics()
    community?.limiters.observeRefusals { metrics.recordRateLimited($0) }
    var app = Application(
        router: buildRouter(repository: repository, live: live, configuration: configuration, community: community,
                            refresher: refresher, metrics: metrics, now: now),
        server: .http1(configuration: .init(additionalChannelHandlers: [HTTPParseErrorResponder()],
                                            idleTimeout: .nanoseconds(Int64(configuration.idleTimeout / .nanoseconds(1))))),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "ToiletNow"),
        logger: logger)
    if let refresher { app.addServices(refresher) }
    if let community {
        app.addServices(CommunityOverlayRefresher(overlay: community.overlay, interval: configuration.communityRefresh, logger: logger, now: now))
    }
    return app
}

/// The routes over a fixed `finder`.
public func buildRouter(repository: any ToiletRepository & MapDataRepository, finder: ToiletFinder,
                        configuration: ServerConfiguration = ServerConfiguration(),
                        now: @escaping @Sendable () -> Date = { Date() }) -> Router<AppRequestContext> {
    buildRouter(repository: repository, live: LiveSnapshot(ServingSnapshot(version: 0, finder: finder)), configuration: configuration, now: now)
}

/// The routes: health, metrics, the ToiletNow API and the Refuge v1 API; with `community`, the
/// write API, moderation and the change feed. With a `refresher`, `/healthz` checks readiness
/// (see ``Readiness``); requests are counted in `metrics` (a registry of the router's own if nil).
public func buildRouter(repository: any ToiletRepository & MapDataRepository, live: LiveSnapshot,
                        configuration: ServerConfiguration = ServerConfiguration(), community: CommunityService? = nil,
                        refresher: SnapshotRefresher? = nil, metrics: ServerMetrics? = nil,
                        now: @escaping @Sendable () -> Date = { Date() }) -> Router<AppRequestContext> {
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    let metrics = metrics ?? ServerMetrics()
    router.add(middleware: MetricsMiddleware(metrics: metrics))
    router.add(middleware: CompressionMiddleware())
    router.add(middleware: ResponseHeadersMiddleware(tileURL: configuration.tileURL))
    let routed = RoutedPaths()
    router.add(middleware: ErrorMiddleware(routed: routed))
    router.add(middleware: QueryCheckMiddleware())
    if let leaflet = configuration.leafletRoot {
        router.add(middleware: StaticFilesMiddleware(leaflet, urlBasePath: "/vendor/leaflet", searchForIndexHtml: false))
    }
    if let web = configuration.webRoot {
        router.add(middleware: StaticFilesMiddleware(web, searchForIndexHtml: true))
    }
    router.get("api/config") { request, _ in
        JSONResponse.make(ClientConfigDTO(tileURL: configuration.tileURL, demoNote: configuration.demoNote?.text(in: request.language),
                                           startRegion: configuration.startRegion))
    }
    let monitor = refresher.map { Readiness.RefresherMonitor(state: $0.state, interval: $0.interval) }
    let readiness = Readiness(live: live, refresher: monitor, now: now)
    OperationsController(readiness: readiness, metrics: metrics).register(on: router)
    ToiletsController(repository: repository, community: community, now: now).register(on: router)
    RefugeController(repository: repository, live: live, community: community).register(on: router)
    MapController(store: repository, now: now).register(on: router)
    RouteController(live: live, community: community, now: now).register(on: router)
    OpenAPIController().register(on: router)
    HistoryController(repository: repository, feed: repository as? any ToiletChangeFeed, live: live, community: community).register(on: router)
    if let community {
        ContributionsController(community: community).register(on: router)
        ModerationController(community: community).register(on: router)
        RefugeWriteController(community: community).register(on: router)
        AchievementsController(community: community).register(on: router)
    }
    routed.record(router)
    return router
}
