import Foundation
import Testing
@testable import OSMReader

/// Bytes held in memory, so fuzz cases do not touch the disk.
final class MemoryByteSource: ByteSource {
    let path = "fuzz"
    let bytes: [UInt8]
    private var position = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var fileBytesRead: Int64 { Int64(position) }
    var fileSize: Int64 { Int64(bytes.count) }
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(OSMReadError) -> Int {
        let count = min(buffer.count, bytes.count - position)
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<(position + count)]))
        }
        position += count
        return count
    }
}

/// Hand-built PBF structures with hostile values: 10+ byte varints, deltas that overflow
/// Int64, huge string indexes, scales and declared sizes. Each case must end in success or
/// an ``OSMReadError`` (the read's typed throw) within a time bound, without allocating for
/// a size the bytes do not hold.
@Suite("PBF structure fuzz")
struct PBFStructureFuzzTests {
    static let timeBound = Duration.milliseconds(250)

    /// Reads `bytes` as PBF; records an issue when it is slow. Returns whether it read cleanly.
    @discardableResult
    static func read(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var counter = ElementCounter()
        var isSuccess = false
        let took = ContinuousClock().measure {
            do throws(OSMReadError) {
                try PBFFileReader.read(MemoryByteSource(bytes), into: &counter)
                isSuccess = true
            } catch {
                isSuccess = false
            }
        }
        #expect(took < timeBound, "a \(bytes.count)-byte file took \(took)", sourceLocation: sourceLocation)
        return isSuccess
    }

    /// Small values most of the time, the extremes of Int64 often enough to matter.
    static func hostile(_ g: inout SeededGenerator) -> Int64 {
        let extremes: [Int64] = [.max, .min, .max - 1, .min + 1, 1 << 62, -(1 << 62), 1 << 31, -1, 0, 1_000_000_000_000_000_000]
        return Int.random(in: 0..<4, using: &g) == 0 ? extremes.randomElement(using: &g) ?? 0 : Int64.random(in: -1_000_000...1_000_000, using: &g)
    }

    static func hostileIndex(_ g: inout SeededGenerator) -> UInt64 {
        Int.random(in: 0..<6, using: &g) == 0 ? [UInt64.max, 1 << 32, 1 << 63, 7].randomElement(using: &g) ?? 0 : UInt64.random(in: 0...5, using: &g)
    }

