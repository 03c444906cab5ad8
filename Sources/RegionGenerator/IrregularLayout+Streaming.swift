/// The two passes over an ``IrregularLayout``: nodes in id order, then ways.
extension IrregularLayout {
    func forEachStreetNode<E: Error>(_ body: (Int64, LocalPoint, [(String, String)]) throws(E) -> Void) throws(E) {
        for row in 0..<rows {
            for column in 0..<columns where junctionUse[row * columns + column] & 1 != 0 {
                let (point, isCrossing) = junction(row, column)
                try body(junctionID(row, column), point, isCrossing ? [("crossing", "uncontrolled"), ("highway", "crossing")] : [])
            }
        }
        var next = Int64(rows * columns) + 1
        try forEachPlannedWay { (way: PlannedWay) throws(E) in
            guard way.isKept else { return }
            for index in 1..<way.junctions.count {
                for point in nodesBetween(way.junctions[index - 1], way.junctions[index], isNorthSouth: way.isNorthSouth) {
                    try body(next, point, [])
                    next += 1
                }
            }
        }
    }

    func forEachStreetWay<E: Error>(_ body: ([Int64], [(String, String)]) throws(E) -> Void) throws(E) {
        var next = Int64(rows * columns) + 1
        try forEachPlannedWay { (way: PlannedWay) throws(E) in
            guard way.isKept, let first = way.junctions.first else { return }
            var ids = [junctionID(first.0, first.1)]
            for index in 1..<way.junctions.count {
                let count = nodesBetween(way.junctions[index - 1], way.junctions[index], isNorthSouth: way.isNorthSouth).count
                ids.append(contentsOf: next..<(next + Int64(count)))
                next += Int64(count)
                ids.append(junctionID(way.junctions[index].0, way.junctions[index].1))
            }
            try body(ids, way.tags)
        }
    }

    func forEachBlock<E: Error>(_ body: (Int, [LocalPoint]) throws(E) -> Void) throws(E) {
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                try body(row * (columns - 1) + column, [junction(row, column).point, junction(row, column + 1).point,
                                                        junction(row + 1, column + 1).point, junction(row + 1, column).point])
            }
        }
    }
}
