import Foundation

/// Why a walking graph could not be built or decoded.
///
/// Each message says what was wrong, where, and what was expected.
public enum WalkingGraphError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with the graph file's magic number.
    case notAGraphFile
    /// The file was written by a format version this code does not read.
    case unsupportedVersion(found: UInt32, supported: UInt32)
    /// The bytes end before a section does.
    case truncated(section: String, needed: Int, available: Int)
    /// A section holds a value that breaks the graph's structure.
    case corrupt(section: String, reason: String)
    /// An input vertex (to ``WalkingGraph/init(vertices:edges:)``) is unusable.
    case invalidVertex(index: Int, reason: String)
    /// An input edge is unusable.
    case invalidEdge(index: Int, reason: String)
    /// The graph is larger than the format's 32-bit indices allow.
    case tooLarge(what: String, count: Int)

    /// A sentence for logs and the CLI.
    public var description: String {
        switch self {
        case .notAGraphFile:
            return "walking graph: the bytes do not start with \"TNWG\"; expected a ToiletNow walking graph file"
        case .unsupportedVersion(let found, let supported):
            return "walking graph: format version \(found) is not supported; expected \(supported) (re-run import)"
        case .truncated(let section, let needed, let available):
            return "walking graph: section \(section) needs \(needed) bytes but only \(available) remain"
        case .corrupt(let section, let reason):
            return "walking graph: section \(section) is corrupt: \(reason)"
        case .invalidVertex(let index, let reason):
            return "walking graph: vertex \(index): \(reason)"
        case .invalidEdge(let index, let reason):
            return "walking graph: edge \(index): \(reason)"
        case .tooLarge(let what, let count):
            return "walking graph: \(count) \(what) exceed the format's limit of \(Int32.max)"
        }
    }
}
