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

    @Test("random nesting to 100 levels reads back as the same structure (seeded)")
    func deepNesting() throws {
        var random = SeededRandom(seed: 64)
        for _ in 0..<60 {
            var w = JSONWriter()
            var expected = ""
            // A random tree: at each level an array or an object holding 0–3 values before the next level.
            func level(_ depth: Int) {
                let isObject = random.next(2) == 0
                isObject ? w.beginObject() : w.beginArray()
                expected += isObject ? "{" : "["
                var members: [String] = []
                for index in 0..<random.next(4) {
                    if isObject { w.key(text: "k\(index)") }
                    w.integer(Int64(index))
                    members.append((isObject ? "\"k\(index)\":" : "") + "\(index)")
                }
                expected += members.joined(separator: ",")
                if depth < 100 {
                    if isObject { w.key("next") }
                    expected += (members.isEmpty ? "" : ",") + (isObject ? "\"next\":" : "")
                    level(depth + 1)
                }
                isObject ? w.endObject() : w.endArray()
                expected += isObject ? "}" : "]"
            }
            level(1)
            #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
            #expect(try JSONSerialization.jsonObject(with: Data(w.bytes)) is NSObject)
        }
        var unbalanced = JSONWriter()
        unbalanced.endArray(); unbalanced.endObject(); unbalanced.integer(1); unbalanced.integer(2)
        #expect(String(decoding: unbalanced.bytes, as: UTF8.self) == "]}1,2", "an unbalanced close is written, never a crash")
    }

    @Test("numbers have fixed decimals without trailing zeros", arguments: [
        (43.7384123, 7, "43.7384123"), (77.125, 1, "77.1"), (-0.5, 1, "-0.5"), (2.0, 3, "2"), (0.0001, 4, "0.0001"), (0, 0, "0"), (10.05, 2, "10.05"), (-1234567.0000001, 7, "-1234567.0000001"),
        (0.04, 1, "0"), (-7.42, 2, "-7.42"), (123456.789, 0, "123457"), (Double.nan, 2, "null"),
    ])
    func numbers(value: Double, decimals: Int, expected: String) {
        var w = JSONWriter()
        w.number(value, decimals: decimals)
        #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
    }

    @Test("integers and random numbers read back as the same value (seeded)")
    func integersRoundTrip() throws {
        var generator = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let integer = Int64.random(in: Int64.min / 2...Int64.max / 2, using: &generator)
            let number = Double.random(in: -1e6...1e6, using: &generator)
            var w = JSONWriter()
            w.beginArray(); w.integer(integer); w.number(number, decimals: 6); w.integer(0); w.integer(Int64.max); w.endArray()
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(w.bytes)) as? [NSNumber])
            #expect(parsed[0].int64Value == integer && parsed[2].int64Value == 0 && parsed[3].int64Value == Int64.max)
            #expect(abs(parsed[1].doubleValue - number) <= 5e-7 + abs(number) * 1e-15)
        }
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

    @Test("a string written as UTF-8 bytes, and a key from data, are written as the same string would be (seeded)")
    func bytesAndDataKeys() throws {
        var generator = SeededRandom(seed: 23)
        let alphabet: [Character] = ["a", "\"", "\\", "\n", "\u{1}", "é", "🚻", " ", "z"]
        for _ in 0..<400 {
            let texts = (0..<3).map { _ in
                String((0..<Int.random(in: 0...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            }
            var expected = JSONWriter(), written = JSONWriter()
            expected.beginObject(); written.beginObject()
            for text in texts {
                expected.key(text: text); expected.string(text)
                written.key(text: text); written.string(utf8: { $0.append(contentsOf: text.utf8) })
            }
            expected.key("tail"); expected.string("x"); written.key(text: "tail"); written.string(utf8: { $0.append(UInt8(ascii: "x")) })
            expected.endObject(); written.endObject()
            #expect(written.bytes == expected.bytes)
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(written.bytes)) as? [String: String])
            #expect(parsed == Dictionary(texts.map { ($0, $0) } + [("tail", "x")], uniquingKeysWith: { a, _ in a }))
        }
    }

    @Test("every key written from the code is a plain name: its bytes are copied without escaping")
    func literalKeysArePlain() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Server").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var keys = 0
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var rest = Substring(source)
            while let found = rest.range(of: ".key(\"") {
                let literal = rest[found.upperBound...].prefix { $0 != "\"" }
                #expect(!literal.isEmpty && literal.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(file): key \(literal)")
                keys += 1
                rest = rest[found.upperBound...]
            }
        }
        #expect(keys > 100, "the scan found the writers' keys")
    }
}
