import OSMReader

/// Why a region could not be generated. Each description names the option or file.
public enum RegionGeneratorError: Error, Equatable, CustomStringConvertible {
    /// An option is outside its supported range.
    case outOfRange(field: String, value: String, expected: String)
    /// The PBF file could not be written.
    case write(PBFWriteError)

    public var description: String {
        switch self {
        case .outOfRange(let field, let value, let expected): "--\(field): \(value) is out of range; expected \(expected)"
        case .write(let error): error.description
        }
    }
}
