/// The plan of an ``IrregularLayout``: which ways exist and where the nodes between
/// junctions fall, drawn the same on every pass.
extension IrregularLayout {
    /// Visits the planned ways: east-west ways row by row, then north-south column by column.
    func forEachPlannedWay<E: Error>(_ body: (PlannedWay) throws(E) -> Void) throws(E) {
        for row in 0..<rows {
            var random = RegionRandom(seed: seed, stream: 4, index: UInt64(row))
            var start = 0
            while start < columns - 1 {
                let end = min(start + 1 + random.below(StreetMix.maximumSegmentsPerWay), columns - 1)
                try body(plan((start...end).map { (row, $0) }, isNorthSouth: false, name: "Row \(row) Street", &random))
                start = end
            }
        }
        for column in 0..<columns {
            var random = RegionRandom(seed: seed, stream: 5, index: UInt64(column))
            var start = 0
            while start < rows - 1 {
                let end = min(start + 1 + random.below(StreetMix.maximumSegmentsPerWay), rows - 1)
                try body(plan((start...end).map { ($0, column) }, isNorthSouth: true, name: "Column \(column) Road", &random))
                start = end
            }
        }
    }

    private func plan(_ junctions: [(Int, Int)], isNorthSouth: Bool, name: String, _ random: inout RegionRandom) -> PlannedWay {
        let kind = StreetMix.kinds[random.pick(weights: StreetMix.weights)]
        let isKept = !random.chance(StreetMix.droppedShare)
        var tags = kind.tags
        let roll = random.unit()
        if roll < StreetMix.footNoShare {
            tags.append(("foot", "no"))
        } else if roll < StreetMix.footNoShare + StreetMix.privateShare {
            tags.insert(("access", "private"), at: 0)
        }
        if kind.isNamed { tags.append(("name", name)) }
        return PlannedWay(junctions: junctions, isNorthSouth: isNorthSouth, isKept: isKept,
                          isWalkable: roll >= StreetMix.footNoShare + StreetMix.privateShare, tags: tags)
    }

    /// The nodes between two neighbouring junctions: every 30–150 m, up to 15 m short of the end.
    func nodesBetween(_ from: (Int, Int), _ to: (Int, Int), isNorthSouth: Bool) -> [LocalPoint] {
        let a = junction(from.0, from.1).point, b = junction(to.0, to.1).point
        let key = UInt64(isNorthSouth ? rows * columns + from.1 * rows + from.0 : from.0 * columns + from.1)
        var random = RegionRandom(seed: seed, stream: 6, index: key)
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [] }
        var points: [LocalPoint] = []
        var travelled = random.uniform(StreetMix.nodeSpacingMeters)
        while travelled < length - 15 {
            let t = travelled / length, side = random.uniform(StreetMix.wiggleMeters) / length
            points.append(LocalPoint(x: a.x + dx * t - dy * side, y: a.y + dy * t + dx * side))
            travelled += random.uniform(StreetMix.nodeSpacingMeters)
        }
        return points
    }

    /// One counting pass: junction use, way nodes and the junction estimate.
    ///
    /// Per junction: bit 0 on a kept way, bit 1 end of a walkable way, bits 2–3 how many
    /// walkable ways pass (up to 2). A walking-graph vertex is an end or a node used twice.
    mutating func countNodes() {
        var use = [UInt8](repeating: 0, count: rows * columns)
        var between = 0
        forEachPlannedWay { (way: PlannedWay) in
            guard way.isKept else { return }
            for (index, (row, column)) in way.junctions.enumerated() {
                let slot = row * columns + column
                use[slot] |= 1
                guard way.isWalkable else { continue }
                if index == 0 || index == way.junctions.count - 1 { use[slot] |= 2 }
                if use[slot] >> 2 < 2 { use[slot] &+= 4 }
            }
            for index in 1..<way.junctions.count {
                between += nodesBetween(way.junctions[index - 1], way.junctions[index], isNorthSouth: way.isNorthSouth).count
            }
        }
        junctionUse = use
        wayNodeCount = between + use.reduce(0) { $0 + Int($1 & 1) }
        junctionEstimate = use.reduce(0) { $0 + ($1 & 2 != 0 || $1 >> 2 >= 2 ? 1 : 0) }
    }
}
