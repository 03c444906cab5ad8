import Foundation
import Geo
import Model
import Testing
import TestSupport
@testable import StoreSQLite

/// The tile codec against random and damaged bytes: a typed error or valid shapes, never a
/// trap, never an allocation larger than the input allows. Seeded, so every run is the same.
@Suite("Map tile codec fuzz")
struct MapTileCodecFuzzTests {
    static let cases = 3_000

    /// Real tiles of a few random shapes, to damage.
    static func validBlob(_ random: inout SeededRandom) -> [UInt8] {
        let features = (0..<Int.random(in: 1...4, using: &random)).map { _ -> MapFeature in
            let start = Coordinate(latitude: Double.random(in: 35.8...36.0, using: &random), longitude: Double.random(in: 14.4...14.6, using: &random))
            let points = (0..<Int.random(in: 2...6, using: &random)).map { i in start.offset(meters: Double(i) * 40, bearingDegrees: Double.random(in: 0..<360, using: &random)) }
            let kind = MapFeature.Kind.allCases.randomElement(using: &random) ?? .street
            return MapFeature(kind: kind, name: Bool.random(using: &random) ? "Triq \(Int.random(in: 0...99, using: &random))" : nil, points: points)
        }
        return MapTiles.build(features).tiles.values.first.map { [UInt8]($0) } ?? []
    }

    static func check(_ bytes: [UInt8]) {
        do {
            let shapes = try MapTileCodec.decode(Data(bytes))
            // A success holds valid shapes, and no more points than the bytes can carry.
            #expect(shapes.reduce(0) { $0 + $1.feature.points.count } * 8 <= bytes.count)
            for (_, feature) in shapes {
                #expect(feature.points.count >= 2)
                #expect(feature.points.allSatisfy { Coordinate(validatingLatitude: $0.latitude, longitude: $0.longitude) != nil })
            }
        } catch {
            #expect(!error.description.isEmpty)
        }
    }

    @Test("random bytes decode to a typed error or valid shapes")
    func randomBytes() {
        var random = SeededRandom(seed: 0x7111_E5)
        for _ in 0..<Self.cases {
            let count = Int.random(in: 0...96, using: &random)
            Self.check((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
    }

    @Test("damaged real tiles (flipped bytes, cuts, splices) decode to a typed error or valid shapes")
    func damagedTiles() {
        var random = SeededRandom(seed: 0xDA_4A6E)
        for _ in 0..<Self.cases {
            var bytes = Self.validBlob(&random)
            guard !bytes.isEmpty else { continue }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                for _ in 0..<Int.random(in: 1...4, using: &random) { bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random) }
            case 1:
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
            case 2:
                // A point count or name length at its largest.
                let at = Int.random(in: 0..<bytes.count, using: &random)
                bytes.replaceSubrange(at..<min(at + 4, bytes.count), with: [0xFF, 0xFF, 0xFF, 0xFF])
            default:
                bytes += Self.validBlob(&random).prefix(Int.random(in: 0...40, using: &random))
            }
            Self.check(bytes)
        }
    }
}
