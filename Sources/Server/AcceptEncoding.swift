import Foundation

/// Reads `Accept-Encoding` (RFC 9110 §12.5.3) for the one coding the server sends: gzip.
enum AcceptEncoding {
    /// Whether the header's values allow gzip: `gzip` (or `x-gzip`) with a q-value above 0, or `*`
    /// above 0 when gzip is not named. No header, `identity` alone or `gzip;q=0` mean no.
    /// - Complexity: O(length of the header).
    static func allowsGzip(_ values: [String]) -> Bool {
        var gzip: Double?
        var any: Double?
        for value in values {
            for item in value.split(separator: ",") {
                let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                guard let coding = parts.first, !coding.isEmpty else { continue }
                let weight = quality(parts.dropFirst())
                switch coding {
                case "gzip", "x-gzip": gzip = max(gzip ?? 0, weight)
                case "*": any = max(any ?? 0, weight)
                default: continue
                }
            }
        }
        return (gzip ?? any ?? 0) > 0
    }

    /// The `q` parameter among `parameters` (1 when absent, 0 when it is not a number in 0…1).
    private static func quality(_ parameters: ArraySlice<String>) -> Double {
        for parameter in parameters {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0] == "q" else { continue }
            guard let q = Double(pair[1]), q.isFinite, (0...1).contains(q) else { return 0 }
            return q
        }
        return 1
    }
}
