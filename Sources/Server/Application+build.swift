import Foundation
import Hummingbird
import Logging
import Store

/// What a server needs to run: where to listen. The store is passed in, so tests build the
/// same application over an in-memory store.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var logLevel: Logger.Level

    public init(host: String = "127.0.0.1", port: Int = 8080, logLevel: Logger.Level = .info) {
        self.host = host
        self.port = port
        self.logLevel = logLevel
    }
}

/// Builds the whole HTTP application over `repository`.
/// `now` is the clock every "open now" answer is read from; tests pass a fixed one.
public func buildApplication(_ configuration: ServerConfiguration, repository: any ToiletRepository,
                             now: @escaping @Sendable () -> Date = { Date() }) -> some ApplicationProtocol {
    var logger = Logger(label: "toiletnow")
    logger.logLevel = configuration.logLevel
    return Application(
        router: buildRouter(repository: repository, now: now),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "ToiletNow"),
        logger: logger)
}

/// The routes: health, the ToiletNow API and the Refuge v1 API.
public func buildRouter(repository: any ToiletRepository, now: @escaping @Sendable () -> Date = { Date() }) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: ErrorMiddleware())
    router.get("healthz") { _, _ in JSONResponse.make(["status": "ok"]) }
    ToiletsController(repository: repository, now: now).register(on: router)
    RefugeController(repository: repository).register(on: router)
    return router
}
