import Foundation

/// Bucket entries of ``HierarchyTargets`` while they are collected, in any order.
struct EntryColumns: Sendable {
    var vertices: [Int32] = [], origins: [Int32] = [], millis: [UInt32] = [], meters: [Float] = []

    mutating func append(contentsOf other: EntryColumns) {
        vertices += other.vertices
        origins += other.origins
        millis += other.millis
        meters += other.meters
    }

    mutating func append(vertex: Int32, origin: Int32, millis time: UInt32, meters length: Float) {
        vertices.append(vertex)
        origins.append(origin)
        millis.append(time)
        meters.append(length)
    }

    /// One filed entry: (time << 32 | anchor) and metres. The key is unique within a bucket (an
    /// anchor has one entry per vertex), so any sort gives the same order.
    private typealias Slot = (key: UInt64, meters: Float)

    /// The entries filed by vertex (a counting sort), each bucket sorted by (time, anchor) in
    /// place, the buckets spread over the cores.
    /// - Complexity: O(V + B log b) for B entries, b per bucket.
    func buckets(vertexCount: Int) -> ([Int32], [Int32], [UInt32], [Float]) {
        var offsets = [Int32](repeating: 0, count: vertexCount + 1)
        for v in vertices { offsets[Int(v) + 1] += 1 }
        for v in 0..<vertexCount { offsets[v + 1] += offsets[v] }
        var next = offsets
        var slots = [Slot](repeating: (0, 0), count: vertices.count)
        for i in vertices.indices {
            let v = Int(vertices[i])
            slots[Int(next[v])] = (UInt64(millis[i]) << 32 | UInt64(UInt32(bitPattern: origins[i])), meters[i])
            next[v] += 1
        }
        slots.withUnsafeMutableBufferPointer { buffer in
            let all = Buckets(base: buffer.baseAddress, offsets: offsets)
            _ = ConcurrentChunks.map(count: vertexCount, minimumChunk: 4096) { range in
                for v in range { all.sort(v) }
            }
        }
        return (offsets, slots.map { Int32(bitPattern: UInt32(truncatingIfNeeded: $0.key)) },
                slots.map { UInt32(truncatingIfNeeded: $0.key >> 32) }, slots.map(\.meters))
    }

    /// The filed slots, each vertex's range sorted by one chunk only.
    private struct Buckets: @unchecked Sendable {
        let base: UnsafeMutablePointer<Slot>?
        let offsets: [Int32]

        func sort(_ v: Int) {
            let (low, high) = (Int(offsets[v]), Int(offsets[v + 1]))
            guard high - low > 1, let base else { return }
            var bucket = UnsafeMutableBufferPointer(start: base + low, count: high - low)
            bucket.sort { $0.key < $1.key }
        }
    }
}
