import Finder
import Foundation
import Model

/// The nearest answer as aligned columns: rank, walk, distance, state on arrival, id, name.
struct NearestTable {
    let result: FinderResult

    init(_ result: FinderResult) { self.result = result }

    var text: String {
        var lines: [String] = []
        switch result.ranking {
        case .walking: lines.append("Ranked by walking time; open when you arrive first, unknown hours after.")
        case .straightLine(let reason): lines.append("Ranked by straight line: \(reason).")
        }
        guard !result.hits.isEmpty else {
            lines.append(result.ranking == .straightLine(reason: ToiletFinder.noDataReason)
                         ? "No toilets known near here." : "No toilet open when you arrive within a 45-minute walk.")
            return lines.joined(separator: "\n")
        }
        let rows = [["#", "walk", "distance", "on arrival", "id", "toilet"]] + result.hits.enumerated().map { rank, hit in
            [String(rank + 1), Self.walk(hit.walkSeconds), "\(Int(hit.walkMeters.rounded())) m", Self.arrival(hit),
             "#\(hit.toilet.id)", hit.toilet.placeLabel ?? hit.toilet.displayName]
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == 5 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            lines.append(cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    /// "4 min", or "45 s" under a minute.
    static func walk(_ seconds: Double) -> String {
        seconds < 60 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds / 60).rounded())) min"
    }

    /// "open until 22:00" (local time at the toilet), "open", or "hours unknown".
    static func arrival(_ hit: FinderHit) -> String {
        guard hit.arrivalState == .open else { return "hours unknown" }
        guard let closes = hit.closesAt, let zone = hit.timeZone else { return "open" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: closes)
        return String(format: "open until %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
