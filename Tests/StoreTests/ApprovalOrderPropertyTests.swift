import Community
import Foundation
import Geo
import Model
import Store
import StoreSQLite
import Testing
import TestSupport

/// Seeded histories of edits and closures on one imported toilet, decided in different orders.
@Suite("Community changes: any order of approval")
struct ApprovalOrderPropertyTests {
    /// Fields and the values the generator picks from (nil: "unknown").
    static let values: [String: [String?]] = [
        "wheelchair": ["yes", "limited", "no", nil], "fee": ["yes", "no", nil], "name": ["Kiosk", "WC Port", nil],
        "opening_hours": ["24/7", "Mo-Fr 08:00-18:00", nil], "gender": ["unisex", "male"],
    ]

    struct Planned {
        var kind: ContributionKind
        var offset: TimeInterval
        var approve: Bool
    }

    static func plan(_ random: inout SeededRandom) -> [Planned] {
        let count = 3 + random.next(6)
        var offsets = (0..<count).map { TimeInterval($0 * 10) }
        offsets.shuffle(using: &random)
        return offsets.map { offset in
            let fields = values.keys.sorted()
            let kind: ContributionKind = random.next(8) == 0 ? .reportClosed(random.next(2) == 0 ? .gone : .permanently)
                : .edit((0..<(1 + random.next(2))).map { _ in
                    let field = fields[random.next(fields.count)], choices = values[field] ?? [nil]
                    return FieldChange(field: field, from: nil, to: choices[random.next(choices.count)])
                })
            return Planned(kind: kind, offset: offset, approve: random.next(10) < 7)
        }
    }

    /// Submits the plan (in plan order), then decides it in `order`, checking that no rejection
    /// changes the toilet. Returns the toilet at the end (nil: removed) and the contributions.
    static func run(_ plan: [Planned], order: [Int], toiletNode: Int64,
                    store: CommunityStoreKind) async throws -> (Toilet?, [StoredContribution], Toilet) {
        let world = try await CommunityWorld.make(store)
        let imported = try #require(try await world.toilet(node: toiletNode))
        var stored: [StoredContribution] = []
        for planned in plan {
            stored.append(try await world.submit(planned.kind, by: world.a, toilet: imported.id, at: planned.offset))
        }
        for (step, index) in order.enumerated() {
            let before = try await world.repository.toilet(id: imported.id)
            if plan[index].approve {
                _ = try await world.approve(stored[index], at: 10_000 + Double(step))
            } else {
                _ = try await world.reject(stored[index], at: 10_000 + Double(step))
                #expect(try await world.repository.toilet(id: imported.id) == before, "a rejection changed the toilet")
            }
        }
        let final = try await world.store.contributions(toilet: imported.id.rawValue)
        return (try await world.repository.toilet(id: imported.id), final, imported)
    }

    @Test("approving in any order gives the same toilet, the one FieldLayers says, and rejections change nothing",
          arguments: CommunityStoreKind.allCases, 0..<16)
    func anyOrder(store: CommunityStoreKind, seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let plan = Self.plan(&random)
        var shuffled = Array(plan.indices)
        shuffled.shuffle(using: &random)
        let node = Int64(100 + random.next(5))
        let (inOrder, contributions, imported) = try await Self.run(plan, order: Array(plan.indices), toiletNode: node, store: store)
        let (reordered, _, _) = try await Self.run(plan, order: shuffled, toiletNode: node, store: store)
        var left = inOrder, right = reordered
        left?.revision = 0
        right?.revision = 0
        #expect(left == right, "seed \(seed): \(plan.map(\.kind))")

        // The reference: FieldLayers over the import and the approved contributions.
        let source = FieldLayers.reimport([:], values: RecordFields.values(of: imported.attributes), at: Fixtures.monday)
        let closed = contributions.contains { stored in
            if case .reportClosed(let kind) = stored.contribution.kind { stored.state.isApproved && kind != .temporarily } else { false }
        }
        #expect((inOrder == nil) == closed, "seed \(seed)")
        guard let inOrder else { return }
        let visible = FieldLayers.visible(source: source, contributions: contributions.map(\.reviewed))
        #expect(RecordFields.values(of: inOrder.attributes) == visible.compactMapValues(\.value), "seed \(seed)")
        for (field, shown) in visible where shown.value != nil {
            #expect(inOrder.origin(of: field) == (shown.source == .osm ? "osm" : "community"), "seed \(seed) \(field)")
        }
    }
}
