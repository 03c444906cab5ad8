import Foundation
import Finder
import Geo
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Model
import Store

/// The Refuge Restrooms API v1 at Refuge's own paths (with or without `.json`): its reads, with
/// `upvote` and `downvote` from the community's safe / not-safe votes.
struct RefugeController<Context: RequestContext>: Sendable {
    /// Refuge searches 20 miles around the point.
    static var byLocationRadiusMeters: Double { 20 * metersPerMile }

    let repository: any ToiletRepository
    /// `by_location` answers from memory, like nearest (see ``byLocation(_:)``).
    let live: LiveSnapshot
    /// The safety votes, when the server takes contributions.
    var community: CommunityService?

    /// The votes to show now (one lock per request).
    private func votes() -> [Toilet.ID: VoteCount] { community?.overlay.votes ?? [:] }

    /// `toilet` as a Refuge restroom with its votes.
    private static func restroom(_ toilet: Toilet, votes: [Toilet.ID: VoteCount]) -> RefugeRestroom {
        var restroom = RefugeRestroom(toilet)
        if let count = votes[toilet.id] {
            restroom.upvote = count.safe
            restroom.downvote = count.unsafe
        }
        return restroom
    }

    func register(on router: Router<Context>) {
        for suffix in ["", ".json"] {
            router.get("api/v1/restrooms\(suffix)") { request, _ in try await all(request) }
            router.get("api/v1/restrooms/search\(suffix)") { request, _ in try await search(request) }
            router.get("api/v1/restrooms/by_location\(suffix)") { request, _ in try byLocation(request) }
            router.get("api/v1/restrooms/by_date\(suffix)") { request, _ in try await byDate(request) }
        }
    }

    func all(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let (page, needs) = try (query.refugePage(), query.refugeNeeds())
        let votes = votes()
        return paged(try await repository.list(needs: needs, since: nil, page: page), request) { Self.restroom($0, votes: votes) }
    }

    func search(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let text = try query.searchText("query", expected: Expected(.refugeSearch))
        let (page, needs) = try (query.refugePage(), query.refugeNeeds())
        let votes = votes()
        return paged(try await repository.search(text, needs: needs, page: page), request) { Self.restroom($0, votes: votes) }
    }

    /// Refuge's map query, answered from the served snapshot's straight-line index and per-toilet
    /// JSON rather than the database: clients call it on every map move, and a database read
    /// plus `JSONEncoder` per toilet made it 9× slower than nearest (BENCHMARKS.md).
    func byLocation(_ request: Request) throws -> Response {
        let query = QueryParameters(request)
        let center = try query.coordinate(latitude: "lat", longitude: "lng")
        let (page, needs) = try (query.refugePage(), query.refugeNeeds())
        let snapshot = live.current, votes = votes()
        let hits = snapshot.finder.toilets(within: Self.byLocationRadiusMeters, of: center, needs: needs)
        var writer = JSONWriter(capacity: 600 * page.perPage)
        writer.beginArray()
        for hit in page.slice(hits) {
            snapshot.refugeJSON.write(hit.toilet, votes: votes[hit.toilet.id] ?? VoteCount(), distanceMeters: hit.distanceMeters, bearingDegrees: hit.bearingDegrees, to: &writer)
        }
        writer.endArray()
        var headers = pagingHeaders(Page(items: [RadiusHit](), total: hits.count, request: page), request)
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: writer.bytes)))
    }

    func byDate(_ request: Request) async throws -> Response {
        let query = QueryParameters(request)
        let date = try query.refugeDate()
        let field: DateFilter.Field = try query.bool("updated") == true ? .updated : .created
        let (page, needs) = try (query.refugePage(), query.refugeNeeds())
        let votes = votes()
        return paged(try await repository.list(needs: needs, since: DateFilter(field, date), page: page), request) { Self.restroom($0, votes: votes) }
    }

    /// A JSON array with the four paging headers and a `Link` header.
    private func paged<Item>(_ page: Page<Item>, _ request: Request, _ transform: (Item) -> RefugeRestroom) -> Response {
        JSONResponse.make(page.items.map(transform), headers: pagingHeaders(page, request))
    }

    /// `X-Page`, `X-Per-Page`, `X-Total`, `X-Total-Pages` and `Link` for one page of a list.
    private func pagingHeaders<Item>(_ page: Page<Item>, _ request: Request) -> HTTPFields {
        var headers = HTTPFields()
        headers[.xPage] = String(page.request.page)
        headers[.xPerPage] = String(page.request.perPage)
        headers[.xTotal] = String(page.total)
        headers[.xTotalPages] = String(page.totalPages)
        headers[.link] = PagingLinks.header(for: request.uri, page: page.request.page, totalPages: page.totalPages)
        return headers
    }
}

extension QueryParameters {
    /// `page` (from 1) and `per_page` (from 1, capped at 100, default 10).
    func refugePage() throws(APIError) -> PageRequest {
        let page = try integer("page", in: 1...Int(Int32.max), expected: Expected(.wholeNumberFrom, ["min": .raw("1")])) ?? 1
        let perPage = try integer("per_page", in: 1...Int.max, expected: Expected(.wholeNumberCapped)) ?? 10
        return PageRequest(page: page, perPage: perPage)
    }

    /// `ada=true` and `unisex=true` as needs; `false` filters nothing, as in Refuge.
    func refugeNeeds() throws(APIError) -> NeedsProfile {
        var needs = NeedsProfile()
        if try bool("ada") == true { needs.insert(.wheelchair) }
        if try bool("unisex") == true { needs.insert(.genderNeutral) }
        return needs
    }

    /// `day`, `month` and `year` as the start of that day in UTC; an impossible date is a 400.
    func refugeDate() throws(APIError) -> Date {
        func part(_ name: String, _ range: ClosedRange<Int>) throws(APIError) -> Int {
            guard string(name) != nil else { throw .missing(name, expected: Expected(.wholeNumber)) }
            return try integer(name, in: range, expected: .wholeNumber(range)) ?? 0
        }
        let (day, month, year) = try (part("day", 1...31), part("month", 1...12), part("year", 1...9999))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw APIError(.badRequest, code: "invalid_date", .invalidDate, ["date": .raw("\(year)-\(month)-\(day)")], field: "day")
        }
        return date
    }
}

extension HTTPField.Name {
    // Constant, valid header names: the initializer fails only for invalid tokens.
    static let xPage = HTTPField.Name("X-Page")!
    static let xPerPage = HTTPField.Name("X-Per-Page")!
    static let xTotal = HTTPField.Name("X-Total")!
    static let xTotalPages = HTTPField.Name("X-Total-Pages")!
    static let link = HTTPField.Name("Link")!
}
