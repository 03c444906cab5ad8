import Foundation
import Geo
import OSMReader

/// SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): a tiny seeded generator, so every run
/// measures the same points.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The positions of `amenity=toilets` nodes: the targets the benchmark searches for.
struct ToiletNodeReader: OSMVisitor {
    var coordinates: [Coordinate] = []
    mutating func visit(node: OSMNode) {
        if node.tags["amenity"] == "toilets" {
            coordinates.append(Coordinate(latitude: node.latitude, longitude: node.longitude))
        }
    }
}

/// Peak resident memory of this process so far, from /proc (Linux), in MiB.
func peakResidentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
    return kib / 1024
}

/// Current resident memory, MiB.
func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
    return kib / 1024
}

/// Monotonic nanoseconds.
func nowNanos() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The q-quantile of sorted values.
func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * q).rounded(.down)))]
}

/// Writes an array's raw bytes (native little-endian) to a file, for numpy.fromfile.
func writeRaw<T>(_ values: [T], to path: String) throws {
    try values.withUnsafeBytes { Data($0) }.write(to: URL(fileURLWithPath: path))
}
