import Foundation
import Hummingbird
import Localization

/// The one error shape of every API response: `{"error": {"code", "message", "field"}}`.
///
/// `field` names the query parameter or path part at fault, when there is one. The message is
/// a ``ServerText`` entry with its values, written in the request's language when the response
/// is made (``ErrorMiddleware``); ``message`` is the English one.
public struct APIError: Error, HTTPResponseError, Sendable, Equatable {
    public var status: HTTPResponse.Status
    public var code: String
    /// The message's catalogue entry and the values of its placeholders.
    var text: ServerText
    var values: [String: MessageValue]
    public var field: String?
    /// Headers the response must carry, such as `Allow` on a 405.
    public var headers: HTTPFields

    init(_ status: HTTPResponse.Status, code: String, _ text: ServerText, _ values: [String: MessageValue] = [:],
         field: String? = nil, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.text = text
        self.values = values
        self.field = field
        self.headers = headers
    }

    /// The message in English.
    public var message: String { message(in: .english) }

    /// The message in `language`.
    public func message(in language: Language) -> String {
        ServerText.catalogue.text(text, in: language, values: values.mapValues { $0.rendered(in: language) })
    }

    /// A required parameter is absent.
    static func missing(_ field: String, expected: Expected) -> APIError {
        APIError(.badRequest, code: "missing_parameter", .missing, ["field": .raw(field), "expected": .expected(expected)], field: field)
    }

    /// A parameter is present but not what it must be.
    static func invalid(_ field: String, _ value: String, expected: Expected, code: String = "invalid_parameter") -> APIError {
        APIError(.badRequest, code: code, .invalid, ["field": .raw(field), "value": .raw(String(value.prefix(80))), "expected": .expected(expected)],
                 field: field)
    }

    /// No toilet has this id.
    static func noToilet(_ id: some CustomStringConvertible, field: String) -> APIError {
        APIError(.notFound, code: "not_found", .noToilet, ["id": .raw(id.description)], field: field)
    }

    /// Nothing at this address.
    static func notFound(_ text: ServerText, _ values: [String: MessageValue] = [:], field: String? = nil) -> APIError {
        APIError(.notFound, code: "not_found", text, values, field: field)
    }

    /// The path exists, but not for this method; `allow` lists the methods it answers.
    static func methodNotAllowed(allow: String) -> APIError {
        APIError(.methodNotAllowed, code: "method_not_allowed", .methodNotAllowed, ["allow": .raw(allow)],
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

    /// The response body in `language`, with `requestID` for errors that must be traced in the logs.
    func body(in language: Language = .english, requestID: String? = nil) -> Body {
        Body(error: .init(code: code, message: message(in: language), field: field, requestID: requestID))
    }

    /// The body as UTF-8 JSON bytes in English, for writers below the router, where no request
    /// has been read to take a language from (see ``HTTPParseErrorResponder``).
    func jsonBytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let data = (try? encoder.encode(body())) ?? Data(#"{"error":{"code":"internal_error","message":"error could not be encoded","field":null}}"#.utf8)
        return Array(data)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.make(body(in: request.language), status: status, headers: headers)
    }
}
