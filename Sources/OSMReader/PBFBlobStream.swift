/// Splits a PBF file into its blobs and decompresses them.
///
/// File layout (<https://wiki.openstreetmap.org/wiki/PBF_Format#File_format>):
/// ```
/// ┌──────────────┬────────────────────┬───────────────────────┐
/// │ int32 (BE) n │ BlobHeader (n B)   │ Blob (datasize B)     │ … repeated
/// └──────────────┴────────────────────┴───────────────────────┘
/// BlobHeader { 1: string type, 2: bytes indexdata, 3: int32 datasize }
/// Blob       { 1: raw, 2: raw_size, 3: zlib_data, 4: lzma_data, 5: bzip2, 6: lz4_data, 7: zstd_data }
/// ```
/// The format caps a BlobHeader at 64 KiB and a Blob at 32 MiB, so reading one blob
/// at a time bounds memory by about 64 MiB (compressed plus decompressed) whatever
/// the file size.
final class PBFBlobStream {
    /// Largest BlobHeader the format allows.
    static let maximumHeaderSize = 64 * 1024
    /// Largest Blob, compressed or not, the format allows.
    static let maximumBlobSize = 32 * 1024 * 1024

    /// A blob read from the file, its bytes held in the stream's buffer until the next read.
    struct Blob {
        /// The BlobHeader `type`: `OSMHeader`, `OSMData`, or something to skip.
        var type: String
        /// Where the blob's length prefix starts in the stream.
        var offset: Int64
        /// The size of the `Blob` message.
        var size: Int
    }

    let source: ByteSource
    /// Bytes consumed from the (decompressed, for gzip) stream so far.
    private(set) var position: Int64 = 0
    private let headerBuffer = ByteBuffer(capacity: maximumHeaderSize)
    private let blobBuffer = ByteBuffer(capacity: 1 << 20)
    private let rawBuffer = ByteBuffer(capacity: 1 << 22)
    private var inflater: ZlibInflater?

    /// Creates a stream reading from `source`.
    init(source: ByteSource) {
        self.source = source
    }

    /// Reads the next blob, or returns `nil` at the end of the file.
    func nextBlob() throws(OSMReadError) -> Blob? {
        let offset = position
        let prefix = try readExactly(4, into: headerBuffer, what: "the 4-byte BlobHeader length", allowEmpty: true)
        guard prefix else { return nil }
        let headerSize = headerBuffer.bytes(4).reduce(0) { ($0 << 8) | Int($1) }
        guard headerSize > 0, headerSize <= Self.maximumHeaderSize else {
            throw .corrupt(path: source.path, offset: offset,
                           reason: "BlobHeader length \(headerSize), expected 1…\(Self.maximumHeaderSize)")
        }
        _ = try readExactly(headerSize, into: headerBuffer, what: "the BlobHeader", allowEmpty: false)
        let (type, size): (String, Int)
        do {
            (type, size) = try Self.parseHeader(headerBuffer.bytes(headerSize))
        } catch {
            throw .corrupt(path: source.path, offset: offset + 4, reason: "BlobHeader: \(error.reason)")
        }
        _ = try readExactly(size, into: blobBuffer, what: "the \(type) blob", allowEmpty: false)
        return Blob(type: type, offset: offset, size: size)
    }

    /// Parses a BlobHeader into its type and data size.
    static func parseHeader(_ bytes: UnsafeRawBufferPointer) throws(ProtobufError) -> (type: String, size: Int) {
        var reader = ProtobufReader(bytes)
        var type: String?
        var size: UInt64?
        while let (field, wireType) = try reader.readFieldKey() {
            switch field {
            case 1: type = String(decoding: try reader.readPacked(wireType, field: field).remainingBytes, as: UTF8.self)
            case 3: size = try reader.readVarint(wireType, field: field)
            default: try reader.skip(wireType)
            }
        }
        guard let type else { throw .unexpected(offset: 0, "missing required field type") }
        guard let size else { throw .unexpected(offset: 0, "missing required field datasize") }
        guard size <= UInt64(maximumBlobSize) else {
            throw .unexpected(offset: 0, "datasize \(size) exceeds the format's 32 MiB limit")
        }
        return (type, Int(size))
    }

    /// Reads `count` bytes into the start of `buffer`; returns `false` only for a clean
    /// end of file before the first byte when `allowEmpty` is set.
    private func readExactly(_ count: Int, into buffer: ByteBuffer, what: String,
                             allowEmpty: Bool) throws(OSMReadError) -> Bool {
        buffer.reserve(count)
        let read = try source.readFully(into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[0..<count]))
        position += Int64(read)
        if read == count { return true }
        if read == 0 && allowEmpty { return false }
        throw .truncated(path: source.path, offset: position,
                         reason: "\(what) needs \(count) bytes, only \(read) left")
    }

    /// Decompresses the blob last returned by ``nextBlob()``.
    /// - Returns: the payload, valid until the next call to either method.
    func payload(of blob: Blob) throws(OSMReadError) -> UnsafeRawBufferPointer {
        var reader = ProtobufReader(blobBuffer.bytes(blob.size))
        var rawSize: UInt64?
        var data: (kind: UInt64, reader: ProtobufReader)?
        do {
            while let (field, wireType) = try reader.readFieldKey() {
                switch field {
                case 1, 3...7: data = (field, try reader.readPacked(wireType, field: field))
                case 2: rawSize = try reader.readVarint(wireType, field: field)
                default: try reader.skip(wireType)
                }
            }
        } catch {
            throw corrupt(blob, "Blob message: \(error.reason)")
        }
        guard let data else { throw corrupt(blob, "Blob has no data field") }
        switch data.kind {
        case 1: return data.reader.remainingBytes
        case 3: return try inflate(data.reader.remainingBytes, rawSize: rawSize, blob: blob)
        default:
            let names: [UInt64: String] = [4: "lzma", 5: "bzip2", 6: "lz4", 7: "zstd"]
            throw .unsupportedFeature(path: source.path, feature: "\(names[data.kind] ?? "unknown")-compressed blob "
                                          + "at byte \(blob.offset); only raw and zlib blobs are supported")
        }
    }

    private func inflate(_ compressed: UnsafeRawBufferPointer, rawSize: UInt64?,
                         blob: Blob) throws(OSMReadError) -> UnsafeRawBufferPointer {
        guard let rawSize, rawSize <= UInt64(Self.maximumBlobSize) else {
            throw corrupt(blob, "zlib blob raw_size \(rawSize.map(String.init) ?? "missing"), expected 0…\(Self.maximumBlobSize)")
        }
        if inflater == nil { inflater = ZlibInflater(windowBits: 15) }
        guard let inflater else { throw .unreadable(path: source.path, reason: "zlib could not allocate its state") }
        let size = Int(rawSize)
        rawBuffer.reserve(size)
        let output = UnsafeMutableRawBufferPointer(rebasing: rawBuffer.storage[0..<size])
        switch inflater.inflateWhole(compressed, into: output) {
        case .success(let produced) where produced == size:
            return rawBuffer.bytes(size)
        case .success(let produced):
            throw corrupt(blob, "zlib blob decompresses to \(produced) bytes, raw_size says \(size)")
        case .failure(let failure):
            throw corrupt(blob, failure.reason)
        }
    }

    private func corrupt(_ blob: Blob, _ reason: String) -> OSMReadError {
        .corrupt(path: source.path, offset: blob.offset, reason: "\(blob.type) blob: \(reason)")
    }
}
