import Foundation

/// Where one sealed segment of ``OSMNodeLocations`` lives.
enum NodeSegment: Sendable {
    case memory([UInt8])
    case mapped(MappedNodeSegment)

    var residentBytes: Int {
        if case .memory(let bytes) = self { return bytes.capacity }
        return 0
    }

    var spilledBytes: Int {
        if case .mapped(let mapped) = self { return mapped.length }
        return 0
    }

    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        switch self {
        case .memory(let bytes): bytes.withUnsafeBytes(body)
        case .mapped(let mapped): body(UnsafeRawBufferPointer(start: mapped.base, count: mapped.length))
        }
    }

    /// Hands a mapped segment's resident pages back to the kernel; they are read again from the
    /// page cache or the file on the next touch.
    func trim() {
        if case .mapped(let mapped) = self { madvise(UnsafeMutableRawPointer(mutating: mapped.base), mapped.length, Int32(MADV_DONTNEED)) }
    }
}

/// A read-only mapping of part of the spill file, unmapped when the last store using it goes.
final class MappedNodeSegment: @unchecked Sendable {
    // Immutable after init: the bytes are never written through this mapping.
    let base: UnsafeRawPointer
    let length: Int

    init(base: UnsafeRawPointer, length: Int) {
        self.base = base
        self.length = length
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }
}

/// The temporary file that segments over the memory budget are written to. It is created on
/// the first spill and unlinked at once, so it vanishes with the process even after `kill -9`.
/// Copies of a store share it; each writes at the file's end under a lock, so copies never
/// overwrite one another's segments.
final class NodeSpillFile: @unchecked Sendable {
    // `descriptor` and `length` are only touched under `lock`.
    private let directory: URL
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var length = 0

    init(directory: URL) {
        self.directory = directory
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Writes `bytes` at the end of the file and maps them; nil if the file cannot be created,
    /// written or mapped (the caller then keeps the bytes in memory).
    func map(_ bytes: [UInt8]) -> MappedNodeSegment? {
        guard !bytes.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard openIfNeeded() else { return nil }
        let offset = length
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                guard let start = buffer.baseAddress else { return false }
                let result = pwrite(descriptor, start + done, buffer.count - done, off_t(offset + done))
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return false }
                done += result
            }
            return true
        }
        guard written else { return nil }
        let page = max(1, Int(sysconf(Int32(_SC_PAGESIZE))))
        length = offset + (bytes.count + page - 1) / page * page
        guard let pointer = mmap(nil, bytes.count, PROT_READ, MAP_SHARED, descriptor, off_t(offset)),
              pointer != MAP_FAILED else { return nil }
        return MappedNodeSegment(base: UnsafeRawPointer(pointer), length: bytes.count)
    }

    private func openIfNeeded() -> Bool {
        if descriptor >= 0 { return true }
        var template = Array(directory.appendingPathComponent("toiletnow-nodes-XXXXXX").path.utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard opened >= 0 else { return false }
        template.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = unlink(base) }
        }
        descriptor = opened
        return true
    }
}
