import Foundation
import Hummingbird

/// Refuses an API request whose known query parameters are repeated, too long, not decodable or
/// hold control characters, before any handler reads them (see ``QueryParameters/checkKnownParameters()``).
///
/// Handlers still check each value's grammar when they read it; this pass makes sure that even a
/// plain ``QueryParameters/string(_:)`` read never sees a value that breaks the rules.
///
/// The checked parameters travel on in the context (``QueryCheckingContext/checkedQuery``), so a
/// handler that takes them reads the query once: splitting and decoding it twice was a tenth of
/// `/api/nearest`'s own server time.
struct QueryCheckMiddleware<Context: QueryCheckingContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix("/api/"), request.uri.query != nil else { return try await next(request, context) }
        var query = QueryParameters(request)
        try query.checkKnownParameters()
        var context = context
        context.checkedQuery = query
        return try await next(request, context)
    }
}

/// A request context that carries the query ``QueryCheckMiddleware`` checked.
protocol QueryCheckingContext: RequestContext {
    /// The request's query as checked, nil before the check or for a request it does not check.
    var checkedQuery: QueryParameters? { get set }
}
