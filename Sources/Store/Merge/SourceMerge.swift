import Foundation
import Geo
import Model

/// Joins the records of every source of a region into one draft per toilet.
///
/// 1. Every pair of records within ``JoinRule/maxMeters`` (found through a grid of that size)
///    gets a tier from ``JoinRule`` or none.
/// 2. Pairs are joined strongest first (tier, then name agreement, then distance), like Kruskal's algorithm over a
///    union–find, but a join is refused when the group it makes would hold two records of one
///    OSM dataset, two records of one file, or two records more than
///    ``JoinRule/maxMeters`` apart. So a chain of close pairs never grows into a blob.
/// 3. Each group becomes one draft (``MergedDraft``): its primary source is the member that
///    already names a stored toilet (so the toilet keeps its id), else the most trusted position.
///
/// - Complexity: O(n + p log p) for n records and p candidate pairs (p is about n in real data:
///   toilets are rarely within 60 m of many others), plus O(k²) per join for groups of k.
public enum SourceMerge {
    /// What a merge did: the drafts, and the joined pairs for the report.
    public struct Result: Sendable {
        public var drafts: [ToiletDraft]
        /// Each pair joined directly (their source keys) and its distance in metres.
        public var joins: [(a: String, b: String, meters: Double, tier: Int)]
        /// Records read, by dataset.
        public var recordsByDataset: [String: Int]
        /// Records with distinct source keys.
        public var distinctRecords: Int
    }

    /// Merges `records` (one source each). `storedKeys` are the source keys of the region's
    /// current toilets: a group containing one keeps it as its primary.
    public static func merge(_ input: [ToiletDraft], storedKeys: Set<String>) -> Result {
        let counts = Dictionary(input.map { ($0.sources.first?.dataset ?? "", 1) }, uniquingKeysWith: +)
        // One dataset alone (an OSM-only region): nothing can join, and the drafts stay as read.
        if counts.count <= 1, counts.keys.allSatisfy(SourceTrust.osmDatasets.contains) {
            return Result(drafts: input, joins: [], recordsByDataset: counts, distinctRecords: Set(input.map(\.sourceKey)).count)
        }
        // One record per key, the last read winning (as a source file listing a record twice
        // means it once), in key order, so the result does not depend on the order read.
        var lastByKey: [String: Int] = [:]
        for (index, draft) in input.enumerated() { lastByKey[draft.sourceKey] = index }
        let records = lastByKey.sorted { $0.key < $1.key }.map { input[$0.value] }
        let rules = records.map(JoinRule.Record.init)
        var groups = Groups(count: records.count)
        var joins: [(a: String, b: String, meters: Double, tier: Int)] = []
        for pair in candidatePairs(rules) {
            if groups.join(pair.a, pair.b, records: rules) {
                joins.append((records[pair.a].sourceKey, records[pair.b].sourceKey, pair.meters, pair.tier))
            }
        }
        let drafts = groups.members().map { MergedDraft.make(members: $0.map { records[$0] }, storedKeys: storedKeys) }
        return Result(drafts: drafts, joins: joins, recordsByDataset: counts, distinctRecords: records.count)
    }

    /// Every pair that may join, strongest first.
    static func candidatePairs(_ rules: [JoinRule.Record]) -> [(a: Int, b: Int, meters: Double, tier: Int)] {
        let cell = JoinRule.maxMeters / 111_000 // degrees of latitude; longitude cells are scaled below
        var grid: [GridCell: [Int]] = [:]
        func key(_ c: Coordinate) -> GridCell {
            GridCell(x: Int((c.longitude * cos(c.latitude * .pi / 180) / cell).rounded(.down)), y: Int((c.latitude / cell).rounded(.down)))
        }
        for (index, rule) in rules.enumerated() { grid[key(rule.coordinate), default: []].append(index) }
        var pairs: [(a: Int, b: Int, meters: Double, tier: Int, agreement: Double)] = []
        for (index, rule) in rules.enumerated() {
            let home = key(rule.coordinate)
            for dx in -1...1 {
                for dy in -1...1 {
                    for other in grid[GridCell(x: home.x + dx, y: home.y + dy)] ?? [] where other > index {
                        let meters = rule.coordinate.distanceMeters(to: rules[other].coordinate)
                        if let tier = JoinRule.tier(rule, rules[other], meters: meters) {
                            pairs.append((index, other, meters, tier, JoinRule.agreement(rule, rules[other])))
                        }
                    }
                }
            }
        }
        // Within a tier, names that agree more first (a 0 m tie between "South Woodford" and "Woodford"), then nearer.
        return pairs.sorted { ($0.tier, -$0.agreement, $0.meters, $0.a, $0.b) < ($1.tier, -$1.agreement, $1.meters, $1.a, $1.b) }
            .map { ($0.a, $0.b, $0.meters, $0.tier) }
    }

    struct GridCell: Hashable {
        var x: Int, y: Int
    }
}

/// Union–find over record indices, with each group's members kept for the join checks.
struct Groups {
    private var parent: [Int]
    private var memberLists: [[Int]]

    init(count: Int) {
        parent = Array(0..<count)
        memberLists = (0..<count).map { [$0] }
    }

    mutating func root(_ i: Int) -> Int {
        var i = i
        while parent[i] != i {
            parent[i] = parent[parent[i]]
            i = parent[i]
        }
        return i
    }

    /// Joins the groups of `a` and `b` unless the joined group would break a rule of
    /// ``SourceMerge``; whether it joined them.
    mutating func join(_ a: Int, _ b: Int, records: [JoinRule.Record]) -> Bool {
        let ra = root(a), rb = root(b)
        guard ra != rb else { return false }
        for x in memberLists[ra] {
            for y in memberLists[rb] {
                let p = records[x], q = records[y]
                if p.coordinate.distanceMeters(to: q.coordinate) > JoinRule.maxMeters { return false }
                if p.dataset == q.dataset && SourceTrust.osmDatasets.contains(p.dataset) { return false }
                if p.file == q.file { return false }
            }
        }
        let (keep, gone) = memberLists[ra].count >= memberLists[rb].count ? (ra, rb) : (rb, ra)
        parent[gone] = keep
        memberLists[keep] += memberLists[gone]
        memberLists[gone] = []
        return true
    }

    /// Every group's members, in the order of each group's first record.
    mutating func members() -> [[Int]] {
        (0..<parent.count).compactMap { root($0) == $0 ? memberLists[$0].sorted() : nil }.sorted { $0[0] < $1[0] }
    }
}
