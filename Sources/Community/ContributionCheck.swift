import Foundation
import Localization

/// A field of a contribution that is not what the API expects: the field's name, and what was
/// expected, in every language, for the shared error shape.
public struct FieldError: Error, Hashable, Sendable, CustomStringConvertible {
    public let field: String
    /// What was expected, in every language.
    public let expectedText: LocalizedText

    init(field: String, _ key: CheckText, _ values: [String: String] = [:]) {
        self.field = field
        self.expectedText = key.localized(values)
    }

    init(field: String, expected: LocalizedText) {
        self.field = field
        self.expectedText = expected
    }

    /// What was expected, in English.
    public var expected: String { expectedText.text(in: .english) }

    public var description: String { "\(field): expected \(expected)" }
}

/// What a contribution must look like before it is stored (the rules, not the JSON decoding).
public enum ContributionCheck {
    public static let maxNameLength = 100
    public static let maxValueLength = 255
    public static let maxCommentLength = 1_000

    /// Every problem with `kind`, empty when it may be stored.
    ///
    /// - Ratings are whole stars from 1 to 5.
    /// - Field names are among `knownFields` (the record's attribute names); values are at most
    ///   255 characters, names at most 100, and neither holds a link or repetitive text.
    /// - An edit changes at least one field, each field once, each to something new.
    /// - A comment is 1 to 1,000 characters (trimmed), with no link and no repetitive text, and
    ///   does not repeat one of the device's `recentTexts`.
    public static func problems(in kind: ContributionKind, knownFields: Set<String>, recentTexts: [String] = []) -> [FieldError] {
        switch kind {
        case .add(let fields):
            fields.isEmpty ? [FieldError(field: "fields", .atLeastOneField)]
                : fields.sorted { $0.key < $1.key }.flatMap { problems(field: $0.key, value: $0.value, knownFields: knownFields, at: "fields.") }
        case .edit(let changes):
            editProblems(changes, knownFields: knownFields)
        case .confirm(let field):
            field.map { knownFields.contains($0) ? [] : [unknown("field")] } ?? []
        case .rate(let stars):
            (1...5).contains(stars) ? [] : [FieldError(field: "rating", .ratingRange)]
        case .comment(let text):
            textProblems(text, field: "text", maxLength: maxCommentLength, recentTexts: recentTexts)
        case .reportClosed, .wasOpen, .vote:
            []
        }
    }

    private static func editProblems(_ changes: [FieldChange], knownFields: Set<String>) -> [FieldError] {
        guard !changes.isEmpty else { return [FieldError(field: "changes", .atLeastOneChange)] }
        var seen = Set<String>(), found: [FieldError] = []
        for change in changes {
            if !seen.insert(change.field).inserted {
                found.append(FieldError(field: "changes.\(change.field)", .changedOnce))
            } else if change.from == change.to {
                found.append(FieldError(field: "changes.\(change.field)", .newValue))
            } else if let value = change.to {
                found += problems(field: change.field, value: value, knownFields: knownFields, at: "changes.")
            } else if !knownFields.contains(change.field) {
                found.append(unknown("changes.\(change.field)"))
            }
        }
        return found
    }

    /// A field's value: its length and spam rules, then (for the fields ``RecordFields`` knows)
    /// whether the field can take it. `at` prefixes the name the error gives (`fields.`, `changes.`).
    private static func problems(field: String, value: String, knownFields: Set<String>, at prefix: String) -> [FieldError] {
        guard knownFields.contains(field) else { return [unknown(prefix + field)] }
        let text = textProblems(value, field: prefix + field, maxLength: field == "name" ? maxNameLength : maxValueLength, recentTexts: [])
        guard text.isEmpty, let problem = RecordFields.problem(field: field, value: value), RecordFields.row(field) != nil else { return text }
        return [FieldError(field: prefix + field, expected: problem.expectedText)]
    }

    private static func textProblems(_ text: String, field: String, maxLength: Int, recentTexts: [String]) -> [FieldError] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.count > maxLength {
            return [FieldError(field: field, .textLength, ["max": String(maxLength)])]
        }
        if SpamRules.containsLink(trimmed) { return [FieldError(field: field, .noLinks)] }
        if SpamRules.isRepetitive(trimmed) { return [FieldError(field: field, .notRepetitive)] }
        if SpamRules.repeats(trimmed, recent: recentTexts) {
            return [FieldError(field: field, .notRepeated)]
        }
        return []
    }

    private static func unknown(_ field: String) -> FieldError {
        FieldError(field: field, .knownField, ["names": RecordFields.names.joined(separator: ", ")])
    }
}
