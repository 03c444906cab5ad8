import Foundation
import Geo
import Hummingbird
import Model
import Store

/// The ToiletNow API: one toilet's full record, and the nearest toilets.
struct ToiletsController<Context: RequestContext>: Sendable {
    /// The radii `nearest` widens through until it has enough toilets.
    static var nearestRadiiMeters: [Double] { [1_000, 5_000, 25_000, ToiletRepositoryLimits.maxRadiusMeters] }
    static var maxNearestLimit: Int { 20 }

    let repository: any ToiletRepository
    let now: @Sendable () -> Date

    func register(on router: Router<Context>) {
        router.get("api/toilets/{id}") { request, context in try await toilet(request, context) }
        router.get("api/nearest") { request, _ in try await nearest(request) }
        router.get("api/regions") { _, _ in JSONResponse.make(try await repository.regions().map(RegionDTO.init)) }
    }

    func toilet(_ request: Request, _ context: Context) async throws -> Response {
        let raw = context.parameters.get("id") ?? ""
        guard let number = Int64(raw), number > 0 else {
            throw APIError.invalid("id", raw, expected: "a toilet id, a whole number from 1")
        }
        let at = try QueryParameters(request).instant("at") ?? now()
        guard let toilet = try await repository.toilet(id: Toilet.ID(number)) else {
            throw APIError.notFound("no toilet with id \(number)", field: "id")
        }
        var record = ToiletRecordDTO(toilet)
        record.hours = HoursDTO(toilet, at: at, includeWeek: true)
        return JSONResponse.make(record)
    }

    func nearest(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let center = try query.coordinate(latitude: "lat", longitude: "lon")
        let limit = try query.integer("limit", in: 1...Self.maxNearestLimit, expected: "a whole number from 1 to \(Self.maxNearestLimit)") ?? 3
        let needs = try query.needs()
        let at = try query.instant("at") ?? now()
        var found: [NearbyToilet] = []
        for radius in Self.nearestRadiiMeters {
            found = try await repository.nearby(center, radiusMeters: radius, needs: needs, page: PageRequest(page: 1, perPage: limit)).items
            if found.count >= limit { break }
        }
        return JSONResponse.make(NearestResponse(ranking: "straight_line", results: found.map { NearestResponse.Result($0, at: at) }))
    }
}

extension QueryParameters {
    /// `needs=wheelchair,changing_table,gender_neutral,free,public`.
    func needs() throws(APIError) -> NeedsProfile {
        guard let raw = string("needs"), !raw.isEmpty else { return [] }
        switch NeedsProfile.parse(raw) {
        case .success(let needs): return needs
        case .failure(let unknown):
            let names = NeedsProfile.names.map(\.0).joined(separator: ", ")
            throw APIError.invalid("needs", unknown.name, expected: "a comma-separated list of \(names)")
        }
    }
}

struct NearestResponse: Encodable {
    struct Result: Encodable {
        var toilet: ToiletRecordDTO
        var distanceMeters: Double
        var bearingDegrees: Double

        init(_ nearby: NearbyToilet, at date: Date) {
            toilet = ToiletRecordDTO(nearby.toilet)
            toilet.hours = HoursDTO(nearby.toilet, at: date, includeWeek: false)
            distanceMeters = (nearby.distanceMeters * 10).rounded() / 10
            bearingDegrees = (nearby.bearingDegrees * 10).rounded() / 10
        }
    }

    /// How results are ranked: `straight_line` until a walking graph is loaded.
    var ranking: String
    var results: [Result]
}

struct RegionDTO: Encodable {
    var name: String
    var timeZone: String
    var dataTimestamp: String?
    var importedAt: String
    var toilets: Int

    init(_ region: RegionInfo) {
        name = region.name
        timeZone = region.timeZoneIdentifier
        dataTimestamp = region.dataTimestamp.map(Timestamp.string)
        importedAt = Timestamp.string(region.importedAt)
        toilets = region.toiletCount
    }
}
