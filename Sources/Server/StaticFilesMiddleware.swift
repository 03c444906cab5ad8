import Foundation
import Hummingbird

/// Serves files for everything but the API: an API request never touches the file system.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    let files: FileMiddleware<Context, LocalFileSystem>

    init(_ folder: String, urlBasePath: String? = nil, searchForIndexHtml: Bool) {
        files = FileMiddleware(folder, urlBasePath: urlBasePath, searchForIndexHtml: searchForIndexHtml)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/api/") || path == "/healthz" {
            return try await next(request, context)
        }
        return try await files.handle(request, context: context, next: next)
    }
}
