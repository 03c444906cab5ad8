import CZlib

/// Decompresses a gzip file (RFC 1952) on the fly, chunk by chunk.
///
/// Concatenated gzip members (as `cat a.gz b.gz` produces) are read as one stream.
/// Memory use is one input chunk plus zlib's 32 KiB window.
final class GzipByteSource: ByteSource {
    private let file: FileByteSource
    private let inflater: ZlibInflater
    private let input = ByteBuffer(capacity: 1 << 18)
    private var isFileExhausted = false
    private var isFinished = false
    /// Decompressed bytes delivered so far, for error offsets.
    private(set) var bytesProduced: Int64 = 0

    var path: String { file.path }
    var fileBytesRead: Int64 { file.fileBytesRead }
    var fileSize: Int64 { file.fileSize }

    /// Wraps an open file positioned at the gzip header.
    init(file: FileByteSource) throws(OSMReadError) {
        guard let inflater = ZlibInflater(windowBits: 15 + 32) else {
            throw .unreadable(path: file.path, reason: "zlib could not allocate its state")
        }
        self.file = file
        self.inflater = inflater
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(OSMReadError) -> Int {
        guard !isFinished, buffer.count > 0 else { return 0 }
        let stream = inflater.stream
        stream.pointee.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(buffer.count)
        while stream.pointee.avail_out > 0 {
            if stream.pointee.avail_in == 0 {
                if isFileExhausted { break }
                try refillInput()
                continue
            }
            let before = (stream.pointee.avail_in, stream.pointee.avail_out)
            let status = inflate(stream, Z_NO_FLUSH)
            if status == Z_STREAM_END {
                guard try startNextMember() else { isFinished = true; break }
            } else if status != Z_OK || before == (stream.pointee.avail_in, stream.pointee.avail_out) {
                // zlib either rejected the data or could make no progress with input and room to spare.
                throw .corrupt(path: path, offset: file.fileBytesRead - Int64(stream.pointee.avail_in),
                               reason: "gzip: \(inflater.message)")
            }
        }
        let produced = buffer.count - Int(stream.pointee.avail_out)
        bytesProduced += Int64(produced)
        if produced == 0 && !isFinished {
            throw .truncated(path: path, offset: file.fileBytesRead,
                             reason: "gzip stream ends without its end-of-stream marker "
                                 + "after \(bytesProduced) decompressed bytes")
        }
        return produced
    }

    /// Reads more compressed input, keeping any unconsumed bytes in front of it.
    private func refillInput() throws(OSMReadError) {
        let stream = inflater.stream
        var kept = 0
        if stream.pointee.avail_in > 0, let next = stream.pointee.next_in, let base = input.storage.baseAddress {
            kept = Int(stream.pointee.avail_in)
            base.copyMemory(from: next, byteCount: kept)
        }
        let count = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: input.storage[kept...]))
        if count == 0 { isFileExhausted = true }
        stream.pointee.next_in = input.storage.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = uInt(kept + count)
    }

    /// After one member ends, continues if another gzip member follows; ignores trailing bytes otherwise.
    private func startNextMember() throws(OSMReadError) -> Bool {
        let stream = inflater.stream
        if stream.pointee.avail_in < 2 && !isFileExhausted { try refillInput() }
        guard stream.pointee.avail_in >= 2, let next = stream.pointee.next_in,
              next[0] == 0x1f, next[1] == 0x8b else { return false }
        let pendingInput = (stream.pointee.next_in, stream.pointee.avail_in)
        inflateReset(stream)
        stream.pointee.next_in = pendingInput.0
        stream.pointee.avail_in = pendingInput.1
        return true
    }
}
