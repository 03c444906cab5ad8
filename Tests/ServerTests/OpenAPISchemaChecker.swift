import Foundation
@testable import Server

/// Checks JSON values against the JSON Schema 2020-12 subset that `openapi.json` uses.
///
/// Supported: `$ref` to `#/…`, `type` (one or a list), `enum`, `const`, `properties`, `required`,
/// `additionalProperties`, `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `minLength`, `maxLength`, `pattern`, `format` (date-time, date, uri),
/// `anyOf`, `oneOf`. A schema using any other keyword is reported, so the document cannot use
/// a constraint this checker silently ignores. Every `$ref` followed is recorded in `reached`.
final class OpenAPISchemaChecker {
    let document: JSONValue
    private(set) var reached: Set<String> = []
    static let annotations: Set<String> = ["description", "default", "title", "examples", "deprecated"]
    static let keywords: Set<String> = ["$ref", "type", "enum", "const", "properties", "required", "additionalProperties",
                                        "items", "prefixItems", "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum",
                                        "minLength", "maxLength", "pattern", "format", "anyOf", "oneOf"]

    init(document: JSONValue) { self.document = document }

    /// The value a local reference (`#/components/schemas/Error`) points at.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        return reference.dropFirst(2).split(separator: "/").reduce(Optional(document)) { $0?[String($1)] }
    }

    /// Every way `value` breaks `schema`, each with its JSON path; empty when it conforms.
    func violations(of value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): no value is allowed here"] }
        guard let rules = schema.object else { return ["\(path): the schema is not an object"] }
        if let unknown = rules.keys.first(where: { !Self.keywords.contains($0) && !Self.annotations.contains($0) }) {
            return ["\(path): the schema uses \"\(unknown)\", which this checker does not support"]
        }
        if let reference = rules["$ref"]?.string {
            reached.insert(reference)
            guard let target = resolve(reference) else { return ["\(path): unresolved $ref \(reference)"] }
            return violations(of: value, against: target, at: path)
        }
        if case .array(let options)? = rules["anyOf"] {
            return options.contains { violations(of: value, against: $0, at: path).isEmpty } ? [] : ["\(path): matches none of anyOf"]
        }
        if case .array(let options)? = rules["oneOf"] {
            let matches = options.filter { violations(of: value, against: $0, at: path).isEmpty }.count
            return matches == 1 ? [] : ["\(path): matches \(matches) of oneOf, not exactly 1"]
        }
        if let typeProblem = typeViolation(value, rules["type"], at: path) { return [typeProblem] }
        var problems: [String] = []
        if case .array(let allowed)? = rules["enum"], !allowed.contains(value) { problems.append("\(path): \(value) is not in the enum") }
        if let constant = rules["const"], constant != value { problems.append("\(path): \(value) is not \(constant)") }
        switch value {
        case .object(let members): problems += objectViolations(members, rules, at: path)
        case .array(let items): problems += arrayViolations(items, rules, at: path)
        case .string(let text): problems += stringViolations(text, rules, at: path)
        case .number(let number): problems += numberViolations(number, rules, at: path)
        case .null, .bool: break
        }
        return problems
    }

    private func typeViolation(_ value: JSONValue, _ type: JSONValue?, at path: String) -> String? {
        let allowed: [String]
        switch type {
        case .none: return nil
        case .string(let one)?: allowed = [one]
        case .array(let list)?: allowed = list.compactMap(\.string)
        default: return "\(path): the schema's type is malformed"
        }
        let matches = allowed.contains { name in
            switch (name, value) {
            case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
            case ("integer", .number(let number)): number.rounded() == number
            default: false
            }
        }
        return matches ? nil : "\(path): \(value) is not of type \(allowed.joined(separator: " or "))"
    }

    private func objectViolations(_ members: [String: JSONValue], _ rules: [String: JSONValue], at path: String) -> [String] {
        let properties = rules["properties"]?.object ?? [:]
        var problems: [String] = []
        if case .array(let required)? = rules["required"] {
            for name in required.compactMap(\.string) where members[name] == nil { problems.append("\(path): missing required \"\(name)\"") }
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let property = properties[name] {
                problems += violations(of: member, against: property, at: "\(path).\(name)")
            } else if let additional = rules["additionalProperties"] {
                if case .bool(false) = additional { problems.append("\(path): undocumented property \"\(name)\"") }
                else { problems += violations(of: member, against: additional, at: "\(path).\(name)") }
            }
        }
        return problems
    }

    private func arrayViolations(_ items: [JSONValue], _ rules: [String: JSONValue], at path: String) -> [String] {
        var problems: [String] = []
        if case .number(let least)? = rules["minItems"], Double(items.count) < least { problems.append("\(path): fewer than \(Int(least)) items") }
        if case .number(let most)? = rules["maxItems"], Double(items.count) > most { problems.append("\(path): more than \(Int(most)) items") }
        var prefix: [JSONValue] = []
        if case .array(let leading)? = rules["prefixItems"] { prefix = leading }
        for (index, item) in items.enumerated() {
            let schema = index < prefix.count ? prefix[index] : rules["items"]
            if let schema { problems += violations(of: item, against: schema, at: "\(path)[\(index)]") }
        }
        return problems
    }

    private func stringViolations(_ text: String, _ rules: [String: JSONValue], at path: String) -> [String] {
        var problems: [String] = []
        if case .number(let least)? = rules["minLength"], Double(text.count) < least { problems.append("\(path): shorter than \(Int(least))") }
        if case .number(let most)? = rules["maxLength"], Double(text.count) > most { problems.append("\(path): longer than \(Int(most))") }
        if let pattern = rules["pattern"]?.string, text.range(of: pattern, options: .regularExpression) == nil {
            problems.append("\(path): \"\(text.prefix(60))\" does not match \(pattern)")
        }
        if let format = rules["format"]?.string, !Self.conforms(text, to: format) {
            problems.append("\(path): \"\(text.prefix(60))\" is not a \(format)")
        }
        return problems
    }

    private func numberViolations(_ number: Double, _ rules: [String: JSONValue], at path: String) -> [String] {
        var problems: [String] = []
        if case .number(let least)? = rules["minimum"], number < least { problems.append("\(path): \(number) is below \(least)") }
        if case .number(let most)? = rules["maximum"], number > most { problems.append("\(path): \(number) is above \(most)") }
        if case .number(let bound)? = rules["exclusiveMinimum"], number <= bound { problems.append("\(path): \(number) is not above \(bound)") }
        return problems
    }

    /// RFC 3339 date-time and full-date, and an absolute URI.
    static func conforms(_ text: String, to format: String) -> Bool {
        switch format {
        case "date-time": text.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$"#, options: .regularExpression) != nil
        case "date": text.range(of: #"^\d{4}-\d\d-\d\d$"#, options: .regularExpression) != nil
        case "uri": URL(string: text)?.scheme != nil
        default: false
        }
    }
}
