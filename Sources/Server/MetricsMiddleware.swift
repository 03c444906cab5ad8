import Foundation
import Hummingbird

/// Counts every request in ``ServerMetrics``: by the route TEMPLATE the router matched
/// (`/api/toilets/{id}`, never the raw path), `static` for a file, `unmatched` for the rest.
///
/// The outermost middleware, so it sees every answer, errors included: an error thrown past it
/// is counted with its status (500 when it has none) and thrown on for Hummingbird to answer.
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    /// Methods counted by name; any other (a client may send any token) is `other`.
    static var knownMethods: Set<String> { ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let method = Self.knownMethods.contains(request.method.rawValue) ? request.method.rawValue : "other"
        do {
            let response = try await next(request, context)
            record(context: context, method: method, status: response.status.code, started: started)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            record(context: context, method: method, status: status, started: started)
            throw error
        }
    }

    private func record(context: Context, method: String, status: Int, started: ContinuousClock.Instant) {
        metrics.recordRequest(route: Self.route(context.endpointPath), method: method, status: status,
                              duration: ContinuousClock.now - started)
    }

    /// The label for a matched endpoint path (Hummingbird names file answers and misses itself).
    static func route(_ endpointPath: String?) -> String {
        switch endpointPath {
        case nil, "NotFound": "unmatched"
        case "FileMiddleware": "static"
        case let path?: path
        }
    }
}
