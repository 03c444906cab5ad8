import Foundation
import Hummingbird

/// Refuses an API request whose known query parameters are repeated, too long, not decodable or
/// hold control characters, before any handler reads them (see ``QueryParameters/checkKnownParameters()``).
///
/// Handlers still check each value's grammar when they read it; this pass makes sure that even a
/// plain ``QueryParameters/string(_:)`` read never sees a value that breaks the rules.
struct QueryCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.path.hasPrefix("/api/"), request.uri.query != nil {
            try QueryParameters(request).checkKnownParameters()
        }
        return try await next(request, context)
    }
}
