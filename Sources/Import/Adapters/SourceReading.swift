import Foundation
import Model

/// What a source adapter (``RefugeJSON``, ``Safe2PeeCSV``, ``MelbourneCSV``) read from a file:
/// the drafts, and the records it left out with the reason.
public struct SourceReading: Sendable {
    /// A record left out, and why: its position in the file, its id when readable, the field
    /// and what was expected there.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        public var index: Int
        public var id: Int64?
        public var field: String
        public var expected: String

        public var description: String {
            "record \(index)\(id.map { " (id \($0))" } ?? ""): \(field): expected \(expected)"
        }
    }

    public var drafts: [ToiletDraft] = []
    public var problems: [Problem] = []

    public init(drafts: [ToiletDraft] = [], problems: [Problem] = []) {
        self.drafts = drafts
        self.problems = problems
    }

    /// Keeps one record's draft, or its problem.
    mutating func add(_ result: Result<ToiletDraft, Problem>) {
        switch result {
        case .success(let draft): drafts.append(draft)
        case .failure(let problem): problems.append(problem)
        }
    }
}
