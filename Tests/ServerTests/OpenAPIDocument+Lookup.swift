import Foundation
@testable import Server
import HTTPTypes

/// Finding, in the parsed `openapi.json`, the operation and the response an answer must match.
struct OpenAPILookup {
    static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    let document: JSONValue
    let checker: OpenAPISchemaChecker

    init(_ data: Data) throws {
        document = try JSONValue.parse(data)
        checker = OpenAPISchemaChecker(document: document)
    }

    /// Every documented operation as `"GET /api/toilets/{id}"`.
    var operations: Set<String> {
        var result: Set<String> = []
        for (path, item) in document["paths"]?.object ?? [:] {
            for method in (item.object ?? [:]).keys where Self.methods.contains(method) { result.insert("\(method.uppercased()) \(path)") }
        }
        return result
    }

    /// The documented path template that `path` (no query) falls under: `{name}` matches one segment.
    func template(for path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return (document["paths"]?.object ?? [:]).keys.sorted().first { template in
            let pattern = template.split(separator: "/", omittingEmptySubsequences: false)
            return pattern.count == parts.count && zip(pattern, parts).allSatisfy { p, s in
                (p.hasPrefix("{") && p.hasSuffix("}") && !s.isEmpty) || p == s
            }
        }
    }

    /// Follows a `$ref` (if any) to the object it names.
    func dereference(_ value: JSONValue?) -> JSONValue? {
        guard let value, let reference = value["$ref"]?.string else { return value }
        return dereference(checker.resolve(reference))
    }

    /// The documented response for `status` of `method path`, or nil when that status is not documented.
    func response(method: String, path: String, status: Int) -> JSONValue? {
        guard let template = template(for: path),
              let responses = document["paths"]?[template]?[method.lowercased()]?["responses"] else { return nil }
        let range = "\(status / 100)XX"
        return dereference(responses[String(status)] ?? responses[range] ?? responses["default"])
    }

    /// Every way an answer breaks its documented response: status, media type, headers, body.
    /// `exempt` names required headers not yet sent (tracked separately by the caller).
    func violations(method: String, path: String, status: Int, headers: HTTPFields, body: Data,
                    exemptHeaders: Set<String> = []) -> [String] {
        guard let response = response(method: method, path: path, status: status) else {
            return ["\(method) \(path): status \(status) is not documented"]
        }
        var problems: [String] = []
        for (name, header) in response["headers"]?.object ?? [:] where !exemptHeaders.contains(name) {
            guard let header = dereference(header) else { problems.append("\(name): unresolved header"); continue }
            let value = HTTPField.Name(name).flatMap { headers[$0] }
            if let value, let schema = header["schema"] {
                problems += checker.violations(of: .string(value), against: schema, at: "header \(name)")
            } else if value == nil, header["required"] == .bool(true) {
                problems.append("\(method) \(path) \(status): required header \(name) is missing")
            }
        }
        guard let content = response["content"]?.object else {
            return body.isEmpty ? problems : problems + ["\(method) \(path) \(status): a body where none is documented"]
        }
        let mediaType = headers[.contentType]?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard let schema = content[mediaType]?["schema"] else {
            return problems + ["\(method) \(path) \(status): content type \"\(mediaType)\" is not documented"]
        }
        if mediaType == "text/plain" {  // /metrics: the text itself is the string
            return problems + checker.violations(of: .string(String(decoding: body, as: UTF8.self)), against: schema, at: "\(path) \(status)")
        }
        do {
            return problems + checker.violations(of: try JSONValue.parse(body), against: schema, at: "\(path) \(status)")
        } catch {
            return problems + ["\(method) \(path) \(status): the body is not JSON"]
        }
    }
}
