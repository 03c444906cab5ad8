import Foundation
import Geo
import Model
import OSMReader

/// Makes named area relations searchable places: a marina, a large park or a harbour is often
/// a multipolygon relation ("Port Hercule de Monaco" is `leisure=marina` on a relation), which
/// the node and way passes never see as a place.
///
/// Relations come after the ways in an OSM file, so every way's id and first node id are kept
/// as it passes (16 bytes a way, in id order as PBF writes them); a relation's position is the
/// mean of its outer members' first nodes, looked up in the node location index.
struct RelationPlaceCollector {
    /// The most members looked at for one relation's position.
    static let maxMembers = 64

    private var wayIDs: [Int64] = []
    private var firstNodes: [Int64] = []
    private var isSorted = true

    /// Remembers where `way` starts.
    mutating func note(_ way: OSMWay) {
        guard let first = way.nodeIDs.first else { return }
        if let last = wayIDs.last, way.id <= last { isSorted = false }
        wayIDs.append(way.id)
        firstNodes.append(first)
    }

    /// The searchable place `relation` is, or nil: it needs a name and a kind from
    /// ``MapDataTable/relationPlaceDetail(of:)``, and at least one member way in the file.
    mutating func place(for relation: OSMRelation, locations: inout OSMNodeLocations) -> Place? {
        guard let detail = MapDataTable.relationPlaceDetail(of: relation.tags), let name = relation.tags["name"] else { return nil }
        sortIfNeeded()
        let members = relation.members.filter { $0.type == .way && $0.role != "inner" }.prefix(Self.maxMembers)
        var points: [Coordinate] = []
        for member in members {
            guard let index = firstIndex(of: member.ref), let location = locations.location(of: firstNodes[index]),
                  let point = Coordinate(validatingLatitude: location.latitude, longitude: location.longitude) else { continue }
            points.append(point)
        }
        guard !points.isEmpty else { return nil }
        let latitude = points.map(\.latitude).reduce(0, +) / Double(points.count)
        let longitude = points.map(\.longitude).reduce(0, +) / Double(points.count)
        return Place(kind: .place, name: name, detail: detail, coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }

    /// Sorts the way index once, for a file whose ways were not in id order.
    private mutating func sortIfNeeded() {
        guard !isSorted else { return }
        let order = wayIDs.indices.sorted { wayIDs[$0] < wayIDs[$1] }
        wayIDs = order.map { wayIDs[$0] }
        firstNodes = order.map { firstNodes[$0] }
        isSorted = true
    }

    /// Binary search for `id` in the sorted way ids.
    /// - Complexity: O(log W).
    private func firstIndex(of id: Int64) -> Int? {
        var low = 0, high = wayIDs.count
        while low < high {
            let middle = (low + high) / 2
            if wayIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < wayIDs.count && wayIDs[low] == id ? low : nil
    }
}
