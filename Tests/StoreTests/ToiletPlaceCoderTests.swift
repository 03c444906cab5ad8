import Foundation
import Model
import Store
import Testing
import TestSupport

/// The hand-written `place` column coder against Foundation's coders, which it replaced: the
/// same bytes out, the same place back, and Foundation's spellings still read.
@Suite("Place column coder against JSONEncoder and JSONDecoder")
struct ToiletPlaceCoderTests {
    /// Strings that exercise escaping: quotes, backslashes, slashes, non-ASCII, controls.
    static let pieces = ["Rue", " ", "Grimaldi", "\"", "\\", "/", "é", "東京", "🚻", "\n", "\t", "\u{7F}", "{", "}", ":", ",", "0"]

    static func randomString(_ random: inout SeededRandom) -> String {
        (0..<random.next(6)).map { _ in random.pick(pieces) }.joined()
    }

    static func randomPlace(_ random: inout SeededRandom) -> ToiletPlace {
        ToiletPlace(kind: random.pick(ToiletPlace.Kind.allCases), name: randomString(&random),
                    level: random.next(3) == 0 ? nil : randomString(&random),
                    nearStreet: random.next(3) == 0 ? nil : randomString(&random))
    }

    static func foundationText(_ place: ToiletPlace) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(place), as: UTF8.self)
    }

    @Test("2,000 seeded places: the same text as JSONEncoder, and each reads back as itself")
    func matchesFoundation() throws {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<2_000 {
            let place = Self.randomPlace(&random)
            let text = try #require(ToiletPlaceCoder.encode(place))
            #expect(text == (try Self.foundationText(place)), "\(place)")
            #expect(ToiletPlaceCoder.decode(text) == place, "\(text)")
        }
    }

    @Test("texts in other spellings read as JSONDecoder reads them; damaged ones give no place")
    func otherSpellings() {
        let grimaldi = ToiletPlace(kind: .street, name: "Rue Grimaldi", nearStreet: "Rue Grimaldi")
        for text in [#"{ "kind" : "street", "name" : "Rue Grimaldi", "nearStreet" : "Rue Grimaldi" }"#,
                     #"{"nearStreet":"Rue Grimaldi","name":"Rue\u0020Grimaldi","kind":"street"}"#,
                     #"{"kind":"street","name":"Rue Grimaldi","nearStreet":"Rue Grimaldi","extra":1}"#] {
            #expect(ToiletPlaceCoder.decode(text) == grimaldi, "\(text)")
            #expect(ToiletPlaceCoder.decode(text) == (try? JSONDecoder().decode(ToiletPlace.self, from: Data(text.utf8))))
        }
        for text in ["", "{", "null", #"{"kind":"moon","name":"x"}"#, #"{"name":"x"}"#, #"{"kind":"park","name":"x""#,
                     #"{"kind":"park","name":"x"}trailing"#, #"{"kind":"park","name":"x\"}"#] {
            #expect(ToiletPlaceCoder.decode(text) == nil, "\(text)")
        }
        #expect(ToiletPlaceCoder.decode(nil) == nil)
        #expect(ToiletPlaceCoder.encode(nil) == nil)
    }

    @Test("every prefix of a valid text is refused or read as Foundation reads it, never a crash")
    func prefixes() throws {
        let text = try #require(ToiletPlaceCoder.encode(ToiletPlace(kind: .station, name: "Gare \"de\" Monaco/Nord", level: "-1",
                                                                    nearStreet: "Bd Rainier III")))
        let bytes = Array(text.utf8)
        for end in 0..<bytes.count {
            let prefix = String(decoding: bytes[..<end], as: UTF8.self)
            #expect(ToiletPlaceCoder.decode(prefix) == (try? JSONDecoder().decode(ToiletPlace.self, from: Data(prefix.utf8))))
        }
    }
}