    /// A `PrimitiveBlock` of random elements with hostile values.
    static func randomBlock(_ g: inout SeededGenerator) -> [UInt8] {
        var block = ProtobufWriter()
        block.message(1) { table in for text in ["", "amenity", "toilets", "name", "x"] { table.field(1, string: text) } }
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            block.message(2) { group in
                switch Int.random(in: 0..<4, using: &g) {
                case 0: group.message(2) { denseNodes(&$0, &g) }
                case 1: group.message(1) { node in
                    node.field(1, signed: hostile(&g)); node.field(8, signed: hostile(&g)); node.field(9, signed: hostile(&g))
                    node.field(2, packed: [hostileIndex(&g)]); node.field(3, packed: [hostileIndex(&g)])
                    node.message(4) { $0.field(2, varint: UInt64(bitPattern: hostile(&g))) }
                }
                case 2: group.message(3) { way in
                    way.field(1, varint: UInt64(bitPattern: hostile(&g)))
                    way.field(8, packedSigned: (0..<Int.random(in: 0...6, using: &g)).map { _ in hostile(&g) })
                }
                default: group.message(4) { relation in
                    let count = Int.random(in: 0...4, using: &g)
                    relation.field(8, packed: (0..<count).map { _ in hostileIndex(&g) })
                    relation.field(9, packedSigned: (0..<count).map { _ in hostile(&g) })
                    relation.field(10, packed: (0..<count).map { _ in UInt64.random(in: 0...3, using: &g) })
                }
                }
            }
        }
        if Bool.random(using: &g) { block.field(17, varint: [0, 1, 100, UInt64(Int32.max), UInt64.max].randomElement(using: &g) ?? 100) }
        if Bool.random(using: &g) { block.field(18, varint: [0, 1, 1000, UInt64(Int32.max), UInt64.max].randomElement(using: &g) ?? 1000) }
        if Bool.random(using: &g) { block.field(19, varint: UInt64(bitPattern: hostile(&g))) }
        if Bool.random(using: &g) { block.field(20, varint: UInt64(bitPattern: hostile(&g))) }
        return block.bytes
    }

    static func denseNodes(_ dense: inout ProtobufWriter, _ g: inout SeededGenerator) {
        let count = Int.random(in: 1...6, using: &g)
        let column = { (g: inout SeededGenerator) in (0..<count).map { _ in hostile(&g) } }
        dense.field(1, packedSigned: column(&g))
        dense.message(5) { info in
            info.field(1, packed: (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &g) })
            info.field(2, packedSigned: column(&g))
            info.field(3, packedSigned: column(&g))
        }
        dense.field(8, packedSigned: column(&g))
        dense.field(9, packedSigned: column(&g))
        dense.field(10, packed: (0..<(count * 3)).map { _ in hostileIndex(&g) })
    }

    @Test("random blocks with hostile deltas, indexes and scales: success or a typed error (seeded, 1,500 cases)")
    func hostileBlocks() {
        var g = SeededGenerator(seed: 7_001)
        var successes = 0
        for _ in 0..<1_500 {
            if Self.read(PBFFileWriter.file(dataBlocks: [Self.randomBlock(&g)])) { successes += 1 }
        }
        #expect(successes > 50)
    }

    @Test("varints of 10 bytes and more, anywhere in a block (seeded, 600 cases)")
    func longVarints() {
        var g = SeededGenerator(seed: 7_002)
        for _ in 0..<600 {
            var block = Self.randomBlock(&g)
            let at = Int.random(in: 0...block.count, using: &g)
            let run = Int.random(in: 9...14, using: &g)
            block.insert(contentsOf: [UInt8](repeating: 0xff, count: run) + [UInt8.random(in: 0...0x7f, using: &g)], at: at)
            Self.read(PBFFileWriter.file(dataBlocks: [block]))
        }
    }

    @Test("length prefixes claiming far more bytes than the block holds (seeded, 600 cases)")
    func hugeLengthPrefixes() {
        var g = SeededGenerator(seed: 7_003)
        for _ in 0..<600 {
            var block = Self.randomBlock(&g)
            var lie = ProtobufWriter()
            lie.key(UInt64.random(in: 1...20, using: &g), 2)
            lie.varint([UInt64.max, 1 << 40, 1 << 31, UInt64(block.count)].randomElement(using: &g) ?? 0)
            block.insert(contentsOf: lie.bytes, at: Int.random(in: 0...block.count, using: &g))
            Self.read(PBFFileWriter.file(dataBlocks: [block]))
        }
    }

    @Test("huge declared BlobHeader lengths, datasizes and raw_sizes are refused before allocating", arguments: [
        UInt64(1) << 25 + 1, 1 << 31, 1 << 32, 1 << 62, UInt64.max,
    ])
    func hugeDeclaredSizes(size: UInt64) {
        var header = ProtobufWriter()
        header.field(1, string: "OSMHeader")
        header.field(3, varint: size)
        let length = UInt32(header.bytes.count)
        let prefix = [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)]
        #expect(!Self.read(prefix + header.bytes + [UInt8](repeating: 0, count: 16)))
        #expect(!Self.read([0xff, 0xff, 0xff, 0xff] + header.bytes))
        var blob = ProtobufWriter()
        blob.field(2, varint: size)
        blob.field(3, bytes: [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        var file = PBFFileWriter()
        file.blob(type: "OSMHeader", payload: PBFFileWriter.headerBlock())
        var rawHeader = ProtobufWriter()
        rawHeader.field(1, string: "OSMData")
        rawHeader.field(3, varint: UInt64(blob.bytes.count))
        let rawLength = UInt32(rawHeader.bytes.count)
        file.bytes += [0, 0, UInt8(rawLength >> 8), UInt8(rawLength & 0xff)] + rawHeader.bytes + blob.bytes
        #expect(!Self.read(file.bytes))
    }
}
