import Foundation
import Hummingbird

/// Adds the security headers to every response and opens the API to other origins.
///
/// The API allows `GET` from any origin, as Refuge does, so third-party clients work:
/// `Access-Control-Allow-Origin: *` on every `/api/` response, errors included, and an
/// `OPTIONS` preflight on an API path answers 204. The API uses no cookies, so `*` exposes nothing
/// a page could not fetch itself. This middleware is the outermost one, so errors turned into
/// responses by ``ErrorMiddleware`` get the headers too.
struct ResponseHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Headers for every response: ``SecurityHeaders/common`` and the Content-Security-Policy.
    let headers: HTTPFields

    init(tileURL: String?) {
        var headers = SecurityHeaders.common
        headers[.contentSecurityPolicy] = SecurityHeaders.contentSecurityPolicy(tileURL: tileURL)
        self.headers = headers
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let isAPI = request.uri.path.hasPrefix("/api/")
        var response: Response
        if isAPI, request.method == .options {
            response = Response(status: .noContent, headers: SecurityHeaders.preflight)
        } else {
            do {
                response = try await next(request, context)
            } catch let error as any HTTPResponseError {
                response = try error.response(from: request, context: context)
            }
            if isAPI { response.headers.append(contentsOf: SecurityHeaders.cors) }
        }
        for field in headers where response.headers[field.name] == nil {
            response.headers.append(field)
        }
        return response
    }
}
