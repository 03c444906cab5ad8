import Foundation
import Hummingbird
import Logging

/// Turns every failure into the one error shape, and logs each request without its query.
///
/// The query string carries the user's position, which must never be logged: a log line
/// holds the method, the path, the status and the time taken. An unexpected error becomes
/// a 500 with a request id that is also in the log, and no internals in the body.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The routed paths, for a 405 (not a 404) when a path exists with other methods.
    let routed: RoutedPaths

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as APIError {
            response = JSONResponse.make(error.body(), status: error.status, headers: error.headers)
        } catch let error as HTTPError where error.status == .notFound {
            if let allow = routed.allow(path: request.uri.path, method: request.method) {
                let refused = APIError.methodNotAllowed(allow: allow)
                response = JSONResponse.make(refused.body(), status: refused.status, headers: refused.headers)
            } else {
                response = JSONResponse.make(APIError.notFound("no such path: \(request.uri.path)").body(), status: .notFound)
            }
        } catch let error as HTTPError where error.status.code < 500 {
            let apiError = APIError(error.status, code: "bad_request", message: error.body ?? error.status.reasonPhrase,
                                    field: error.status == .badRequest ? "path" : nil)
            response = JSONResponse.make(apiError.body(), status: error.status)
        } catch {
            let requestID = String(UInt64.random(in: 0..<UInt64.max), radix: 16)
            context.logger.error("request failed", metadata: ["request_id": "\(requestID)", "path": "\(request.uri.path)", "error": "\(String(reflecting: type(of: error)))"])
            let apiError = APIError(.internalServerError, code: "internal_error", message: "something went wrong on our side; please retry")
            response = JSONResponse.make(apiError.body(requestID: requestID), status: .internalServerError)
        }
        let elapsed = ContinuousClock.now - start
        context.logger.debug("\(request.method) \(request.uri.path) \(response.status.code) \(elapsed)")
        return response
    }
}
