import Foundation
import Hummingbird

extension Router {
    /// The methods that get a 405 on a path that exists for others. Hummingbird answers 404 for
    /// any method a path has no handler for; these handlers make the honest answer explicit.
    /// (Methods outside this list, such as made-up ones, still get a 404.)
    static var refusedMethods: [HTTPRequest.Method] { [.post, .put, .patch, .delete, .options, .trace] }

    /// Registers, for every path routed so far, a 405 with `Allow` for each refused method the
    /// path has no handler for. Call it after every route is added. HEAD is allowed wherever GET
    /// is (the router generates it); OPTIONS on an API path is the CORS preflight, answered by
    /// ``ResponseHeadersMiddleware`` before routing.
    func addMethodNotAllowedRoutes() {
        let byPath = Dictionary(grouping: routes, by: { $0.path.description })
        for routes in byPath.values {
            guard let path = routes.first?.path else { continue }
            let methods = Set(routes.map(\.method))
            var allowed = methods.map(\.rawValue).sorted()
            if methods.contains(.get), !methods.contains(.head) { allowed.append("HEAD") }
            if path.description.hasPrefix("/api/") || path.description.hasPrefix("api/") { allowed.append("OPTIONS") }
            let error = APIError.methodNotAllowed(allow: allowed.joined(separator: ", "))
            for method in Self.refusedMethods where !methods.contains(method) {
                on(path, method: method) { _, _ -> Response in throw error }
            }
        }
    }
}
