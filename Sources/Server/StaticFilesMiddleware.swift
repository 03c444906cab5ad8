import Foundation
import Hummingbird

/// Serves files for everything but the API: an API request never touches the file system.
///
/// Files come from a ``ConfinedFileSystem``: regular files inside the folder only, never dotfiles,
/// never through a symbolic link that leaves the folder. A method other than GET or HEAD on a
/// file that exists is a 405 with `Allow: GET, HEAD`.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    let files: FileMiddleware<Context, ConfinedFileSystem>

    init(_ folder: String, urlBasePath: String? = nil, searchForIndexHtml: Bool) {
        files = FileMiddleware(fileProvider: ConfinedFileSystem(folder: folder), urlBasePath: urlBasePath,
                               searchForIndexHtml: searchForIndexHtml)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/api/") || path == "/healthz" || path == "/metrics" {
            return try await next(request, context)
        }
        guard request.method == .get || request.method == .head else {
            do {
                return try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound {
                guard await servesFile(at: request, context: context) else { throw error }
                throw APIError.methodNotAllowed(allow: "GET, HEAD")
            }
        }
        // Hummingbird answers a bare 400 for ".." and bad escapes; a dot segment is simply not
        // there (see ConfinedFileSystem), and a bad escape is a 400 that says so.
        guard let decoded = path.removingPercentEncoding else {
            throw APIError(.badRequest, code: "bad_request", .badPathEncoding, field: "path")
        }
        guard ConfinedFileSystem.isServable(path: decoded) else { return try await next(request, context) }
        return try await files.handle(request, context: context, next: next)
    }

    /// Whether a GET of this request's path would find a file (for 405 on other methods).
    func servesFile(at request: Request, context: Context) async -> Bool {
        var head = request.head
        head.method = .get
        let probe = Request(head: head, body: RequestBody(buffer: ByteBuffer()))
        let response = try? await files.handle(probe, context: context) { _, _ in throw HTTPError(.notFound) }
        guard let status = response?.status else { return false }
        return status != .notFound
    }
}
