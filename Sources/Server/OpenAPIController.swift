import Foundation
import Hummingbird

/// Serves the OpenAPI 3.1 description of the whole API at `GET /api/openapi.json`.
///
/// The document is a resource of this module (`Resources/openapi.json`), written from what the
/// handlers really emit and kept true by `OpenAPIDocumentTests`, which checks every route and a
/// sample of real answers against it. It is read once and served from memory.
struct OpenAPIController<Context: RequestContext>: Sendable {
    /// The document's bytes, read once per process; nil only if the resource is missing from the build.
    static var document: ByteBuffer? { OpenAPIDocument.bytes }

    func register(on router: Router<Context>) {
        router.get("api/openapi.json") { _, _ in try Self.response() }
    }

    static func response() throws(APIError) -> Response {
        guard let document else {
            throw APIError(.internalServerError, code: "internal_error", .apiDescriptionMissing)
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "public, max-age=3600"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: document))
    }
}

/// The bundled OpenAPI document.
enum OpenAPIDocument {
    /// The resource's bytes, or nil when it cannot be read.
    static let bytes: ByteBuffer? = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return ByteBuffer(bytes: data)
    }()
}
