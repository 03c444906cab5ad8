import Foundation
import Geo
import Model

/// Shared test data: paths to the bundled files and small builders for toilets.
public enum Fixtures {
    /// The repository's root folder, found from this file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A bundled OSM extract: `monaco-2022.osm.pbf`, `andorra-2025.osm.pbf`, `malta-2018.osm.pbf`,
    /// `berlin-tiergarten-2017.osm.gz`.
    public static func osm(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Data/osm/\(name)")
    }

    /// A bundled fixture file under `Data/fixtures`.
    public static func file(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Data/fixtures/\(name)")
    }

    /// A fixed instant for tests: 2024-06-03 10:00:00 UTC, a Monday.
    public static let monday = Date(timeIntervalSince1970: 1_717_408_800)

    /// A draft OSM node toilet at `coordinate` with the given attribute edits.
    public static func draft(
        node id: Int64, at coordinate: Coordinate, version: Int = 1,
        timestamp: Date = monday, kind: Toilet.Kind = .dedicated,
        _ edit: (inout ToiletAttributes) -> Void = { _ in }
    ) -> ToiletDraft {
        var attributes = ToiletAttributes()
        edit(&attributes)
        let source = Provenance(dataset: "osm", elementType: "node", elementID: id, version: version, timestamp: timestamp)
        return ToiletDraft(kind: kind, coordinate: coordinate, sources: [source], attributes: attributes)
    }

    /// A snapshot of `region` holding `drafts`.
    public static func snapshot(_ drafts: [ToiletDraft], region: String = "testland", timeZone: String = "Europe/Monaco") -> RegionSnapshot {
        RegionSnapshot(region: region, timeZoneIdentifier: timeZone, dataTimestamp: monday, sourceName: "fixture", toilets: drafts)
    }
}
