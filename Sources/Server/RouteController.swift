import Foundation
import Finder
import Geo
import Hummingbird
import Model
import Routing

/// Nearest by walking time, a route to one toilet, and the off-route check.
struct RouteController<Context: QueryCheckingContext>: Sendable {
    static var maxNearestLimit: Int { 20 }

    /// The finder and its JSON cache, swapped when the database changes: each request reads it once.
    let live: LiveSnapshot
    /// The community's signals (closures, "found open"), when the server takes contributions.
    let community: CommunityService?
    let now: @Sendable () -> Date

    func register(on router: Router<Context>) {
        router.get("api/nearest") { request, context in try nearest(request, query: context.checkedQuery) }
        router.get("api/route") { request, _ in try route(request) }
        router.get("api/route/progress") { request, _ in try progress(request) }
    }

    /// `query`: the parameters as ``QueryCheckMiddleware`` checked them, when it did.
    func nearest(_ request: Request, query checked: QueryParameters? = nil) throws -> Response {
        let query = checked ?? QueryParameters(request)
        let origin = try query.coordinate(latitude: "lat", longitude: "lon")
        let limit = try query.integer("limit", in: 1...Self.maxNearestLimit,
                                      expected: .wholeNumber(1...Self.maxNearestLimit)) ?? 3
        let routes = try query.choice("routes", among: ["first", "all"])
        let geometry = try query.choice("geometry", among: ["polyline", "geojson"])
        let finderQuery = FinderQuery(origin: origin, now: try query.instant("at") ?? now(), needs: try query.needs(),
                                      limit: limit, routesForAll: routes == "all", community: community?.overlay.current ?? .none,
                                      language: request.language, order: try query.order(), minRating: try query.minimumRating())
        let snapshot = live.current
        return bytesResponse(NearestJSON.result(snapshot.finder.nearest(finderQuery), query: finderQuery, cache: snapshot.nearestJSON,
                                             withGeoJSON: geometry == "geojson", finder: snapshot.finder))
    }

    func route(_ request: Request) throws -> Response {
        let query = QueryParameters(request)
        let from = try query.pair("from")
        let raw = try query.requiredString("to", expected: Expected(.toiletID))
        guard let id = QueryGrammar.integer(raw), id > 0 else { throw APIError.invalid("to", raw, expected: Expected(.idNumber, ["what": .expected(Expected(.toiletID))])) }
        let number = Int64(id)
        let finder = live.current.finder
        guard finder.toilet(Toilet.ID(number)) != nil else { throw APIError.noToilet(number, field: "to") }
        guard let route = finder.route(from: from, to: Toilet.ID(number)) else {
            throw APIError(.notFound, code: "no_route", .noRoute, ["id": .raw(String(number))], field: "from")
        }
        var w = JSONWriter()
        NearestJSON.route(route, withGeoJSON: true, language: request.language, to: &w)
        return bytesResponse(w.bytes)
    }

    /// Where the walker stands against a route they follow: off by how much, whether to re-route
    /// (more than 30 m off on two fixes in a row: pass the previous answer's `isOff` as `wasOff`).
    func progress(_ request: Request) throws -> Response {
        let query = QueryParameters(request)
        let text = try query.requiredString("polyline", expected: Expected(.polylineParameter))
        guard text.utf8.count <= QueryParameters.maxLength(of: "polyline"), let points = Polyline.decode(text), points.count >= 2 else {
            throw APIError.invalid("polyline", String(text.prefix(40)), expected: Expected(.polylinePoints))
        }
        let position = try query.coordinate(latitude: "lat", longitude: "lon")
        let wasOff = try query.bool("wasOff") ?? false
        let meters = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distanceMeters(to: $1.1) }
        let seconds = try query.double("seconds", expected: Expected(.routeSeconds)) ?? meters / WalkingProfile.standard.metersPerSecond
        let leg = WalkingRoute.Leg(edge: nil, coordinates: points, meters: meters, millis: UInt32(max(0, min(seconds, 86_400)) * 1000),
                                   name: nil, isSteps: false)
        var monitor = OffRouteMonitor(route: WalkingRoute(legs: [leg]), fixesToReroute: wasOff ? 1 : 2)
        let status = monitor.update(with: position)
        var w = JSONWriter()
        w.beginObject()
        w.key("distanceFromRouteMeters"); w.number(status.distanceFromRoute, decimals: 1)
        w.key("isOff"); w.bool(status.isOffRoute)
        w.key("shouldReroute"); w.bool(status.shouldReroute)
        w.key("remainingMeters"); w.number(status.metersLeft, decimals: 0)
        w.key("remainingSeconds"); w.number(status.secondsLeft, decimals: 0)
        w.endObject()
        return bytesResponse(w.bytes)
    }

    private func bytesResponse(_ bytes: [UInt8]) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

extension QueryParameters {
    /// `lat,lon` in one parameter.
    func pair(_ name: String) throws(APIError) -> Coordinate {
        let expected = Expected(.coordinatePair)
        let raw = try requiredString(name, expected: expected)
        guard let parts = QueryGrammar.decimals(raw, count: 2), let coordinate = Coordinate(validatingLatitude: parts[0], longitude: parts[1]) else {
            throw .invalid(name, raw, expected: expected)
        }
        return coordinate
    }
}
