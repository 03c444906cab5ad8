import Foundation
import Hummingbird

/// The one error shape of every API response: `{"error": {"code", "message", "field"}}`.
///
/// `field` names the query parameter or path part at fault, when there is one.
public struct APIError: Error, HTTPResponseError, Sendable, Equatable {
    public var status: HTTPResponse.Status
    public var code: String
    public var message: String
    public var field: String?
    /// Headers the response must carry, such as `Allow` on a 405.
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, code: String, message: String, field: String? = nil, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.headers = headers
    }

    /// A required parameter is absent.
    public static func missing(_ field: String, expected: String) -> APIError {
        APIError(.badRequest, code: "missing_parameter", message: "\(field) is required: expected \(expected)", field: field)
    }

    /// A parameter is present but not what it must be.
    public static func invalid(_ field: String, _ value: String, expected: String, code: String = "invalid_parameter") -> APIError {
        APIError(.badRequest, code: code, message: "\(field) must be \(expected); got \"\(value.prefix(80))\"", field: field)
    }

    /// Nothing at this address.
    public static func notFound(_ what: String, field: String? = nil) -> APIError {
        APIError(.notFound, code: "not_found", message: what, field: field)
    }

    /// The path exists, but not for this method; `allow` lists the methods it answers.
    public static func methodNotAllowed(allow: String) -> APIError {
        APIError(.methodNotAllowed, code: "method_not_allowed", message: "this path answers only \(allow)",
                 field: "method", headers: [.allow: allow])
    }

    struct Body: Encodable {
        struct Detail: Encodable {
            var code: String
            var message: String
            var field: String?
            var requestID: String?

            enum CodingKeys: String, CodingKey { case code, message, field, requestID = "request_id" }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(code, forKey: .code)
                try container.encode(message, forKey: .message)
                try container.encode(field, forKey: .field)
                try container.encodeIfPresent(requestID, forKey: .requestID)
            }
        }
        var error: Detail
    }

    /// The response body, with `requestID` for errors that must be traced in the logs.
    func body(requestID: String? = nil) -> Body {
        Body(error: .init(code: code, message: message, field: field, requestID: requestID))
    }

    /// The body as UTF-8 JSON bytes, for writers below the router (see ``HTTPParseErrorResponder``).
    func jsonBytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let data = (try? encoder.encode(body())) ?? Data(#"{"error":{"code":"internal_error","message":"error could not be encoded","field":null}}"#.utf8)
        return Array(data)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.make(body(), status: status, headers: headers)
    }
}
