import Foundation
import Hummingbird

/// Which methods each routed path answers, so that a request for a path that exists, with a
/// method it does not answer, gets 405 with `Allow` rather than 404: any method, made-up ones
/// (`QUERY`, `FOO`) included, since Hummingbird's router only knows the methods it was given.
///
/// Filled once from the router after every route is registered (``record(_:)``), read by
/// ``ErrorMiddleware`` when the router finds no handler.
final class RoutedPaths: @unchecked Sendable {
    /// A path pattern: a nil segment matches any one segment (`{id}`, `:id`, `*`).
    private struct Pattern {
        var segments: [String?]
        var allow: Set<String>
    }

    private let lock = NSLock()
    private var patterns: [Pattern] = []

    /// Records every route of `router`: its path pattern and the methods it answers. GET brings
    /// HEAD (the router generates it); an `/api/` path also answers the CORS preflight, OPTIONS.
    func record<Context>(_ router: Router<Context>) {
        let byPath = Dictionary(grouping: router.routes, by: { $0.path.description })
        let recorded = byPath.map { path, routes in
            var allow = Set(routes.map(\.method.rawValue))
            if allow.contains("GET") { allow.insert("HEAD") }
            if path.hasPrefix("/api/") { allow.insert("OPTIONS") }
            return Pattern(segments: Self.segments(path).map { Self.isParameter($0) ? nil : $0 }, allow: allow)
        }
        lock.withLock { patterns = recorded }
    }

    /// The `Allow` value for `path` when a route exists there but not for `method`; nil when no
    /// route has this path (a true 404) or when one answers `method`.
    func allow(path: String, method: HTTPRequest.Method) -> String? {
        let segments = Self.segments(path)
        let allowed = lock.withLock { patterns }
            .filter { $0.segments.count == segments.count && zip($0.segments, segments).allSatisfy { $0 == nil || $0 == $1 } }
            .reduce(into: Set<String>()) { $0.formUnion($1.allow) }
        guard !allowed.isEmpty, !allowed.contains(method.rawValue) else { return nil }
        return allowed.sorted().joined(separator: ", ")
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func isParameter(_ segment: String) -> Bool {
        segment.hasPrefix("{") || segment.hasPrefix(":") || segment.hasPrefix("*")
    }
}
