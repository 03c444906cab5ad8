/// The two passes over a ``GridLayout``: nodes in id order, then ways.
extension GridLayout {
    func forEachStreetNode<E: Error>(_ body: (Int64, LocalPoint, [(String, String)]) throws(E) -> Void) throws(E) {
        let step = Self.spacingMeters
        for row in 0..<rows {
            for column in 0..<columns { try body(junction(row, column), point(row, column), []) }
        }
        for row in 0..<rows {
            for column in 0..<(columns - 1) {
                for k in 1...Self.inner {
                    var p = point(row, column); p.x += Double(k) * step
                    try body(eastWest(row, column, k), p, [])
                }
            }
        }
        let middle = Self.segmentsPerBlock / 2
        for column in 0..<columns {
            for row in 0..<(rows - 1) {
                for k in 1...Self.inner {
                    var p = point(row, column); p.y += Double(k) * step
                    // Where a footway carries on across the street, the street has a crossing.
                    let isCrossing = k == middle && column > 0 && column < columns - 1
                    let tags = isCrossing ? [("crossing", (row + column) % 2 == 0 ? "zebra" : "uncontrolled"), ("highway", "crossing")] : []
                    try body(northSouth(column, row, k), p, tags)
                }
            }
        }
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                for k in 1...Self.inner {
                    var p = point(row, column); p.x += Double(k) * step; p.y += Double(middle) * step
                    try body(footway(row, column, k), p, [])
                }
            }
        }
    }

    func forEachStreetWay<E: Error>(_ body: ([Int64], [(String, String)]) throws(E) -> Void) throws(E) {
        for row in 0..<rows {
            let tags = Self.streetTags(highway: row % 5 == 0 ? "tertiary" : "residential", name: "Row \(row) Street")
            for start in stride(from: 0, to: columns - 1, by: Self.blocksPerWay) {
                var ids: [Int64] = [junction(row, start)]
                for column in start..<min(start + Self.blocksPerWay, columns - 1) {
                    for k in 1...Self.inner { ids.append(eastWest(row, column, k)) }
                    ids.append(junction(row, column + 1))
                }
                try body(ids, tags)
            }
        }
        for column in 0..<columns {
            let tags = Self.streetTags(highway: column % 6 == 3 ? "living_street" : "residential", name: "Column \(column) Avenue")
            for start in stride(from: 0, to: rows - 1, by: Self.blocksPerWay) {
                var ids: [Int64] = [junction(start, column)]
                for row in start..<min(start + Self.blocksPerWay, rows - 1) {
                    for k in 1...Self.inner { ids.append(northSouth(column, row, k)) }
                    ids.append(junction(row + 1, column))
                }
                try body(ids, tags)
            }
        }
        let middle = Self.segmentsPerBlock / 2
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                var ids = [northSouth(column, row, middle)]
                for k in 1...Self.inner { ids.append(footway(row, column, k)) }
                ids.append(northSouth(column + 1, row, middle))
                // One footway in seven is a flight of steps.
                try body(ids, (row * 31 + column) % 7 == 0 ? [("highway", "steps")] : [("highway", "footway")])
            }
        }
    }

    func forEachBlock<E: Error>(_ body: (Int, [LocalPoint]) throws(E) -> Void) throws(E) {
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                try body(row * (columns - 1) + column,
                         [point(row, column), point(row, column + 1), point(row + 1, column + 1), point(row + 1, column)])
            }
        }
    }

    static func streetTags(highway: String, name: String) -> [(String, String)] {
        highway == "tertiary" ? [("highway", highway), ("name", name), ("sidewalk", "both")] : [("highway", highway), ("name", name)]
    }
}
