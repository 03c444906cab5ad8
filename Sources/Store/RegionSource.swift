import Foundation
import Model

/// One source of a region, as recorded by its last import or sync.
public struct RegionSource: Sendable, Hashable {
    public var region: String
    public var description: SourceDescription
    public var importedAt: Date
    /// The records it holds in the region (before merging).
    public var recordCount: Int

    public init(region: String, description: SourceDescription, importedAt: Date, recordCount: Int) {
        self.region = region
        self.description = description
        self.importedAt = importedAt
        self.recordCount = recordCount
    }
}

/// What a repository keeps of each source: the list of a region's sources and each source's own
/// records, so the API can show every source of a toilet and the values that lost the merge.
public protocol SourceRecordRepository: Sendable {
    /// The sources of `region` (every region when nil), by region and dataset.
    func regionSources(_ region: String?) async throws -> [RegionSource]
    /// Each source record of `keys` in `region`, as its source gave it, by key (missing keys are left out).
    func sourceRecords(_ keys: [String], region: String) async throws -> [String: ToiletDraft]
}
