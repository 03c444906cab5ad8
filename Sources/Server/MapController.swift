import Foundation
import Geo
import Hummingbird
import Model
import OpeningHours
import Store

/// What the web app needs beyond nearest: place search, the offline base map, the region pack.
struct MapController<Context: RequestContext>: Sendable {
    static var maxBoxDegrees: Double { 0.5 }
    static var maxFeatures: Int { 20_000 }
    static var maxPackRadiusMeters: Double { 20_000 }
    static var maxPackToilets: Int { 2_000 }

    let store: any ToiletRepository & MapDataRepository
    let now: @Sendable () -> Date

    func register(on router: Router<Context>) {
        router.get("api/search") { request, _ in try await search(request) }
        router.get("api/basemap") { request, _ in try await basemap(request) }
        router.get("api/region-pack") { request, _ in try await regionPack(request) }
    }

    /// Places and toilets by name; with `lat`/`lon`, equally good matches nearest first.
    func search(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let text = try query.searchText("q", expected: Expected(.placeSearch))
        let near = query.string("lat") == nil && query.string("lon") == nil ? nil : try query.coordinate(latitude: "lat", longitude: "lon")
        let limit = try query.integer("limit", in: 1...50, expected: .wholeNumber(1...50)) ?? 10
        let places = try await store.places(matching: text, near: near, limit: limit).map(SearchResultDTO.init)
        let toilets = try await store.search(text, needs: [], page: PageRequest(page: 1, perPage: limit)).items
            .filter { $0.attributes.name.isKnown }
            .map { SearchResultDTO($0, language: request.language) }
        // Each result's rank is computed once, not once per comparison.
        let merged = (toilets + places).map { result in
            (result, PlaceRanking.matchQuality(name: result.name, query: text),
             near.map { $0.distanceMeters(to: Coordinate(latitude: result.latitude, longitude: result.longitude)) } ?? 0)
        }
        .sorted { ($0.1, $0.2) < ($1.1, $1.2) }
        .map(\.0)
        return JSONResponse.make(["results": Array(merged.prefix(limit))])
    }

    /// The base-map shapes in `bbox=minLon,minLat,maxLon,maxLat`, as GeoJSON.
    func basemap(_ request: Request) async throws -> Response {
        let box = try QueryParameters(request).boundingBox("bbox", maxDegrees: Self.maxBoxDegrees)
        let features = try await store.mapFeatures(in: box, limit: Self.maxFeatures)
        var headers = HTTPFields()
        headers[.cacheControl] = "public, max-age=86400"
        return JSONResponse.make(GeoJSONFeatureCollection(features), headers: headers)
    }

    /// Toilets around a point with what offline filtering and "open now" need for a week.
    func regionPack(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let center = try query.coordinate(latitude: "lat", longitude: "lon")
        let radius = try query.double("radiusMeters", expected: Expected(.radiusUpTo)) ?? 5_000
        guard radius > 0, radius <= Self.maxPackRadiusMeters else {
            throw APIError.invalid("radiusMeters", query.string("radiusMeters") ?? "", expected: Expected(.radiusRange))
        }
        let start = now()
        var toilets: [Toilet] = []
        var page = 1
        while toilets.count < Self.maxPackToilets {
            let result = try await store.nearby(center, radiusMeters: radius, needs: [], page: PageRequest(page: page, perPage: 100))
            toilets += result.items.map(\.toilet)
            if page >= result.totalPages { break }
            page += 1
        }
        return JSONResponse.make(RegionPackDTO(toilets: toilets, from: start, language: request.language))
    }
}

extension QueryParameters {
    /// `minLon,minLat,maxLon,maxLat`, each side at most `maxDegrees` long.
    func boundingBox(_ name: String, maxDegrees: Double) throws(APIError) -> BoundingBox {
        let expected = Expected(.boundingBox, ["degrees": .raw("\(maxDegrees)")])
        let raw = try requiredString(name, expected: expected)
        guard let numbers = QueryGrammar.decimals(raw, count: 4),
              (-180...180).contains(numbers[0]), (-180...180).contains(numbers[2]),
              (-90...90).contains(numbers[1]), (-90...90).contains(numbers[3]),
              numbers[0] < numbers[2], numbers[1] < numbers[3],
              numbers[2] - numbers[0] <= maxDegrees, numbers[3] - numbers[1] <= maxDegrees
        else { throw .invalid(name, raw, expected: expected) }
        return BoundingBox(minLatitude: numbers[1], minLongitude: numbers[0], maxLatitude: numbers[3], maxLongitude: numbers[2])
    }
}
