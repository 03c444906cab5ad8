import Foundation
import Routing
import Testing
import TestSupport

/// ``DecimalFormat`` against `String(format:)`, which it replaces on the hot path: the text must
/// be the same for every value, ties and near-ties included.
@Suite("Decimal format")
struct DecimalFormatTests {
    @Test("one decimal matches String(format: \"%.1f\") on ties, near-ties and edges", arguments: [
        0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.95, 0.995, 1.05, 1.25, 2.5, 9.95, 99.95, 999.95, 1.0000001,
        0.04999999999, 0.0500000001, 1234.5, 999_999.95, 1e6, 2.5e7, -0.0, -1.25, .infinity, .nan,
    ])
    func oneDecimalEdges(value: Double) {
        #expect(DecimalFormat.oneDecimal(value) == String(format: "%.1f", value))
    }

    @Test("one decimal matches String(format: \"%.1f\") over seeded values of every size")
    func oneDecimalSeeded() {
        var generator = SeededRandom(seed: 2026)
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -3...7, using: &generator)
            let value = pow(10, magnitude)
            // Values on the hundredths grid hit the ties of the walk distances ("1.25 km").
            let grid = (value * 100).rounded() / 100
            #expect(DecimalFormat.oneDecimal(value) == String(format: "%.1f", value))
            #expect(DecimalFormat.oneDecimal(grid) == String(format: "%.1f", grid))
        }
    }

    @Test("two digits match String(format: \"%02d\")", arguments: [0, 1, 9, 10, 23, 59, 99, 100, 1439, -1, -10])
    func twoDigits(value: Int) {
        #expect(DecimalFormat.twoDigits(value) == String(format: "%02d", value))
    }
}
