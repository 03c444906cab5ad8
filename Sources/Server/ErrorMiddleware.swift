import Foundation
import HTTPTypes
import Hummingbird
import Localization
import Logging

/// Turns every failure into the one error shape, in the request's language, and logs each
/// request without its query.
///
/// The query string carries the user's position, which must never be logged: a log line
/// holds the method, the path, the status and the time taken. An unexpected error becomes
/// a 500 with a request id that is also in the log, and no internals in the body.
///
/// Every API answer says its language (`Content-Language`) and that it depends on
/// `Accept-Language` (`Vary`), so a shared cache never gives one language's text to another.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The routed paths, for a 405 (not a 404) when a path exists with other methods.
    let routed: RoutedPaths

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let language = request.language
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as APIError {
            response = JSONResponse.make(error.body(in: language), status: error.status, headers: error.headers)
        } catch let error as HTTPError where error.status == .notFound {
            let refused = routed.allow(path: request.uri.path, method: request.method).map { APIError.methodNotAllowed(allow: $0) }
                ?? APIError.notFound(.noSuchPath, ["path": .raw(request.uri.path)])
            response = JSONResponse.make(refused.body(in: language), status: refused.status, headers: refused.headers)
        } catch let error as HTTPError where error.status.code < 500 {
            let apiError = APIError(error.status, code: "bad_request", .badRequest, ["detail": .raw(error.body ?? error.status.reasonPhrase)],
                                    field: error.status == .badRequest ? "path" : nil)
            response = JSONResponse.make(apiError.body(in: language), status: error.status)
        } catch {
            let requestID = String(UInt64.random(in: 0..<UInt64.max), radix: 16)
            context.logger.error("request failed", metadata: ["request_id": "\(requestID)", "path": "\(request.uri.path)", "error": "\(String(reflecting: type(of: error)))"])
            let apiError = APIError(.internalServerError, code: "internal_error", .internalError)
            response = JSONResponse.make(apiError.body(in: language, requestID: requestID), status: .internalServerError)
        }
        if request.uri.path.hasPrefix("/api/") {
            response.headers[.contentLanguage] = language.rawValue
            response.headers.append(HTTPField(name: .vary, value: "Accept-Language"))
        }
        let elapsed = ContinuousClock.now - start
        context.logger.debug("\(request.method) \(request.uri.path) \(response.status.code) \(elapsed)")
        return response
    }
}
