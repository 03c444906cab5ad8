import Foundation

/// Google's encoded polyline format (precision 5), the format map clients decode.
///
/// Reference: https://developers.google.com/maps/documentation/utilities/polylinealgorithm
///
/// Decoding is strict because the text comes from clients: a value of more than 12 characters
/// (60 bits), a running sum that would overflow, or any point outside ±90° latitude or ±180°
/// longitude makes the whole text invalid.
public enum Polyline {
    /// The precisions this type handles (5 is Google's, 6 is OSRM's `polyline6`); beyond 9 a
    /// coordinate no longer fits the format's integers with room to spare.
    public static let supportedPrecisions = 0...9

    /// Encodes the points with `precision` decimals (5 is Google's, 6 is OSRM's `polyline6`).
    ///
    /// Points that are not valid coordinates (non-finite, or outside ±90°/±180°) are left out,
    /// so the output always decodes; an unsupported precision gives an empty string.
    public static func encode(_ points: [Coordinate], precision: Int = 5) -> String {
        guard supportedPrecisions.contains(precision) else { return "" }
        let factor = pow(10, Double(precision))
        // Bytes, then one String: appending scalars to a String one by one was most of the cost.
        var output: [UInt8] = []
        output.reserveCapacity(points.count * 8)
        var previousLat = 0, previousLon = 0
        for point in points where Coordinate(validatingLatitude: point.latitude, longitude: point.longitude) != nil {
            // In range, so at most 180 × 10^9: far inside Int.
            let lat = Int((point.latitude * factor).rounded())
            let lon = Int((point.longitude * factor).rounded())
            appendValue(lat - previousLat, to: &output)
            appendValue(lon - previousLon, to: &output)
            previousLat = lat
            previousLon = lon
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes an encoded polyline, or nil when the text is not a valid encoding or a point is
    /// not a valid latitude/longitude. Never traps, whatever the text.
    /// - Complexity: O(text length).
    public static func decode(_ text: String, precision: Int = 5) -> [Coordinate]? {
        guard supportedPrecisions.contains(precision) else { return nil }
        let factor = pow(10, Double(precision))
        var points: [Coordinate] = []
        var iterator = text.utf8.makeIterator()
        var lat = 0, lon = 0
        while let dLat = nextValue(&iterator) {
            guard let dLon = nextValue(&iterator), dLat.complete, dLon.complete else { return nil }
            let (newLat, latOverflow) = lat.addingReportingOverflow(dLat.value)
            let (newLon, lonOverflow) = lon.addingReportingOverflow(dLon.value)
            guard !latOverflow, !lonOverflow,
                  let point = Coordinate(validatingLatitude: Double(newLat) / factor, longitude: Double(newLon) / factor)
            else { return nil }
            lat = newLat
            lon = newLon
            points.append(point)
        }
        return points
    }

    private static func appendValue(_ value: Int, to output: inout [UInt8]) {
        var v = value < 0 ? ~(value << 1) : value << 1
        while v >= 0x20 {
            output.append(UInt8((0x20 | (v & 0x1F)) + 63))
            v >>= 5
        }
        output.append(UInt8(v + 63))
    }

    /// Reads one zigzag value of at most 12 five-bit chunks (60 bits, so it fits an Int).
    private static func nextValue(_ iterator: inout String.UTF8View.Iterator) -> (value: Int, complete: Bool)? {
        var result = 0, shift = 0
        guard var byte = iterator.next() else { return nil }
        while true {
            guard byte >= 63, byte <= 126, shift < 60 else { return (0, false) }
            let chunk = Int(byte) - 63
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { break }
            guard let next = iterator.next() else { return (0, false) }
            byte = next
        }
        let value = (result & 1) != 0 ? ~(result >> 1) : result >> 1
        return (value, true)
    }
}
