import ArgumentParser
import Foundation
import Geo
import Model
import Store
import StoreSQLite

/// `toiletnow bench merge`: how a region's sources join, for checking the matching rule by hand.
struct BenchMerge: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Report how a region's source records join: counts, the distance histogram, and seeded samples of joins and near non-joins to check by hand.")

    @Option(help: "The SQLite database.") var database = DemoData.databasePath
    @Option(help: "The region.") var region: String
    @Option(help: "Pairs in each sample.") var sample = 100
    @Option(help: "The samples' seed.") var seed: UInt64 = 1
    @Option(help: "Non-joins are drawn from pairs of different files closer than this (metres).") var nearMeters = 100.0
    @Option(help: "Times to run the merge for its timing.") var rounds = 5
    @Option(help: "For growth: merge this many copies of the records, each moved 0.5° east with its own ids (the samples use one).") var copies = 1

    func run() async throws {
        let database = try DatabaseLocation.sqliteFile(self.database, command: "bench merge")
        let repository = try SQLiteToiletRepository(path: database)
        let records = try await repository.allSourceRecords(region: region)
        guard !records.isEmpty else { throw fail("bench merge", "\(region) has no source records in \(database)") }
        let result = SourceMerge.merge(records, storedKeys: [])
        let timed = Self.copied(records, copies)
        var seconds: [Double] = []
        for _ in 0..<max(1, rounds) {
            let started = ContinuousClock.now
            let merged = SourceMerge.merge(timed, storedKeys: [])
            seconds.append((ContinuousClock.now - started) / .seconds(1))
            withExtendedLifetime(merged) {}
        }
        let byKey = Dictionary(records.map { ($0.sourceKey, $0) }, uniquingKeysWith: { _, last in last })
        print("# Merge report: \(region) (\(database))\n")
        print("records: " + result.recordsByDataset.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
              + "; distinct \(result.distinctRecords); toilets after merging \(result.drafts.count); joined pairs \(result.joins.count)")
        print(String(format: "merge time (pure, median of %d) of %d records (%d copies): %.1f ms\n", seconds.count, timed.count, max(1, copies),
                     seconds.sorted()[seconds.count / 2] * 1000))
        print("joins by tier: " + Dictionary(grouping: result.joins, by: \.tier).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.count)" }.joined(separator: ", "))
        print("\n| distance | joins |\n|---|---|")
        for low in stride(from: 0, to: Int(JoinRule.maxMeters), by: 10) {
            print("| \(low)–\(low + 10) m | \(result.joins.count { $0.meters >= Double(low) && $0.meters < Double(low + 10) }) |")
        }
        var random = BenchRandom(seed: seed)
        let joins = Array(result.joins.shuffled(using: &random).prefix(sample))
        print("\n## \(joins.count) joins (seed \(seed))\n\n| # | m | tier | a | b |\n|---|---|---|---|---|")
        for (n, join) in joins.enumerated() {
            print("| \(n + 1) | \(Int(join.meters.rounded())) | \(join.tier) | \(Self.describe(byKey[join.a])) | \(Self.describe(byKey[join.b])) |")
        }
        let nonJoins = Array(Self.nearNonJoins(result, byKey, within: nearMeters).shuffled(using: &random).prefix(sample))
        print("\n## \(nonJoins.count) near non-joins (different files, under \(Int(nearMeters)) m, not in one toilet; seed \(seed))\n")
        print("| # | m | a | b |\n|---|---|---|---|")
        for (n, pair) in nonJoins.enumerated() {
            print("| \(n + 1) | \(Int(pair.meters.rounded())) | \(Self.describe(byKey[pair.a])) | \(Self.describe(byKey[pair.b])) |")
        }
    }

    /// `records` and `count - 1` copies, copy k moved k × 0.5° east with its ids' top byte k, so copies never meet.
    static func copied(_ records: [ToiletDraft], _ count: Int) -> [ToiletDraft] {
        (0..<max(1, count)).flatMap { k in
            records.map { record in
                guard k > 0 else { return record }
                var copy = record
                copy.coordinate = Coordinate(latitude: record.coordinate.latitude, longitude: record.coordinate.longitude + 0.5 * Double(k))
                copy.sources = record.sources.map { var s = $0; s.elementID ^= Int64(k) << 56; return s }
                return copy
            }
        }
    }

    /// Pairs of records of different files within `meters` that the merge left in different toilets.
    static func nearNonJoins(_ result: SourceMerge.Result, _ byKey: [String: ToiletDraft], within meters: Double) -> [(a: String, b: String, meters: Double)] {
        var toiletOf: [String: Int] = [:]
        for (index, draft) in result.drafts.enumerated() { for source in draft.sources { toiletOf[source.key] = index } }
        let keys = byKey.keys.sorted()
        var pairs: [(a: String, b: String, meters: Double)] = []
        for (i, a) in keys.enumerated() {
            guard let p = byKey[a] else { continue }
            for b in keys[(i + 1)...] {
                guard let q = byKey[b], toiletOf[a] != toiletOf[b], file(p) != file(q) else { continue }
                let d = p.coordinate.distanceMeters(to: q.coordinate)
                if d < meters { pairs.append((a, b, d)) }
            }
        }
        return pairs
    }

    static func file(_ draft: ToiletDraft) -> String { "\(draft.sources.first?.dataset ?? ""):\(draft.sources.first?.elementType ?? "")" }

    /// `key: name · address · hours` of a record, with `|` escaped for the table.
    static func describe(_ draft: ToiletDraft?) -> String {
        guard let draft else { return "?" }
        let a = draft.attributes
        let address = a.address.value.map { [$0.houseNumber, $0.street, $0.postcode, $0.city].compactMap { $0 }.joined(separator: " ") }
        let parts = [draft.sourceKey, a.name.value ?? "(no name)", address, a.openingHours.value.map { String($0.prefix(40)) }].compactMap { $0 }
        return parts.joined(separator: " · ").replacingOccurrences(of: "|", with: "/")
    }
}
