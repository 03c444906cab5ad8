/// Why ``PBFWriter`` could not write a file or an element. Each description is one line
/// naming the element or file, what was wrong and what was expected.
public enum PBFWriteError: Error, Equatable, CustomStringConvertible {
    /// The output file could not be created or opened.
    case cannotCreate(path: String, reason: String)
    /// Writing to the output file failed part-way (a full disk, a closed descriptor).
    case writeFailed(path: String, reason: String)
    /// A node's coordinate is not a finite WGS84 degree value.
    case impossibleCoordinate(nodeID: Int64, field: String, value: Double)
    /// The difference between two consecutive ids or coordinates does not fit the format's
    /// signed 64-bit deltas.
    case deltaOverflow(element: String, field: String)
    /// zlib refused to compress a block.
    case compressionFailed(status: Int32)
    /// An element was added after ``PBFWriter/finish()``.
    case alreadyFinished

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
        case .writeFailed(let path, let reason): "writing \(path) failed: \(reason)"
        case .impossibleCoordinate(let id, let field, let value):
            "node \(id): \(field) \(value) is not a coordinate; expected a finite value in "
                + (field == "latitude" ? "-90...90" : "-180...180")
        case .deltaOverflow(let element, let field):
            "\(element): \(field) differs from the previous one by more than a signed 64-bit delta can hold"
        case .compressionFailed(let status): "zlib compress2 failed with status \(status)"
        case .alreadyFinished: "an element was added after finish(); expected all elements before it"
        }
    }
}
