import Foundation
@testable import Import
import Model
import Testing
import TestSupport

/// Outside bytes never reach a trap: mutated real files and mutated mapping files are read or
/// refused with an error, and every record read is a draft or a reported problem.
@Suite("Source adapters: fuzzed input never crashes (seeded)")
struct AdapterFuzzTests {
    /// `bytes` with 1 to 10 bytes replaced by syntax bytes or removed.
    static func mutate(_ bytes: [UInt8], syntax: [UInt8], random: inout SeededRandom) -> Data {
        var mutated = bytes
        for _ in 0..<(1 + random.next(10)) where !mutated.isEmpty {
            let at = random.next(mutated.count)
            if random.next(2) == 0 { mutated[at] = syntax[random.next(syntax.count)] } else { mutated.remove(at: at) }
        }
        return Data(mutated)
    }

    @Test("the Toilet Map UK CSV (its first 60 rows)")
    func toiletMapUK() throws {
        var random = SeededRandom(seed: 13)
        let bytes = Array(try Data(contentsOf: Fixtures.file("gbptm-2014.csv")).prefix(12_000))
        for _ in 0..<100 {
            let data = Self.mutate(bytes, syntax: Array(",\"\r\n/0123.-\u{81}".utf8) + [0x81, 0xA3], random: &random)
            if let reading = try? ToiletMapUKCSV.read(data) { #expect(reading.drafts.count + reading.problems.count < 200) }
        }
    }

    @Test("the toilets4london councils' file (its first 40 records)")
    func toilets4London() throws {
        var random = SeededRandom(seed: 14)
        let bytes = Array(try Data(contentsOf: Fixtures.file("london-toilets4london-councils-2023.json")).prefix(16_000)) + Array("]".utf8)
        for _ in 0..<100 {
            let data = Self.mutate(bytes, syntax: Array("{}[],:\"0.-tf ".utf8), random: &random)
            if let reading = try? Toilets4LondonJSON.read(data) { #expect(reading.drafts.count + reading.problems.count < 100) }
        }
    }

    @Test("mapping files: a mutated mapping is refused with a MappingError or reads the file")
    func mappings() throws {
        var random = SeededRandom(seed: 15)
        let mapping = Array(try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Data/mappings/melbourne-public-toilets.json")))
        let csv = try Data(contentsOf: Fixtures.file("melbourne-public-toilets-2025.csv"))
        var read = 0
        for _ in 0..<150 {
            let data = Self.mutate(mapping, syntax: Array("{}[],:\"nul0 ".utf8), random: &random)
            guard let parsed = try? MappedSource.Mapping(json: data) else { continue }
            if let reading = try? MappedSource.read(csv, mapping: parsed) {
                #expect(reading.drafts.count + reading.problems.count == (parsed.hasHeader ? 74 : 75))
                read += 1
            }
        }
        #expect(read > 0, "some mutations keep a working mapping")
    }
}
