#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A forward-only stream of bytes: a plain file, or a gzip stream over one.
///
/// Readers pull from it in chunks, so memory stays bounded by their own buffers.
protocol ByteSource: AnyObject {
    /// The path, for error messages.
    var path: String { get }
    /// Fills up to `buffer.count` bytes; returns 0 only at the end of the stream.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(OSMReadError) -> Int
    /// Bytes consumed from the file on disk so far, for progress reports.
    var fileBytesRead: Int64 { get }
    /// The size of the file on disk.
    var fileSize: Int64 { get }
}

extension ByteSource {
    /// Reads until `buffer` is full or the stream ends; returns the count read.
    func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(OSMReadError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
            let count = try read(into: rest)
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}

/// A file read with POSIX `read(2)`: no whole-file mapping, no `Data` copies.
final class FileByteSource: ByteSource {
    let path: String
    let fileSize: Int64
    private(set) var fileBytesRead: Int64 = 0
    private let descriptor: Int32

    /// Opens `path` for reading.
    /// - Throws: ``OSMReadError/fileNotFound(path:)`` or ``OSMReadError/unreadable(path:reason:)``.
    init(path: String) throws(OSMReadError) {
        self.path = path
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .unreadable(path: path, reason: "not a regular file")
        }
        self.descriptor = descriptor
        self.fileSize = Int64(info.st_size)
    }

    deinit { close(descriptor) }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(OSMReadError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            #if canImport(Darwin)
            let count = Darwin.read(descriptor, base, buffer.count)
            #elseif canImport(Glibc)
            let count = Glibc.read(descriptor, base, buffer.count)
            #else
            let count = Musl.read(descriptor, base, buffer.count)
            #endif
            if count >= 0 {
                fileBytesRead += Int64(count)
                return count
            }
            if errno == EINTR { continue }
            throw .unreadable(path: path, reason: "read failed at byte \(fileBytesRead): \(String(cString: strerror(errno)))")
        }
    }
}
