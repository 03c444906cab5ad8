import Foundation
import Model
import Store

/// One source of a toilet record in `GET /api/toilets/{id}` (`provenance`, in the order of
/// `sources`): which source it is, its licence and credit, and every value that source gave,
/// marked `used` where the record shows it. So a value that lost the merge stays visible.
struct ProvenanceDTO: Encodable {
    struct Value: Encodable {
        var field: String
        var value: AnyEncodableValue?
        var used: Bool
    }

    var key: String
    var dataset: String
    /// The credit line of the dataset ("© OpenStreetMap contributors"), when the region records it.
    var attribution: String?
    var licence: String?
    /// True when the operator gave the licence at import because the source states none.
    var licenceGivenByOperator: Bool?
    /// The record's own page at its source, where there is one.
    var url: String?
    /// The dataset's home.
    var datasetUrl: String?
    var file: String?
    var importedAt: String?
    /// Every value the source's record holds; empty when the record is not kept (a community toilet).
    var values: [Value]

    /// The provenance of each of `toilet`'s sources, from the region's sources and their records.
    static func list(for toilet: Toilet, store: any SourceRecordRepository) async throws -> [ProvenanceDTO] {
        let keys = toilet.sources.map(\.key)
        let records = try await store.sourceRecords(keys, region: toilet.region)
        let sources = Dictionary(try await store.regionSources(toilet.region).map { ($0.description.dataset, $0) },
                                 uniquingKeysWith: { first, _ in first })
        let shown = AttributeTable.entries(of: toilet.attributes)
        return toilet.sources.enumerated().map { index, provenance in
            let source = sources[provenance.dataset]
            // A region's only OSM source keeps no records of its own: the toilet's values are its values.
            let attributes = records[provenance.key]?.attributes ?? (toilet.sources.count == 1 ? toilet.attributes : nil)
            let values = attributes.map { attributes in
                AttributeTable.entries(of: attributes).filter { $0.value != nil }.map { entry in
                    Value(field: entry.name, value: entry.value,
                          used: shown.contains { $0.name == entry.name && $0.source == index && $0.value != nil })
                }
            } ?? []
            return ProvenanceDTO(key: provenance.key, dataset: provenance.dataset, attribution: source?.description.attribution,
                                 licence: source?.description.licence, licenceGivenByOperator: source.map { !$0.description.licenceIsStated },
                                 url: provenance.url?.absoluteString, datasetUrl: source?.description.url, file: source?.description.fileName,
                                 importedAt: source.map { Timestamp.string($0.importedAt) }, values: values)
        }
    }
}
