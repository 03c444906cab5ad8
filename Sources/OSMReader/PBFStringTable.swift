/// The string table of one PBF `PrimitiveBlock`, decoded lazily.
///
/// Tags, roles and user names are indices into this table
/// (<https://wiki.openstreetmap.org/wiki/PBF_Format#Definition_of_OSMData_fileblock>).
/// Only entries that are actually looked up become `String`s, once per block: dense
/// node blocks carry many user names that a tag-only reader never needs.
struct PBFStringTable {
    private let bytes: UnsafeRawBufferPointer
    private var starts: [Int] = []
    private var ends: [Int] = []
    private var cache: [String?] = []

    /// Indexes the `StringTable` message (`repeated bytes s = 1`) read by `message`.
    init(_ message: ProtobufReader) throws(ProtobufError) {
        bytes = message.bytes
        var reader = message
        while let (field, wireType) = try reader.readFieldKey() {
            guard field == 1 else { try reader.skip(wireType); continue }
            guard wireType == .lengthDelimited else {
                throw .unexpected(offset: reader.offset, "string table entry with wire type \(wireType.rawValue), expected 2")
            }
            let entry = try reader.readLengthDelimited()
            starts.append(entry.offset)
            ends.append(entry.end)
        }
        cache = Array(repeating: nil, count: starts.count)
    }

    /// The number of entries.
    var count: Int { starts.count }

    /// The string at `index`, decoding it on first use (invalid UTF-8 is repaired, not rejected).
    @inline(__always)
    mutating func string(at index: UInt64, offset: Int) throws(ProtobufError) -> String {
        guard index < UInt64(starts.count) else {
            throw .unexpected(offset: offset, "string index \(index) out of range (table has \(starts.count) entries)")
        }
        let position = Int(index)
        if let cached = cache[position] { return cached }
        let decoded = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[starts[position]..<ends[position]]),
                             as: UTF8.self)
        cache[position] = decoded
        return decoded
    }
}
