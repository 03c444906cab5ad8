import Testing
@testable import OSMReader

@Suite("Protocol-buffers decoding")
struct ProtobufReaderTests {
    private func decodeVarint(_ bytes: [UInt8]) throws -> (UInt64, Int) {
        try bytes.withUnsafeBytes { buffer in
            var reader = ProtobufReader(buffer)
            let value = try reader.readVarint()
            return (value, reader.offset)
        }
    }

    @Test("varints decode, including the longest 10-byte form", arguments: [
        ([0x00], UInt64(0)), ([0x01], 1), ([0x7f], 127), ([0x80, 0x01], 128), ([0xac, 0x02], 300),
        ([0xff, 0xff, 0xff, 0xff, 0x0f], UInt64(UInt32.max)),
        ([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01], UInt64.max),
        ([0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01], UInt64.max - 1),
    ] as [([UInt8], UInt64)])
    func varints(_ bytes: [UInt8], _ expected: UInt64) throws {
        let (value, consumed) = try decodeVarint(bytes)
        #expect(value == expected)
        #expect(consumed == bytes.count)
    }

    @Test("an 11-byte varint is a typed error, not a crash")
    func elevenByteVarint() {
        #expect(throws: ProtobufError.varintTooLong(offset: 0)) {
            try decodeVarint(Array(repeating: 0xff, count: 10) + [0x01])
        }
    }

    @Test("a varint cut off by the end of the buffer is a typed error")
    func truncatedVarint() {
        #expect(throws: ProtobufError.truncated(offset: 0, expected: "a varint")) {
            try decodeVarint([0x80, 0x80])
        }
    }

    @Test("zigzag maps signed values both ways, at the edges too", arguments: [
        (Int64(0), UInt64(0)), (-1, 1), (1, 2), (-2, 3), (2_147_483_647, 4_294_967_294),
        (-2_147_483_648, 4_294_967_295), (Int64.max, UInt64.max - 1), (Int64.min, UInt64.max),
    ] as [(Int64, UInt64)])
    func zigzag(_ signed: Int64, _ encoded: UInt64) {
        #expect(ProtobufReader.zigzagEncode(signed) == encoded)
        #expect(ProtobufReader.zigzagDecode(encoded) == signed)
    }

    @Test("Int64.min survives a round trip through a 10-byte zigzag varint")
    func int64MinRoundTrip() throws {
        var writer = ProtobufWriter()
        writer.varint(ProtobufReader.zigzagEncode(.min))
        #expect(writer.bytes.count == 10)
        let value = try writer.bytes.withUnsafeBytes { buffer in
            var reader = ProtobufReader(buffer)
            return try reader.readSignedVarint()
        }
        #expect(value == .min)
    }

    @Test("unknown fields of every wire type are skipped")
    func skipsUnknownFields() throws {
        var writer = ProtobufWriter()
        writer.field(7, varint: 300)
        writer.key(8, 1); writer.bytes += Array(repeating: 0xaa, count: 8)
        writer.field(9, bytes: [1, 2, 3])
        writer.key(10, 5); writer.bytes += [1, 2, 3, 4]
        writer.field(1, varint: 42)
        let found = try writer.bytes.withUnsafeBytes { buffer -> UInt64? in
            var reader = ProtobufReader(buffer)
            while let (field, wireType) = try reader.readFieldKey() {
                if field == 1 { return try reader.readVarint() }
                try reader.skip(wireType)
            }
            return nil
        }
        #expect(found == 42)
    }

    @Test("a length prefix longer than the buffer is a typed error")
    func overlongLength() {
        #expect(throws: ProtobufError.self) {
            try ([0x0a, 0x05, 0x01] as [UInt8]).withUnsafeBytes { buffer in
                var reader = ProtobufReader(buffer)
                _ = try reader.readFieldKey()
                _ = try reader.readLengthDelimited()
            }
        }
    }

    @Test("packed varints are counted without decoding")
    func countsPackedVarints() {
        ([0x01, 0x80, 0x01, 0xff, 0xff, 0x03, 0x00] as [UInt8]).withUnsafeBytes { buffer in
            #expect(ProtobufReader(buffer).countVarints() == 4)
        }
    }
}
