import Foundation
import Testing
import TestSupport
@testable import Geo

/// Polyline text comes from outside (`/api/route/progress?polyline=`): decoding must never
/// trap, and every point it returns must be a valid latitude/longitude.
@Suite("Polyline fuzz")
struct PolylineFuzzTests {
    /// One chunk of maximum-size deltas: `}` and `~` carry 5 set bits and a continuation bit,
    /// so each value is close to the 60-bit limit of the decoder.
    static let hugeDelta = "}~~~~~~~~~~^"

    /// The checks every decoded polyline must pass.
    static func expectValid(_ points: [Coordinate]?, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let points else { return }
        for point in points where Coordinate(validatingLatitude: point.latitude, longitude: point.longitude) == nil {
            Issue.record("\(text.debugDescription.prefix(60)) decoded to \(point), outside ±90°/±180°", sourceLocation: sourceLocation)
            return
        }
    }

    @Test("maximum-size deltas repeated 34 times are rejected, not an integer-overflow trap")
    func overflowingDeltas() {
        #expect(Polyline.decode(String(repeating: Self.hugeDelta, count: 34)) == nil)
    }

    @Test("a single maximum-size delta pair is rejected: it lies far outside valid latitudes", arguments: [1, 2, 3, 33])
    func outOfRangePoints(repeats: Int) {
        let text = String(repeating: Self.hugeDelta, count: repeats)
        #expect(Polyline.decode(text) == nil)
    }

    @Test("points just past the poles or the antimeridian are rejected; the extremes themselves decode")
    func ranges() throws {
        for precision in [5, 6] {
            let extremes = [Coordinate(latitude: 90, longitude: 180), Coordinate(latitude: -90, longitude: -180), Coordinate(latitude: 0, longitude: 0)]
            let decoded = try #require(Polyline.decode(Polyline.encode(extremes, precision: precision), precision: precision))
            #expect(decoded == extremes)
        }
        // 90.00001° north: one unit past the pole at precision 5, written by hand (encode refuses it).
        let pastPole = Self.encodeRaw([(9_000_001, 0)])
        #expect(Polyline.decode(pastPole) == nil)
        let pastAntimeridian = Self.encodeRaw([(0, 18_000_000), (0, 18_000_001)])
        #expect(Polyline.decode(pastAntimeridian) == nil)
    }

    @Test("encode leaves out points that are not valid coordinates, so its output always decodes")
    func encodeSkipsInvalid() throws {
        let points = [Coordinate(latitude: 1, longitude: 2), Coordinate(latitude: .nan, longitude: 0),
                      Coordinate(latitude: 1e300, longitude: 0), Coordinate(latitude: 3, longitude: .infinity), Coordinate(latitude: 4, longitude: 5)]
        let decoded = try #require(Polyline.decode(Polyline.encode(points)))
        #expect(decoded == [Coordinate(latitude: 1, longitude: 2), Coordinate(latitude: 4, longitude: 5)])
    }

    @Test("random bytes never trap and decode only to valid coordinates (seeded, 3,000 cases)")
    func randomBytes() {
        var generator = SeededRandom(seed: 8_001)
        let clock = ContinuousClock()
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...400, using: &generator)
            let bytes = (0..<count).map { _ in
                // Mostly the polyline alphabet (63…126), sometimes anything.
                Int.random(in: 0..<8, using: &generator) > 0
                    ? UInt8.random(in: 63...126, using: &generator) : UInt8.random(in: 0...255, using: &generator)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let took = clock.measure { Self.expectValid(Polyline.decode(text), text) }
            #expect(took < .milliseconds(50), "decoding \(count) bytes took \(took)")
        }
    }

    @Test("mutated valid polylines never trap and decode only to valid coordinates (seeded, 2,000 cases)")
    func mutations() {
        var generator = SeededRandom(seed: 8_002)
        for _ in 0..<2_000 {
            let points = (0..<Int.random(in: 2...20, using: &generator)).map { _ in
                Coordinate(latitude: Double.random(in: -90...90, using: &generator), longitude: Double.random(in: -180...180, using: &generator))
            }
            var bytes = Array(Polyline.encode(points).utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[i] = UInt8.random(in: 63...126, using: &generator)
                case 1: bytes.insert(contentsOf: Array(Self.hugeDelta.utf8), at: i)
                default: bytes.remove(at: i); if bytes.isEmpty { bytes = [63] }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            Self.expectValid(Polyline.decode(text), text)
        }
    }

    /// Writes raw precision-5 integers as polyline text, bypassing encode's validation.
    static func encodeRaw(_ values: [(Int, Int)]) -> String {
        var output = ""
        var previous = (0, 0)
        for value in values {
            for delta in [value.0 - previous.0, value.1 - previous.1] {
                var v = delta < 0 ? ~(delta << 1) : delta << 1
                while v >= 0x20 {
                    output.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (v & 0x1F)) + 63)))
                    v >>= 5
                }
                output.unicodeScalars.append(Unicode.Scalar(UInt8(v + 63)))
            }
            previous = value
        }
        return output
    }
}
