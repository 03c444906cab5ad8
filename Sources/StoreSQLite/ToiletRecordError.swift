import Foundation

/// Why a toilet's `record` JSON could not be read: what was expected where, and what was there.
///
/// Thrown by ``ToiletRecordDecoder``; the serving load adds the toilet's row id, so a damaged row
/// is named instead of failing the whole start-up with "the data couldn't be read".
public struct ToiletRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The row id of the toilet whose record it was, when known.
    public var toiletID: Int64?
    /// The byte offset into the record's UTF-8 text.
    public var offset: Int
    /// What the decoder expected there ("a string", "the key \"id\"", …).
    public var expected: String
    /// What it found instead, as a short quoted snippet or "end of record".
    public var found: String

    public init(toiletID: Int64? = nil, offset: Int, expected: String, found: String) {
        self.toiletID = toiletID
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    public var description: String {
        let which = toiletID.map { "toilet \($0)'s record" } ?? "toilet record"
        return "\(which): expected \(expected) at byte \(offset), found \(found)"
    }
}
