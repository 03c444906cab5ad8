import Foundation
import Geo
import Hummingbird
import Model
import Store

/// The ToiletNow API: one toilet's full record and the imported regions.
struct ToiletsController<Context: RequestContext>: Sendable {

    let repository: any ToiletRepository
    /// The contribution log, when the server takes contributions: the record then carries the community's block.
    var community: CommunityService?
    let now: @Sendable () -> Date

    func register(on router: Router<Context>) {
        router.get("api/toilets/{id}") { request, context in try await toilet(request, context) }
        router.get("api/regions") { _, _ in JSONResponse.make(try await regions()) }
    }

    /// Every region with its sources (for the About screen's list of sources and licences).
    func regions() async throws -> [RegionDTO] {
        let sources = try await (repository as? any SourceRecordRepository)?.regionSources(nil) ?? []
        let byRegion = Dictionary(grouping: sources, by: \.region)
        return try await repository.regions().map { region in
            var dto = RegionDTO(region)
            dto.sources = (byRegion[region.name] ?? []).map(RegionDTO.Source.init)
            return dto
        }
    }

    func toilet(_ request: Request, _ context: Context) async throws -> Response {
        let number = try PathID.read(context, what: .toiletID)
        let at = try QueryParameters(request).instant("at") ?? now()
        guard let toilet = try await repository.toilet(id: Toilet.ID(number)) else {
            throw try await missing(Toilet.ID(number))
        }
        var record = ToiletRecordDTO(toilet)
        record.hours = HoursDTO(toilet, at: at, includeWeek: true, language: request.language)
        if let store = repository as? any SourceRecordRepository {
            record.provenance = try await ProvenanceDTO.list(for: toilet, store: store)
        }
        if let community {
            let contributions = try await community.store.contributions(toilet: toilet.id.rawValue).map(\.reviewed)
            record.addCommunity(toilet, contributions: contributions, now: at, language: request.language)
        }
        return record.response(for: toilet, language: request.language)
    }

}

extension ToiletsController {
    /// Why there is no toilet with `id`: never one, or removed, saying when and by whom (an
    /// import, an approved "gone" or "closed for good" report, a moderator) so a client can tell
    /// the user why a saved toilet went away.
    func missing(_ id: Toilet.ID) async throws -> APIError {
        guard let last = try await repository.history(of: id).last, last.change == .removed else {
            return APIError.noToilet(id, field: "id")
        }
        let text: ServerText = switch last.source {
        case .import: .removedByImport
        case .community: .removedByCommunity
        case .moderator: .removedByModerator
        }
        return APIError(.notFound, code: "removed", text, ["id": .raw(id.description), "date": .raw(Timestamp.string(last.createdAt))], field: "id")
    }
}

extension QueryParameters {
    /// `needs=wheelchair,changing_table,gender_neutral,free,public`.
    func needs() throws(APIError) -> NeedsProfile {
        guard let raw = try value("needs"), !raw.isEmpty else { return [] }
        switch NeedsProfile.parse(raw) {
        case .success(let needs): return needs
        case .failure(let unknown):
            let names = NeedsProfile.names.map(\.0).joined(separator: ", ")
            throw APIError.invalid("needs", unknown.name, expected: Expected(.needsList, ["names": .raw(names)]))
        }
    }
}

struct RegionDTO: Encodable {
    var name: String
    var timeZone: String
    var dataTimestamp: String?
    var importedAt: String
    var toilets: Int
    /// `[minLon, minLat, maxLon, maxLat]` around the region's toilets, and its middle.
    var bbox: [Double]?
    var center: [String: Double]?
    /// Where the region's toilets come from: each source with its credit and licence.
    var sources: [Source] = []

    struct Source: Encodable {
        var dataset: String
        var attribution: String
        var licence: String
        /// True when the operator gave the licence at import because the source states none.
        var licenceGivenByOperator: Bool
        var url: String?
        var file: String
        var importedAt: String
        var records: Int

        init(_ source: RegionSource) {
            dataset = source.description.dataset
            attribution = source.description.attribution
            licence = source.description.licence
            licenceGivenByOperator = !source.description.licenceIsStated
            url = source.description.url
            file = source.description.fileName
            importedAt = Timestamp.string(source.importedAt)
            records = source.recordCount
        }
    }

    init(_ region: RegionInfo) {
        if let box = region.boundingBox {
            bbox = [box.minLongitude, box.minLatitude, box.maxLongitude, box.maxLatitude]
            center = ["latitude": box.center.latitude, "longitude": box.center.longitude]
        }
        name = region.name
        timeZone = region.timeZoneIdentifier
        dataTimestamp = region.dataTimestamp.map(Timestamp.string)
        importedAt = Timestamp.string(region.importedAt)
        toilets = region.toiletCount
    }
}
