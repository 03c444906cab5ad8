/// One block of up to 256 nodes sorted by id, stored at `offset` in segment `segment`:
///
/// ```
/// [latitude, longitude: Int32, Int32] × count   then   [id − firstID: idWidth bytes] × count
/// ```
///
/// An `idWidth` of 0 means the ids are `firstID, firstID + 1, …` and none is stored.
struct NodeBlock: Sendable {
    var firstID: Int64
    var offset: Int
    var segment: Int32
    var count: UInt16
    var idWidth: UInt8

    /// The id of node `index` of the block.
    func id(at index: Int, in bytes: UnsafeRawBufferPointer) -> Int64 {
        let at = offset + Int(count) * 8 + index * Int(idWidth)
        let delta: UInt64
        switch idWidth {
        case 0: delta = UInt64(index)
        case 2: delta = UInt64(bytes.loadUnaligned(fromByteOffset: at, as: UInt16.self))
        case 4: delta = UInt64(bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self))
        default: delta = bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)
        }
        return firstID &+ Int64(bitPattern: delta)
    }

    /// The fixed-point coordinate of node `index` of the block.
    func coordinate(at index: Int, in bytes: UnsafeRawBufferPointer) -> (latitude: Int32, longitude: Int32) {
        let at = offset + index * 8
        return (bytes.loadUnaligned(fromByteOffset: at, as: Int32.self), bytes.loadUnaligned(fromByteOffset: at + 4, as: Int32.self))
    }

    /// The coordinate of `id` if the block holds it.
    func location(of id: Int64, in bytes: UnsafeRawBufferPointer) -> (latitude: Int32, longitude: Int32)? {
        index(of: id, in: bytes).map { coordinate(at: $0, in: bytes) }
    }

    /// The position of `id` in the block, if the block holds it.
    /// - Complexity: O(1) for a dense block, O(log 256) otherwise.
    func index(of id: Int64, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard id >= firstID else { return nil }
        let target = UInt64(bitPattern: id &- firstID)
        if idWidth == 0 {
            return target < UInt64(count) ? Int(target) : nil
        }
        var low = 0, high = Int(count)
        while low < high {
            let middle = (low + high) / 2
            if UInt64(bitPattern: self.id(at: middle, in: bytes) &- firstID) < target { low = middle + 1 } else { high = middle }
        }
        guard low < Int(count), self.id(at: low, in: bytes) == id else { return nil }
        return low
    }

    /// The narrowest id width for sorted `ids`: 0 if consecutive, else what their span needs.
    static func idWidth(of ids: [Int64]) -> UInt8 {
        guard let first = ids.first, let last = ids.last else { return 0 }
        if zip(ids, ids.dropFirst()).allSatisfy({ $1 == $0 &+ 1 }) { return 0 }
        let span = UInt64(bitPattern: last &- first)
        return span <= UInt64(UInt16.max) ? 2 : span <= UInt64(UInt32.max) ? 4 : 8
    }
}

extension OSMNodeLocations {
    /// Turns the tail into a block at the end of the open segment, sealing the segment first
    /// if the block would not fit.
    mutating func sealTail() {
        guard let first = tailIDs.first else { return }
        let width = NodeBlock.idWidth(of: tailIDs)
        let size = tailIDs.count * (8 + Int(width))
        if !openSegment.isEmpty && openSegment.count + size > Self.segmentBytes { sealOpenSegment() }
        if openSegment.capacity < Self.segmentBytes { openSegment.reserveCapacity(Self.segmentBytes) }
        blocks.append(NodeBlock(firstID: first, offset: openSegment.count, segment: Int32(segments.count),
                                count: UInt16(tailIDs.count), idWidth: width))
        for index in tailIDs.indices {
            withUnsafeBytes(of: tailLatitudes[index]) { openSegment.append(contentsOf: $0) }
            withUnsafeBytes(of: tailLongitudes[index]) { openSegment.append(contentsOf: $0) }
        }
        for id in tailIDs {
            let delta = UInt64(bitPattern: id &- first)
            switch width {
            case 0: break
            case 2: withUnsafeBytes(of: UInt16(truncatingIfNeeded: delta)) { openSegment.append(contentsOf: $0) }
            case 4: withUnsafeBytes(of: UInt32(truncatingIfNeeded: delta)) { openSegment.append(contentsOf: $0) }
            default: withUnsafeBytes(of: delta) { openSegment.append(contentsOf: $0) }
            }
        }
        tailIDs.removeAll(keepingCapacity: true)
        tailLatitudes.removeAll(keepingCapacity: true)
        tailLongitudes.removeAll(keepingCapacity: true)
    }

    /// Moves the open segment into ``segments``: in memory while the budget allows, else to
    /// the spill file (or in memory after all, if the file cannot be written).
    private mutating func sealOpenSegment() {
        let inMemory = segments.reduce(0) { $0 + $1.residentBytes }
        if inMemory + openSegment.count > memoryBudgetBytes, let mapped = spillFile.map(openSegment) {
            segments.append(.mapped(mapped))
            openSegment = []
        } else {
            segments.append(.memory(openSegment))
            openSegment = []
        }
    }

    /// Calls `body` with the bytes of segment `index` (the open segment when `index` is past the sealed ones).
    func withSegmentBytes<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        guard segments.indices.contains(index) else { return openSegment.withUnsafeBytes(body) }
        return segments[index].withBytes(body)
    }

    /// Every stored node in storage order: blocks, then the tail.
    func forEachNode(_ body: (Int64, Int32, Int32) -> Void) {
        for block in blocks {
            withSegmentBytes(Int(block.segment)) { bytes in
                for index in 0..<Int(block.count) {
                    let point = block.coordinate(at: index, in: bytes)
                    body(block.id(at: index, in: bytes), point.latitude, point.longitude)
                }
            }
        }
        for index in tailIDs.indices { body(tailIDs[index], tailLatitudes[index], tailLongitudes[index]) }
    }

    /// Checks the layout: full blocks before the tail, blocks inside their segments, the node
    /// count, and (when no out-of-order append is pending) ids in non-decreasing order.
    /// Returns the first broken rule, or nil.
    public func invariantViolation() -> String? {
        var seen = 0
        var previous: Int64?
        var ordered = true
        for (index, block) in blocks.enumerated() {
            if Int(block.count) != Self.blockCapacity { return "block \(index) holds \(block.count) nodes; expected \(Self.blockCapacity)" }
            let size = withSegmentBytes(Int(block.segment)) { $0.count }
            if block.offset + Int(block.count) * (8 + Int(block.idWidth)) > size { return "block \(index) runs past its segment" }
        }
        forEachNode { id, _, _ in
            if let previous, id < previous { ordered = false }
            previous = id
            seen += 1
        }
        if seen != count { return "\(seen) nodes stored; count says \(count)" }
        if tailIDs.count >= Self.blockCapacity { return "tail of \(tailIDs.count) nodes was not sealed" }
        if isSorted && !ordered { return "ids out of order while the store says it is sorted" }
        return nil
    }
}
