import CZlib

/// A reusable zlib decompressor.
///
/// PBF `zlib_data` blobs are zlib streams (RFC 1950) with a known decompressed size
/// (`raw_size`); `.osm.gz` files are gzip streams (RFC 1952). One `z_stream` is kept
/// and reset between blobs instead of allocating zlib's 32 KiB window every time.
final class ZlibInflater {
    /// `z_stream` holds a pointer back to itself, so it must not move: heap-allocate it.
    let stream: UnsafeMutablePointer<z_stream>

    /// Creates an inflater; `windowBits` 15 for zlib streams, 15 + 32 to auto-detect gzip.
    /// Returns `nil` if zlib cannot allocate its state.
    init?(windowBits: Int32) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = inflateInit2_(stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            return nil
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Decompresses one complete zlib stream into `output`.
    /// - Returns: the number of bytes written, or a reason why the data is bad.
    func inflateWhole(_ input: UnsafeRawBufferPointer,
                      into output: UnsafeMutableRawBufferPointer) -> Result<Int, InflateFailure> {
        inflateReset(stream)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(output.count)
        let status = inflate(stream, Z_FINISH)
        let produced = output.count - Int(stream.pointee.avail_out)
        switch status {
        case Z_STREAM_END:
            return .success(produced)
        case Z_BUF_ERROR where stream.pointee.avail_out == 0:
            return .failure(.outputTooSmall)
        case Z_BUF_ERROR:
            return .failure(.inputEnded)
        default:
            return .failure(.badData(message))
        }
    }

    /// zlib's own explanation of the last failure.
    var message: String {
        guard let text = stream.pointee.msg else { return "invalid compressed data" }
        return String(cString: text)
    }
}

/// Why a zlib stream could not be decompressed.
enum InflateFailure: Error, Equatable {
    /// The stream decompresses to more bytes than announced.
    case outputTooSmall
    /// The compressed bytes end before the stream's end marker.
    case inputEnded
    /// zlib rejected the data (bad header, bad checksum, invalid code).
    case badData(String)

    /// A phrase for error messages.
    var reason: String {
        switch self {
        case .outputTooSmall: return "decompresses to more bytes than its raw_size"
        case .inputEnded: return "compressed data ends before the zlib end marker"
        case .badData(let message): return "zlib: \(message)"
        }
    }
}
