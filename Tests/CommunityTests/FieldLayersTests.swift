import Community
import Foundation
import Testing
import TestSupport

/// A re-import never erases community data; a later change at the source wins.
@Suite("Field layers: community edits over imported data")
struct FieldLayersTests {
    static let day: TimeInterval = 86_400
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    static func edit(_ field: String, to value: String?, at: Date, id: Int64 = 1, state: ModerationState = .approved(.moderator)) -> ReviewedContribution {
        ReviewedContribution(Contribution(id: id, author: DeviceID(hash: "a"), at: at, kind: .edit([FieldChange(field: field, from: nil, to: value)])), state: state)
    }

    @Test("an edit survives the same file imported again; a later change at the source wins, and the edit is still on record")
    func reimportScenario() {
        var source = FieldLayers.reimport([:], values: ["fee": "yes", "name": "WC"], at: Self.t0)
        let edits = [Self.edit("fee", to: "no", at: Self.t0 + Self.day)]
        #expect(FieldLayers.visible(source: source, contributions: edits)["fee"]?.value == "no")

        source = FieldLayers.reimport(source, values: ["fee": "yes", "name": "WC"], at: Self.t0 + 2 * Self.day)
        let afterSameFile = FieldLayers.visible(source: source, contributions: edits)
        #expect(afterSameFile["fee"]?.value == "no" && afterSameFile["fee"]?.source == .community)
        #expect(afterSameFile["name"]?.value == "WC" && afterSameFile["name"]?.source == .osm)

        source = FieldLayers.reimport(source, values: ["fee": "2 EUR", "name": "WC"], at: Self.t0 + 3 * Self.day)
        let afterChange = FieldLayers.visible(source: source, contributions: edits)
        #expect(afterChange["fee"] == VisibleField(value: "2 EUR", source: .osm, since: Self.t0 + 3 * Self.day))
        // The community's value is still in its layer: an edit after the change wins again.
        let later = edits + [Self.edit("fee", to: "no", at: Self.t0 + 4 * Self.day, id: 2)]
        #expect(FieldLayers.visible(source: source, contributions: later)["fee"]?.source == .community)
    }

    @Test("a field the source drops becomes unknown unless the community knows it; pending edits never show")
    func droppedAndPending() {
        var source = FieldLayers.reimport([:], values: ["fee": "yes", "wheelchair": "no"], at: Self.t0)
        source = FieldLayers.reimport(source, values: ["fee": "yes"], at: Self.t0 + Self.day)
        #expect(source["wheelchair"] == SourceField(value: nil, since: Self.t0 + Self.day))
        let pending = [Self.edit("fee", to: "no", at: Self.t0 + 2 * Self.day, state: .pending)]
        #expect(FieldLayers.visible(source: source, contributions: pending)["fee"]?.value == "yes")
    }

    @Test("importing the same values again, any number of times, changes nothing users see", arguments: 0..<100)
    func sameFileIsIdempotent(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let fields = ["name", "fee", "wheelchair", "openingHours"], values = ["yes", "no", "WC", "24/7"]
        func randomValues() -> [String: String] {
            Dictionary(fields.compactMap { random.next(3) == 0 ? nil : ($0, random.pick(values)) }, uniquingKeysWith: { a, _ in a })
        }
        var source = FieldLayers.reimport([:], values: randomValues(), at: Self.t0)
        let edits = (0..<random.next(6)).map { i in
            Self.edit(random.pick(fields), to: random.next(4) == 0 ? nil : random.pick(values), at: Self.t0 + Self.day + Double(random.next(10)) * 3_600, id: Int64(i))
        }
        let values2 = randomValues()
        source = FieldLayers.reimport(source, values: values2, at: Self.t0 + Self.day)
        let expected = FieldLayers.visible(source: source, contributions: edits)
        for k in 2..<5 {
            source = FieldLayers.reimport(source, values: values2, at: Self.t0 + Double(k) * Self.day)
            #expect(FieldLayers.visible(source: source, contributions: edits) == expected, "seed \(seed)")
        }
    }
}
