import Foundation
import Testing
import TestSupport
@testable import Server

/// The hand-written ISO 8601 writer against Foundation's style, which it replaces on the hot path.
@Suite("Timestamps")
struct TimestampTests {
    @Test("seeded dates from year 1 to 9999 (hand-written from 1600), near now, at whole and fractional milliseconds, equal the style's text")
    func matchesTheStyle() {
        var generator = SeededRandom(seed: 2026)
        var dates: [Date] = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.0005), Date(timeIntervalSince1970: 951_782_400),
                             Date(timeIntervalSince1970: 4_107_542_399.9999), Date(timeIntervalSince1970: -62_135_596_800),
                             Date(timeIntervalSince1970: 253_402_300_799.999)]
        for _ in 0..<3000 {
            dates.append(Date(timeIntervalSince1970: Double.random(in: -62_135_596_800...253_402_300_799, using: &generator)))
            dates.append(Date(timeIntervalSince1970: 1_790_000_000 + Double.random(in: -4e8...4e8, using: &generator)))
            dates.append(Date(timeIntervalSince1970: Double(Int.random(in: 0...4_102_444_800_000, using: &generator)) / 1000))
        }
        let mismatches = dates.filter { Timestamp.string($0) != Timestamp.styled($0) }
        let examples = mismatches.prefix(3).map { "\($0.timeIntervalSince1970): \(Timestamp.string($0)) vs \(Timestamp.styled($0))" }
        #expect(mismatches.count == 0, "\(examples)")
    }

    @Test("years outside 1600…9999 and impossible times fall back to the style")
    func outsideTheRange() {
        for seconds in [-62_135_596_801.0, -11_676_096_001, 253_402_300_800, 1e15, -1e15] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Timestamp.string(date) == Timestamp.styled(date))
        }
    }

    @Test("the JSON writer's timestamp writes what the string would, in range, outside it, and for nil (seeded)")
    func writerMatchesTheString() {
        var generator = SeededRandom(seed: 77)
        var dates: [Date?] = [nil, Date(timeIntervalSince1970: -62_135_596_801), Date(timeIntervalSince1970: 1e15),
                              Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: 0)]
        for _ in 0..<2000 { dates.append(Date(timeIntervalSince1970: Double.random(in: -7e10...3e11, using: &generator))) }
        for date in dates {
            var expected = JSONWriter(), written = JSONWriter()
            expected.beginArray(); expected.string("x"); expected.string(date.map(Timestamp.string)); expected.endArray()
            written.beginArray(); written.string("x"); written.timestamp(date); written.endArray()
            #expect(written.bytes == expected.bytes, "\(String(describing: date?.timeIntervalSince1970))")
        }
    }
}
