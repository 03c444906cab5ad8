import Foundation
import Store
import Model
import Testing
import TestSupport
@testable import StoreSQLite

/// The hand-written record decoder against `JSONDecoder`, the reference: for every record our
/// encoder writes, and for the other spellings of the same JSON, the same toilet.
@Suite("Toilet record decoder")
struct ToiletRecordDecoderTests {
    static let cases = 2_000

    /// `JSONDecoder`, configured as the record coder configures it.
    static func reference(_ text: String) throws -> Toilet {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(Toilet.self, from: Data(text.utf8))
    }

    static func encode(_ toilet: Toilet, _ formatting: JSONEncoder.OutputFormatting) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        encoder.dateEncodingStrategy = .secondsSince1970
        return String(decoding: try encoder.encode(toilet), as: UTF8.self)
    }

    @Test("every record the coder writes is read by the scanner alone, equal to JSONDecoder's reading")
    func writtenRecords() throws {
        var random = SeededRandom(seed: 0x2EC0_4D)
        var decoder = ToiletRecordDecoder()
        for _ in 0..<Self.cases {
            let toilet = RandomToilets.toilet(&random)
            let text = try ToiletRecordCoder.encode(toilet)
            // (Not `== toilet`: a date through seconds since 1970 is not always the same `Date`.)
            #expect(try decoder.decodeScanning(text) == (try Self.reference(text)))
        }
        #expect(decoder.fallbackCount == 0)
        #expect(decoder.sharedStringCount > 0)
    }

    @Test("pretty-printed, unsorted and unescaped-slash spellings read the same", arguments: [
        JSONEncoder.OutputFormatting.prettyPrinted, [], [.withoutEscapingSlashes, .sortedKeys], [.prettyPrinted, .withoutEscapingSlashes],
    ])
    func otherSpellings(formatting: JSONEncoder.OutputFormatting) throws {
        var random = SeededRandom(seed: 0x5931_1E + UInt64(formatting.rawValue))
        var decoder = ToiletRecordDecoder()
        for _ in 0..<200 {
            let text = try Self.encode(RandomToilets.toilet(&random), formatting)
            #expect(try decoder.decodeScanning(text) == (try Self.reference(text)))
        }
    }

    @Test("an explicit null reads as an absent optional, as JSONDecoder reads it")
    func explicitNulls() throws {
        let text = """
            {"attributes":{"access":{"value":null,"source":null,"field":null},"address":{"value":{"city":null,"street":"A"}},
            "adultChangingTable":{},"centralKey":{},"changingTable":{},"charge":{},"checkDate":{},"description":{},
            "disposal":{},"drinkingWater":{},"fee":{},"gender":{},"level":{},"name":{"source":1},"openingHours":{},
            "operator":{},"positions":{"value":[]},"shower":{},"wheelchair":{}},"coordinate":{"longitude":-0.0,"latitude":1E2},
            "countryCode":null,"hoursProblem":null,"createdAt":-1.5e-3,"id":-9223372036854775808,"kind":{"inVenue":{"_0":"caf\\u00e9 \\ud83d\\udebb"}},
            "region":"r","revision":0,"sources":[{"dataset":"osm","elementID":1,"elementType":"node","version":null,"timestamp":null}],
            "timeZoneIdentifier":"UTC","updatedAt":0}
            """
        var decoder = ToiletRecordDecoder()
        let fast = try decoder.decodeScanning(text)
        #expect(fast == (try Self.reference(text)))
        #expect(fast.attributes.name.source == 1 && fast.attributes.name.value == nil)
        #expect(fast.kind == .inVenue("café 🚻"))
    }

    @Test("spellings outside the scanner's subset go to JSONDecoder and read the same", arguments: [
        // An escaped key, an unknown key, an integer with a fraction.
        #"{"\u0069d":7,"#, #"{"extra":[1,{"a":null}],"id":7,"#, #"{"id":7.0,"#,
    ])
    func fallback(prefix: String) throws {
        var random = SeededRandom(seed: 0xFA11)
        var toilet = RandomToilets.toilet(&random)
        toilet.id = Toilet.ID(7)
        let written = try ToiletRecordCoder.encode(toilet)
        // Move "id" to the front, spelled the odd way.
        let text = prefix + written.dropFirst().replacingOccurrences(of: #","id":7,"#, with: ",")
        var decoder = ToiletRecordDecoder()
        #expect(throws: ToiletRecordError.self) { try decoder.decodeScanning(text) }
        #expect(try decoder.decode(text) == (try Self.reference(text)))
        #expect(decoder.fallbackCount == 1)
    }

    @Test("numbers at the edges read as JSONDecoder reads them, or are refused as it refuses them", arguments: [
        "0", "-0", "-0.0", "0e-400", "1e-400", "2e-324", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
        "1.8e308", "1E+2", "0.1e+2", "1.", ".5", "01", "-", "1e", "0.30000000000000004", "123456789012345678901234567890",
    ])
    func numberEdges(number: String) throws {
        var random = SeededRandom(seed: 0xED6E)
        let written = try ToiletRecordCoder.encode(RandomToilets.toilet(&random))
        let text = written.replacingOccurrences(of: #""latitude":[-+.0-9eE]+"#, with: "\"latitude\":" + number, options: .regularExpression)
        #expect(text.contains("\"latitude\":\(number),"))
        var decoder = ToiletRecordDecoder()
        let expected = try? Self.reference(text)
        if let fast = try? decoder.decodeScanning(text) { #expect(fast == expected) }
        #expect((try? decoder.decode(text)) == expected)
    }

    @Test("a record neither decoder can read fails with the row, the byte and what was expected")
    func clearError() {
        var decoder = ToiletRecordDecoder()
        #expect(throws: ToiletRecordError(toiletID: 42, offset: 7, expected: "an integer", found: "\"x}\"")) {
            try decoder.decode(#"{"id": x}"#, id: 42)
        }
        let error = ToiletRecordError(toiletID: 42, offset: 7, expected: "an integer", found: "\"x}\"")
        #expect(error.description == #"toilet 42's record: expected an integer at byte 7, found "x}""#)
    }
}
