import Foundation
import Geo
import Routing

/// A walking graph drawn as text, so a routing test reads like the map it checks
/// (after OSRM's cucumber node maps).
///
/// ```
/// a-b-c        letters are vertices; - | / \ are walkable lines between them;
///   |   1      = is a flight of steps (horizontal); digits are named points that are
///   d          not vertices (positions to snap, toilets)
/// ```
/// Each character is a cell of `metersPerCell` (10 m by default) on a grid whose top-left
/// corner is `origin`; rows go south, columns go east. Lines are straight runs of one
/// connector character between two letters. Edge lengths are the great-circle distance
/// between their ends, walking times come from the profile.
public struct AsciiMap {
    /// The graph the drawing describes.
    public let graph: WalkingGraph
    /// The vertex of each letter.
    public let vertices: [Character: Int]
    /// The coordinate of every letter and digit.
    public let points: [Character: Coordinate]
    /// Each drawn line as (from letter, to letter, is steps), in graph edge order.
    public let lines: [(from: Character, to: Character, isSteps: Bool)]

    /// Parses `drawing` into a graph.
    ///
    /// - Parameter names: street names by line, keyed by its two letters in either order (`"ab"`).
    public init(_ drawing: String, metersPerCell: Double = 10,
                origin: Coordinate = Coordinate(latitude: 35.9, longitude: 14.5),
                profile: WalkingProfile = .standard, names: [String: String] = [:]) throws {
        let rows = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let metersPerDegree = earthRadiusMeters * .pi / 180
        let cosLat = cos(origin.latitude * .pi / 180)
        var points: [Character: Coordinate] = [:], cells: [Character: (Int, Int)] = [:]
        for (r, row) in rows.enumerated() {
            for (c, char) in row.enumerated() where char.isLetter || char.isNumber {
                points[char] = Coordinate(latitude: origin.latitude - Double(r) * metersPerCell / metersPerDegree,
                                          longitude: origin.longitude + Double(c) * metersPerCell / (metersPerDegree * cosLat))
                cells[char] = (r, c)
            }
        }
        let letters = cells.keys.filter(\.isLetter).sorted()
        var vertices: [Character: Int] = [:]
        for (i, letter) in letters.enumerated() { vertices[letter] = i }
        let lines = Self.trace(rows, letters: letters, cells: cells)
        let edges = lines.map { line -> WalkingGraph.EdgeInput in
            let a = points[line.from] ?? origin, b = points[line.to] ?? origin
            let meters = a.distanceMeters(to: b)
            let speed = profile.metersPerSecond * (line.isSteps ? profile.stepsSpeedFactor : 1)
            return WalkingGraph.EdgeInput(source: vertices[line.from] ?? 0, target: vertices[line.to] ?? 0,
                                          meters: meters, seconds: meters / speed,
                                          name: names[String([line.from, line.to])] ?? names[String([line.to, line.from])],
                                          isSteps: line.isSteps)
        }
        graph = try WalkingGraph(vertices: letters.map { points[$0] ?? origin }, edges: edges)
        self.vertices = vertices
        self.points = points
        self.lines = lines
    }

    /// The coordinate of a letter or digit in the drawing (the origin if it is not there).
    public func coordinate(_ label: Character) -> Coordinate {
        points[label] ?? Coordinate(latitude: 0, longitude: 0)
    }

    /// The vertex of a letter (−1 if it is not there).
    public func vertex(_ letter: Character) -> Int { vertices[letter] ?? -1 }

    /// The letter of a vertex.
    public func letter(ofVertex v: Int) -> Character? { vertices.first { $0.value == v }?.key }

    /// Follows each connector run from every letter east, south, south-east and south-west.
    private static func trace(_ rows: [[Character]], letters: [Character], cells: [Character: (Int, Int)])
        -> [(from: Character, to: Character, isSteps: Bool)] {
        func at(_ r: Int, _ c: Int) -> Character? {
            r >= 0 && r < rows.count && c >= 0 && c < rows[r].count ? rows[r][c] : nil
        }
        let directions: [(dr: Int, dc: Int, connectors: Set<Character>)] = [
            (0, 1, ["-", "="]), (1, 0, ["|"]), (1, 1, ["\\"]), (1, -1, ["/"]),
        ]
        var lines: [(from: Character, to: Character, isSteps: Bool)] = []
        for letter in letters {
            guard let (r0, c0) = cells[letter] else { continue }
            for d in directions {
                var (r, c) = (r0 + d.dr, c0 + d.dc)
                var isSteps = false, length = 0
                while let char = at(r, c), d.connectors.contains(char) {
                    isSteps = isSteps || char == "="
                    (r, c, length) = (r + d.dr, c + d.dc, length + 1)
                }
                if length > 0, let end = at(r, c), end.isLetter { lines.append((letter, end, isSteps)) }
            }
        }
        return lines
    }
}
