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
        router.get("api/regions") { _, _ in JSONResponse.make(try await repository.regions().map(RegionDTO.init)) }
    }

    func toilet(_ request: Request, _ context: Context) async throws -> Response {
        let raw = context.parameters.get("id") ?? ""
        guard let number = QueryGrammar.integer(raw), number > 0 else {
            throw APIError.invalid("id", raw, expected: "a toilet id, a whole number from 1")
        }
        let at = try QueryParameters(request).instant("at") ?? now()
        guard let toilet = try await repository.toilet(id: Toilet.ID(Int64(number))) else {
            throw APIError.notFound("no toilet with id \(number)", field: "id")
        }
        var record = ToiletRecordDTO(toilet)
        record.hours = HoursDTO(toilet, at: at, includeWeek: true)
        if let community {
            let contributions = try await community.store.contributions(toilet: toilet.id.rawValue).map(\.reviewed)
            record.addCommunity(toilet, contributions: contributions, now: at)
        }
        return JSONResponse.make(record)
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
            throw APIError.invalid("needs", unknown.name, expected: "a comma-separated list of \(names)")
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
