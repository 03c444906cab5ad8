import Finder
import Foundation
import Geo
import Model
import Routing
import TestSupport

/// A small world for Finder tests: an ASCII map, toilets at its digits, a fixed clock and zone.
///
/// Toilets are numbered by their digit (`"1"` is `Toilet.ID(1)`); `"0"` is where the user stands.
struct FinderScene {
    /// Malta is UTC+2 in June: the clock the hours are read on is not UTC.
    static let timeZone = "Europe/Malta"
    static let region = "testland"

    let map: AsciiMap
    var toilets: [Toilet] = []

    init(_ drawing: String, metersPerCell: Double = 10) throws {
        map = try AsciiMap(drawing, metersPerCell: metersPerCell)
    }

    /// Adds the toilet drawn at `digit`, with hours (nil: none) and other attributes.
    mutating func toilet(_ digit: Character, hours: String? = nil, region: String = FinderScene.region,
                         _ edit: (inout ToiletAttributes) -> Void = { _ in }) {
        toilets.append(Self.toilet(id: Int64(String(digit)) ?? 0, at: map.coordinate(digit), hours: hours, region: region, edit))
    }

    /// A toilet anywhere, stamped with the scene's zone.
    static func toilet(id: Int64, at coordinate: Coordinate, hours: String? = nil, region: String = FinderScene.region,
                       _ edit: (inout ToiletAttributes) -> Void = { _ in }) -> Toilet {
        let draft = Fixtures.draft(node: id, at: coordinate) { attributes in
            if let hours { attributes.openingHours = Attribute(hours) }
            edit(&attributes)
        }
        return Toilet(id: Toilet.ID(id), kind: draft.kind, coordinate: coordinate, region: region,
                      timeZoneIdentifier: timeZone, countryCode: "MT", sources: draft.sources,
                      attributes: draft.attributes, createdAt: Fixtures.monday, updatedAt: Fixtures.monday)
    }

    /// A finder over the scene's toilets and its map as the region's network.
    func finder(policy: FinderPolicy = .standard, withNetwork: Bool = true) -> ToiletFinder {
        ToiletFinder(toilets: toilets, networks: withNetwork ? [Self.region: WalkingNetwork(graph: map.graph)] : [:],
                     policy: policy)
    }

    /// A query from the digit `from` at local time `clock` ("11:00") on Monday 2024-06-03.
    func query(from: Character = "0", at clock: String = "10:00", needs: NeedsProfile = [], limit: Int = 3,
               routesForAll: Bool = false) -> FinderQuery {
        FinderQuery(origin: map.coordinate(from), now: Self.local(clock), needs: needs, limit: limit,
                    routesForAll: routesForAll)
    }

    /// Monday 2024-06-03 at `clock` on Malta's wall clock (UTC+2).
    static func local(_ clock: String, day: Int = 3) -> Date {
        let parts = clock.split(separator: ":").compactMap { Int($0) }
        var components = DateComponents(year: 2024, month: 6, day: day, hour: parts[0], minute: parts[1])
        components.timeZone = TimeZone(identifier: timeZone)
        return Calendar(identifier: .gregorian).date(from: components) ?? .distantPast
    }
}

extension FinderResult {
    /// The hits' toilet ids as digits ("21").
    var digits: String { hits.map { String($0.toilet.id.rawValue) }.joined() }
}
