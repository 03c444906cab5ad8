import Hummingbird
import Logging
import NIOCore

/// The request context of every route: Hummingbird's core context and the peer's address,
/// which the write rate limits key on (the per-IP limit). The address is only ever a limiter
/// key held in memory for the limit's window: it is never logged or stored.
public struct AppRequestContext: RequestContext, RemoteAddressRequestContext, QueryCheckingContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    /// The query as ``QueryCheckMiddleware`` checked it, for handlers that read it again.
    var checkedQuery: QueryParameters?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The peer's IP address as a limiter key ("unknown" where there is none, as in router tests).
    public var clientKey: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
