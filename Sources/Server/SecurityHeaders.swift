import Foundation
import HTTPTypes

/// The headers every response carries, and the Content-Security-Policy of the web app.
///
/// The policy allows what the app really loads and nothing more: scripts, styles, fonts, the
/// manifest and the service worker from our own origin (no inline script or handler: the boot
/// scripts are `/boot/early.js` and `/boot/failure.js`); `data:` images because Leaflet uses a
/// `data:` GIF for emptied tiles; the tile server's origin when ``ServerConfiguration/tileURL``
/// is set; API calls to our own origin. `frame-ancestors 'none'` forbids framing (clickjacking).
enum SecurityHeaders {
    /// `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`, for every response,
    /// including those written below the router.
    static let common: HTTPFields = [.xContentTypeOptions: "nosniff", .referrerPolicy: "no-referrer"]

    /// What cross-origin callers of the API may do and read (built once, not per request).
    static let cors: HTTPFields = [
        .accessControlAllowOrigin: "*",
        .accessControlExposeHeaders: "Link, X-Page, X-Per-Page, X-Total, X-Total-Pages",
    ]

    /// The answer to a CORS preflight on an API path.
    static let preflight: HTTPFields = [
        .accessControlAllowOrigin: "*",
        .accessControlAllowMethods: "GET, POST, OPTIONS",
        .accessControlAllowHeaders: "Accept, Authorization, Content-Type",
        .accessControlMaxAge: "86400",
    ]

    /// The policy for a deployment whose base map comes from `tileURL` (nil: our own vector map).
    static func contentSecurityPolicy(tileURL: String?) -> String {
        let images = ["'self'", "data:"] + (tileURL.flatMap(tileSource).map { [$0] } ?? [])
        return [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src \(images.joined(separator: " "))",
            "connect-src 'self'",
            "worker-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// The CSP source for a Leaflet tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
    /// gives `https://*.tile.example.org`; `https:` when the host is a template CSP cannot express;
    /// nil when the template is not an `http(s)://` URL.
    static func tileSource(_ template: String) -> String? {
        guard let schemeEnd = template.range(of: "://") else { return nil }
        let scheme = template[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else { return nil }
        let rest = template[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        // Leaflet's `{s}` (or any template) in the first label becomes CSP's leading wildcard.
        var labels = authority.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let first = labels.first, first.hasPrefix("{"), first.hasSuffix("}") { labels[0] = "*" }
        let host = labels.joined(separator: ".")
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:*")
        // A template CSP cannot express (`tile{s}.example.org`) falls back to the whole scheme.
        guard !host.isEmpty, host.allSatisfy(allowed.contains), !host.dropFirst().contains("*") else { return "\(scheme):" }
        return "\(scheme)://\(host)"
    }
}

extension HTTPField.Name {
    // Constant, valid header name: the initializer fails only for invalid tokens.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
