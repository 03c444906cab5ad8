import Foundation
import Import
import Model

/// The end-of-import report: what was read, what it holds, what changed, how long it took.
struct ImportSummary {
    var snapshot: RegionSnapshot
    var read: OSMToiletReader.Result
    var walkingGraph: GraphBuildJob.Outcome
    var report: ImportReport
    var elapsed: Duration
    var readTime: Duration

    var text: String {
        let toilets = snapshot.toilets
        func seconds(_ d: Duration) -> String { String(format: "%.2f", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) }
        var lines = ["Imported \(snapshot.region) from \(snapshot.sourceName) in \(seconds(elapsed)) s (read \(seconds(readTime)) s, write \(seconds(elapsed - readTime)) s)"]
        if let date = snapshot.dataTimestamp { lines[0] += " (data of \(date.formatted(.iso8601)))" }
        lines.append("  read: \(read.nodeCount) nodes, \(read.wayCount) ways, \(read.relationCount) relations")
        let venues = toilets.compactMap { if case .inVenue(let place) = $0.kind { place } else { nil } }
        let venueCounts = Dictionary(grouping: venues, by: { $0 }).map { "\($0.key) \($0.value.count)" }.sorted()
        lines.append("  toilets: \(toilets.count) (dedicated \(toilets.count - venues.count), in venues \(venues.count)\(venueCounts.isEmpty ? "" : ": " + venueCounts.joined(separator: ", ")))")
        var known = [Int](repeating: 0, count: ToiletAttributes.knownChecks.count)
        for draft in toilets {
            for index in draft.attributes.knownIndices { known[index] += 1 }
        }
        let counts = zip(ToiletAttributes.knownChecks, known).map { "\($0.name) \($1)" }
        lines.append("  attributes known: " + counts.joined(separator: ", "))
        let unnamed = toilets.filter { !$0.attributes.name.isKnown }
        let placeKinds = Dictionary(grouping: unnamed.compactMap(\.place?.kind.rawValue), by: { $0 }).map { "\($0.key) \($0.value.count)" }.sorted()
        lines.append("  places: \(unnamed.count { $0.place != nil }) of \(unnamed.count) unnamed toilets labelled"
                     + (placeKinds.isEmpty ? "" : " (\(placeKinds.joined(separator: ", ")))") + String(format: " in %.3f s", read.labelSeconds))
        if let map = snapshot.mapData {
            let kinds = MapFeature.Kind.allCases.map { kind in "\(kind.rawValue) \(map.features.filter { $0.kind == kind }.count)" }
            lines.append("  map: \(map.places.count) searchable places; shapes: " + kinds.joined(separator: ", "))
            if map.droppedShapeCount > 0 || map.droppedVertexCount > 0 {
                lines.append("  skipped: \(map.droppedShapeCount) map shapes (impossible coordinates, or past the import's cap of"
                             + " 2,000,000 shapes or 20,000,000 points) and \(map.droppedVertexCount) vertices with impossible coordinates")
            }
        }
        switch walkingGraph {
        case .success(let built):
            let graph = built.result.graph
            lines.append("  walking graph: \(graph.vertexCount) junctions, \(graph.edgeCount) edges from \(built.result.waysRead) ways"
                         + " (\(built.result.droppedComponents) small islands dropped); contracted in "
                         + String(format: "%.2f s, network file %.1f MB", built.contractSeconds, Double(built.fileBytes.count) / 1e6))
        case .failure(let error):
            lines.append("  walking graph: none (\(error)); this region is ranked by straight-line distance")
        }
        // Counted in place: filtering copied 150,000 drafts of a 200,000-toilet import (half a second).
        let withHours = toilets.count { $0.attributes.openingHours.isKnown }
        let unreadable = toilets.indices.filter { toilets[$0].hoursProblem != nil && toilets[$0].attributes.openingHours.isKnown }
        lines.append("  hours: \(withHours) with opening_hours, \(unreadable.count) unreadable (kept, hours unknown)"
                     + "; public holidays of \(snapshot.countryCode ?? "no country (PH unknown)")")
        for index in unreadable.prefix(5) {
            lines.append("    \(toilets[index].sourceKey): \(toilets[index].hoursProblem ?? "")")
        }
        if read.waysWithoutNodes > 0 { lines.append("  skipped: \(read.waysWithoutNodes) toilet ways with none of their nodes in the file") }
        if read.skippedRelations > 0 { lines.append("  skipped: \(read.skippedRelations) toilet relations (not imported yet)") }
        let impossible = read.skipped
        if impossible.nodesWithImpossibleCoordinates > 0 {
            lines.append("  skipped: \(impossible.nodesWithImpossibleCoordinates) nodes with impossible coordinates (outside ±90°/±180°; their ways lose them)")
        }
        if impossible.elementsWithImpossibleTimestamps > 0 {
            lines.append("  skipped: \(impossible.elementsWithImpossibleTimestamps) impossible toilet timestamps (before 2004 or after 2100; toilets kept, time unknown)")
        }
        if impossible.hasImpossibleReplicationTimestamp {
            lines.append("  skipped: the file's impossible replication timestamp (before 2004 or after 2100); data time taken from the newest toilet")
        }
        if report.joined > 0 || report.records != toilets.count {
            lines.append("  merged with the region's other sources: \(report.records) records into \(report.records - report.joined) toilets (\(report.joined) joined)")
        }
        lines.append(report.isEmpty
            ? "  changes: none (\(report.unchanged) unchanged)"
            : "  changes: \(report.added.count) added, \(report.updated.count) updated, \(report.removed.count) removed, \(report.unchanged) unchanged")
        for (label, keys) in [("added", report.added), ("updated", report.updated), ("removed", report.removed)] where !keys.isEmpty && keys.count <= 20 && !(label == "added" && report.updated.isEmpty && report.removed.isEmpty && report.unchanged == 0) {
            lines.append("    \(label): \(keys.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}

