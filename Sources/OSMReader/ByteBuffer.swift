/// A growable, reusable raw byte buffer.
///
/// Readers keep one per purpose (blob bytes, decompressed block, XML window) and
/// reuse it for every blob or chunk, so steady-state reading allocates nothing.
final class ByteBuffer {
    private(set) var storage: UnsafeMutableRawBufferPointer

    /// Creates a buffer with room for `capacity` bytes.
    init(capacity: Int) {
        storage = .allocate(byteCount: max(capacity, 16), alignment: 16)
    }

    deinit { storage.deallocate() }

    /// How many bytes fit without growing.
    var capacity: Int { storage.count }

    /// Makes room for at least `count` bytes, keeping the first `preserving` bytes.
    func reserve(_ count: Int, preserving: Int = 0) {
        guard count > storage.count else { return }
        var newCapacity = storage.count
        while newCapacity < count { newCapacity *= 2 }
        let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: newCapacity, alignment: 16)
        if preserving > 0, let source = storage.baseAddress, let target = grown.baseAddress {
            target.copyMemory(from: source, byteCount: preserving)
        }
        storage.deallocate()
        storage = grown
    }

    /// The first `count` bytes, for reading.
    func bytes(_ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: storage[0..<count])
    }
}
