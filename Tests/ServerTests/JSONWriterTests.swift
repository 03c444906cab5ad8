import Foundation
import Testing
import TestSupport
@testable import Server

@Suite("JSON writer")
struct JSONWriterTests {
    @Test("writes nested structure with commas in the right places")
    func structure() {
        var w = JSONWriter()
        w.beginObject()
        w.key("a"); w.integer(1)
        w.key("b"); w.beginArray(); w.bool(true); w.null(); w.string("x"); w.beginObject(); w.endObject(); w.endArray()
        w.key("c"); w.string(nil)
        w.endObject()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"a":1,"b":[true,null,"x",{}],"c":null}"#)
    }

    @Test("numbers have fixed decimals without trailing zeros", arguments: [
        (43.7384123, 7, "43.7384123"), (77.125, 1, "77.1"), (-0.5, 1, "-0.5"), (2.0, 3, "2"), (0.0001, 4, "0.0001"),
        (0.04, 1, "0"), (-7.42, 2, "-7.42"), (123456.789, 0, "123457"), (Double.nan, 2, "null"),
    ])
    func numbers(value: Double, decimals: Int, expected: String) {
        var w = JSONWriter()
        w.number(value, decimals: decimals)
        #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
    }

    @Test("strings escape what JSON requires and round-trip through JSONSerialization (seeded)")
    func strings() throws {
        var generator = SeededRandom(seed: 11)
        let alphabet: [Character] = ["a", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "é", "🚻", "/", " "]
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            var w = JSONWriter()
            w.beginArray(); w.string(text); w.endArray()
            let parsed = try JSONSerialization.jsonObject(with: Data(w.bytes)) as? [String]
            #expect(parsed == [text])
        }
    }
}
