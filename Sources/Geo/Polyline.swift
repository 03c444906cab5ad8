import Foundation

/// Google's encoded polyline format (precision 5), the format map clients decode.
///
/// Reference: https://developers.google.com/maps/documentation/utilities/polylinealgorithm
public enum Polyline {
    /// Encodes the points with `precision` decimals (5 is Google's, 6 is OSRM's `polyline6`).
    public static func encode(_ points: [Coordinate], precision: Int = 5) -> String {
        let factor = pow(10, Double(precision))
        var output = ""
        var previousLat = 0, previousLon = 0
        for point in points {
            let lat = Int((point.latitude * factor).rounded())
            let lon = Int((point.longitude * factor).rounded())
            appendValue(lat - previousLat, to: &output)
            appendValue(lon - previousLon, to: &output)
            previousLat = lat
            previousLon = lon
        }
        return output
    }

    /// Decodes an encoded polyline, or nil when the text is not a valid encoding.
    public static func decode(_ text: String, precision: Int = 5) -> [Coordinate]? {
        let factor = pow(10, Double(precision))
        var points: [Coordinate] = []
        var iterator = text.utf8.makeIterator()
        var lat = 0, lon = 0
        while let dLat = nextValue(&iterator) {
            guard let dLon = nextValue(&iterator), dLat.complete, dLon.complete else { return nil }
            lat += dLat.value
            lon += dLon.value
            points.append(Coordinate(latitude: Double(lat) / factor, longitude: Double(lon) / factor))
        }
        return points
    }

    private static func appendValue(_ value: Int, to output: inout String) {
        var v = value < 0 ? ~(value << 1) : value << 1
        while v >= 0x20 {
            output.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (v & 0x1F)) + 63)))
            v >>= 5
        }
        output.unicodeScalars.append(Unicode.Scalar(UInt8(v + 63)))
    }

    private static func nextValue(_ iterator: inout String.UTF8View.Iterator) -> (value: Int, complete: Bool)? {
        var result = 0, shift = 0
        guard var byte = iterator.next() else { return nil }
        while true {
            guard byte >= 63, shift < 60 else { return (0, false) }
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
