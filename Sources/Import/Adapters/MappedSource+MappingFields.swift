import Foundation
import Model

extension MappedSource.Mapping {
    /// Reads `fields`, `values` and `constants`, checking every ToiletNow value against its field.
    mutating func readFields(_ root: [String: JSONTree]) throws(MappedSource.MappingError) {
        typealias Failure = MappedSource.MappingError
        let fieldNames = MappedSource.Field.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .object(let columns)? = root["fields"], !columns.isEmpty else {
            throw Failure(key: "fields", expected: "an object of column → ToiletNow field (\(fieldNames))", got: root["fields"]?.shown ?? "nothing")
        }
        for (column, target) in columns {
            guard let name = target.string, let field = MappedSource.Field(rawValue: name) else {
                throw Failure(key: "fields.\(column)", expected: "one of \(fieldNames)", got: target.shown)
            }
            if !hasHeader && format == .csv && Int(column) == nil {
                throw Failure(key: "fields.\(column)", expected: "a column number from 0 (the mapping says header: false)")
            }
            fields[column] = field
        }
        if let tree = root["values"] {
            guard case .object(let tables) = tree else { throw Failure(key: "values", expected: "an object of field → {source value: value}", got: tree.shown) }
            for (owner, table) in tables { try readValues(owner: owner, table: table) }
        }
        if let tree = root["constants"] {
            guard case .object(let given) = tree else { throw Failure(key: "constants", expected: "an object of field → value", got: tree.shown) }
            for (name, value) in given {
                guard let field = MappedSource.Field(rawValue: name) else { throw Failure(key: "constants.\(name)", expected: "one of \(fieldNames)") }
                guard let text = value.string, field.accepts(text) else {
                    throw Failure(key: "constants.\(name)", expected: field.expectedValues, got: value.shown)
                }
                constants[field] = text
            }
        }
    }

    /// One table of `values`: for a field (every column mapped to it) or for one column.
    private mutating func readValues(owner: String, table: JSONTree) throws(MappedSource.MappingError) {
        // A column's own table first: a column may share its name with a field ("wheelchair").
        guard let field = fields[owner] ?? MappedSource.Field(rawValue: owner) else {
            throw .init(key: "values.\(owner)", expected: "a ToiletNow field or a column named in fields")
        }
        guard case .object(let entries) = table else { throw .init(key: "values.\(owner)", expected: "an object of source value → value", got: table.shown) }
        var mapped: [String: String?] = [:]
        for (source, target) in entries {
            switch target {
            case .null: mapped[Self.valueKey(source)] = .some(nil)
            case .string(let value) where field.accepts(value): mapped[Self.valueKey(source)] = value
            default: throw .init(key: "values.\(owner).\(source)", expected: field.expectedValues + " or null (unknown)", got: target.shown)
            }
        }
        values[owner] = mapped
    }

    /// How a source value is looked up in `values`: trimmed and lowercased.
    static func valueKey(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
}

extension MappedSource.Field {
    /// The values the field takes, for a typed field; nil for text.
    var allowedValues: [String]? {
        switch self {
        case .wheelchair: WheelchairAccess.allCases.map(\.rawValue)
        case .changingTable, .fee: ["yes", "no"]
        case .gender: GenderPolicy.allCases.map(\.rawValue)
        case .access: Access.allCases.map(\.rawValue)
        case .centralKey: CentralKey.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// Whether `value` is one the field takes.
    func accepts(_ value: String) -> Bool { allowedValues?.contains(value) ?? !value.isEmpty }

    /// What the field takes, for an error message.
    var expectedValues: String {
        allowedValues.map { "one of " + $0.joined(separator: ", ") } ?? "a non-empty text"
    }
}
