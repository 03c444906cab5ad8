/// Tells OSM PBF from OSM XML by content, never by file extension.
///
/// Rules, applied to the first 64 KiB (after gunzipping when the file starts with
/// the gzip magic `1f 8b`):
/// 1. `<` after an optional UTF-8 byte order mark and whitespace → XML, provided an
///    `<osm` root element appears.
/// 2. Otherwise a PBF must start with a 4-byte big-endian length of at most 64 KiB
///    followed by a BlobHeader of type `OSMHeader`
///    (<https://wiki.openstreetmap.org/wiki/PBF_Format#File_format>). A file that ends
///    inside that first header still counts as PBF, so the reader can report it as truncated.
/// 3. Anything else is ``OSMReadError/notOSM(path:reason:)``.
enum OSMFormatDetector {
    /// The two encodings of OSM data this module reads.
    enum Format: Equatable {
        case pbf, xml
    }

    /// How many leading bytes are examined.
    static let sniffSize = 4 + PBFBlobStream.maximumHeaderSize

    /// Opens `path`, reads its first bytes and classifies them.
    /// - Returns: the format and whether the file is gzip-compressed.
    static func detect(path: String) throws(OSMReadError) -> (format: Format, isGzipped: Bool) {
        let file = try FileByteSource(path: path)
        let buffer = ByteBuffer(capacity: sniffSize)
        var count = try file.readFully(into: buffer.storage)
        let isGzipped = count >= 2 && buffer.storage[0] == 0x1f && buffer.storage[1] == 0x8b
        var isComplete = count < sniffSize
        if isGzipped {
            let gzip = try GzipByteSource(file: try FileByteSource(path: path))
            count = 0
            while count < sniffSize {
                let read: Int
                do {
                    read = try gzip.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[count...]))
                } catch .truncated { break }
                if read == 0 { break }
                count += read
            }
            isComplete = count < sniffSize
        }
        let format = try classify(buffer.bytes(count), isComplete: isComplete, path: path)
        return (format, isGzipped)
    }

    /// Classifies the first bytes of a file; `isComplete` says they are the whole file.
    static func classify(_ bytes: UnsafeRawBufferPointer, isComplete: Bool,
                         path: String) throws(OSMReadError) -> Format {
        guard !bytes.isEmpty else { throw .notOSM(path: path, reason: "the file is empty") }
        var start = 0
        if bytes.starts(with: [0xef, 0xbb, 0xbf]) { start = 3 }
        while start < bytes.count, [0x20, 0x09, 0x0a, 0x0d].contains(bytes[start]) { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "<") {
            try checkXMLRoot(bytes, path: path)
            return .xml
        }
        try checkPBFHeader(bytes, isComplete: isComplete, path: path)
        return .pbf
    }

    private static func checkXMLRoot(_ bytes: UnsafeRawBufferPointer, path: String) throws(OSMReadError) {
        let text = Array(bytes)
        let root = Array("<osm".utf8)
        let terminators: Set<UInt8> = [0x20, 0x09, 0x0a, 0x0d, UInt8(ascii: ">"), UInt8(ascii: "/")]
        var index = 0
        while index + root.count < text.count {
            if text[index] == root[0], text[index..<index + root.count].elementsEqual(root) {
                let next = text[index + root.count]
                if terminators.contains(next) { return }
                if next == UInt8(ascii: "C") {
                    throw .notOSM(path: path, reason: "an osmChange (.osc) file; expected an <osm> root element")
                }
            }
            index += 1
        }
        throw .notOSM(path: path, reason: "XML without an <osm> root element in its first \(bytes.count) bytes")
    }

    private static func checkPBFHeader(_ bytes: UnsafeRawBufferPointer, isComplete: Bool,
                                       path: String) throws(OSMReadError) {
        guard bytes.count >= 4 else {
            throw .notOSM(path: path, reason: "only \(bytes.count) bytes, too short for PBF or XML")
        }
        let length = bytes[0..<4].reduce(0) { ($0 << 8) | Int($1) }
        guard length > 0, length <= PBFBlobStream.maximumHeaderSize else {
            throw .notOSM(path: path, reason: "neither XML (no leading '<') nor PBF (first 4 bytes give a BlobHeader "
                              + "length of \(length), expected 1…\(PBFBlobStream.maximumHeaderSize))")
        }
        let available = UnsafeRawBufferPointer(rebasing: bytes[4..<min(bytes.count, 4 + length)])
        guard available.count == length else {
            // The file ends inside the first BlobHeader: accept it if what is there is
            // the start of the usual `type = "OSMHeader"` encoding.
            let expected: [UInt8] = [0x0a, 0x09] + Array("OSMHeader".utf8)
            if isComplete, expected.starts(with: available) { return }
            throw .notOSM(path: path, reason: "the first BlobHeader is incomplete and does not start like an OSMHeader")
        }
        let type: String
        do {
            type = try PBFBlobStream.parseHeader(available).type
        } catch {
            throw .notOSM(path: path, reason: "the first BlobHeader is not a valid protobuf message: \(error.reason)")
        }
        guard type == "OSMHeader" else {
            throw .notOSM(path: path, reason: "the first blob has type \"\(type)\", expected \"OSMHeader\"")
        }
    }
}
