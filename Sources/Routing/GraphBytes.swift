import Foundation

/// Little-endian writer for the graph byte format.
struct GraphByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append<T: FixedWidthInteger>(_ values: [T]) {
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }   // already the file's byte order: one copy
        #else
        bytes.reserveCapacity(bytes.count + values.count * MemoryLayout<T>.size)
        for value in values { append(value) }
        #endif
    }

    mutating func append(_ values: [Float]) {
        append(values.map(\.bitPattern))
    }

    mutating func append(strings: [String]) {
        append(UInt32(strings.count))
        for string in strings {
            let utf8 = Array(string.utf8)
            append(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}

/// Bounds-checked little-endian reader: every read either succeeds or throws, never traps.
struct GraphByteReader {
    let bytes: [UInt8]
    /// Where reading stops: the end of `bytes`, or before a trailer read apart.
    private let end: Int
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.init(bytes, range: bytes.indices)
    }

    /// Reads only `range` of `bytes`, sharing them: a section of a network file, or a section
    /// without its checksum trailer. Copying them out cost a copy of the whole file at start.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        end = max(0, min(range.upperBound, bytes.count))
        position = max(0, min(range.lowerBound, end))
    }

    /// Steps over `count` bytes and returns where they are, checking they are there.
    mutating func skip(_ count: Int, section: String) throws(WalkingGraphError) -> Range<Int> {
        guard count >= 0, count <= remaining else { throw .truncated(section: section, needed: count, available: remaining) }
        position += count
        return (position - count)..<position
    }

    var remaining: Int { end - position }

    mutating func read<T: FixedWidthInteger>(_: T.Type, section: String) throws(WalkingGraphError) -> T {
        let size = MemoryLayout<T>.size
        guard remaining >= size else { throw .truncated(section: section, needed: size, available: remaining) }
        var value: T = 0
        for i in 0..<size { value |= T(truncatingIfNeeded: bytes[position + i]) << (8 * i) }
        position += size
        return value
    }

    /// Reads a count of items of at least `bytesEach` bytes and checks that the bytes left after
    /// it can hold them, before anything is allocated for them.
    mutating func readCount(section: String, bytesEach: Int) throws(WalkingGraphError) -> Int {
        let count = Int(try read(UInt32.self, section: section))
        let limit = remaining / max(1, bytesEach)
        guard count <= limit else {
            throw .corrupt(section: section, reason: "count \(count) exceeds the \(limit) that the remaining \(remaining) bytes can hold")
        }
        return count
    }

    mutating func readArray<T: FixedWidthInteger>(_: T.Type, count: Int, section: String) throws(WalkingGraphError) -> [T] {
        let size = MemoryLayout<T>.size
        let (needed, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, remaining >= needed else {
            throw .truncated(section: section, needed: overflow ? Int.max : needed, available: remaining)
        }
        let start = position
        position += needed
        #if _endian(little)
        // Already the host's byte order: one copy (a network file is hundreds of MB at country scale).
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<(start + needed)]))
            }
            initialized = count
        }
        #else
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { T(littleEndian: raw.loadUnaligned(fromByteOffset: start + $0 * size, as: T.self)) }
        }
        #endif
    }

    mutating func readFloats(count: Int, section: String) throws(WalkingGraphError) -> [Float] {
        try readArray(UInt32.self, count: count, section: section).map(Float.init(bitPattern:))
    }

    mutating func readStrings(section: String) throws(WalkingGraphError) -> [String] {
        let count = try readCount(section: section, bytesEach: 4)
        var strings: [String] = []
        strings.reserveCapacity(count)
        for index in 0..<count {
            let length = try readCount(section: section, bytesEach: 1)
            let utf8 = bytes[position..<(position + length)]
            position += length
            guard let string = String(validating: utf8, as: UTF8.self) else {
                throw .corrupt(section: section, reason: "string \(index) is not valid UTF-8")
            }
            strings.append(string)
        }
        return strings
    }
}

/// FNV-1a, 64 bits: a cheap checksum so a flipped byte is caught even where the structure
/// still looks valid (<http://www.isthe.com/chongo/tech/comp/fnv/>).
func fnv1a64(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}
