import Community
import Foundation
import Geo
import Hummingbird
import Localization
import Model
import Store

/// The write API: devices, new toilets, and what a device says about a toilet (see
/// `/api/openapi.json`). Every write needs a device token, passes the rate limits and the honeypot,
/// and answers 201 with the stored contribution and its moderation state.
struct ContributionsController: Sendable {
    let community: CommunityService

    /// Each per-toilet write: its path, its body's fields, and how they make a contribution.
    struct ToiletWrite: Sendable {
        let path: String
        let fields: Set<String>
        let kind: @Sendable (JSONBody) throws(APIError) -> ContributionKind
    }

    static let honeypot = "website"

    static let toiletWrites: [ToiletWrite] = [
        ToiletWrite(path: "edits", fields: ["changes"]) { body throws(APIError) in .edit(try changes(body)) },
        ToiletWrite(path: "closures", fields: ["closure"]) { body throws(APIError) in
            let values = ClosureKind.allCases.map(\.rawValue)
            let raw = try body.string("closure", required: true, expected: Expected(.oneOf, ["list": .raw(values.joined(separator: ", "))])) ?? ""
            guard let closure = ClosureKind(rawValue: raw) else {
                throw APIError.invalid("closure", raw, expected: Expected(.oneOf, ["list": .raw(values.joined(separator: ", "))]), code: "invalid_field")
            }
            return .reportClosed(closure)
        },
        ToiletWrite(path: "confirmations", fields: ["field"]) { body throws(APIError) in
            .confirm(field: try body.string("field", expected: Expected(.confirmField)))
        },
        ToiletWrite(path: "visits", fields: ["open"]) { body throws(APIError) in .wasOpen(try body.bool("open", required: true) ?? false) },
        ToiletWrite(path: "ratings", fields: ["rating"]) { body throws(APIError) in
            .rate(try body.integer("rating", required: true, in: 1...5, expected: .wholeNumber(1...5)) ?? 0)
        },
        ToiletWrite(path: "votes", fields: ["safe"]) { body throws(APIError) in .vote(safe: try body.bool("safe", required: true) ?? false) },
        ToiletWrite(path: "comments", fields: ["text"]) { body throws(APIError) in
            .comment(try body.string("text", required: true, expected: Expected(.commentText)) ?? "")
        },
    ]

    func register(on router: Router<AppRequestContext>) {
        router.post("api/devices") { _, context in
            let token = try await community.registerDevice(address: context.clientKey)
            return JSONResponse.make(["token": token], status: .created)
        }
        router.post("api/toilets") { request, context in try await addToilet(request, context) }
        for write in Self.toiletWrites {
            router.post("api/toilets/{id}/\(write.path)") { request, context in try await toiletWrite(write, request, context) }
        }
        router.get("api/contributions/mine") { request, _ in try await mine(request) }
    }

    /// A write about an existing toilet.
    func toiletWrite(_ write: ToiletWrite, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let device = try await community.device(request)
        let body = try await Self.body(request, allowed: write.fields)
        let id = try PathID.read(context, what: .toiletID)
        let kind = try write.kind(body)
        _ = try await community.existingToilet(id)
        let stored = try await community.submit(kind, by: device, address: context.clientKey, toilet: id, position: nil)
        return JSONResponse.make(ContributionEnvelope(contribution: ContributionDTO(stored: stored)), status: .created)
    }

    /// A new toilet: 409 with the toilets within 50 m unless `confirm_new` says it is another one.
    func addToilet(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let device = try await community.device(request)
        let body = try await Self.body(request, allowed: ["latitude", "longitude", "fields", "confirm_new"])
        let position = try Self.position(body)
        let fields = try body.stringMap("fields", required: true) ?? [:]
        if try body.bool("confirm_new") != true {
            let nearby = try await community.possibleDuplicates(of: position)
            if !nearby.isEmpty { return Self.duplicates(nearby, language: request.language) }
        }
        let stored = try await community.submit(.add(fields: fields), by: device, address: context.clientKey, toilet: nil, position: position)
        return JSONResponse.make(ContributionEnvelope(contribution: ContributionDTO(stored: stored)), status: .created)
    }

    /// The device's own contributions, newest first, in every state.
    func mine(_ request: Request) async throws -> Response {
        let device = try await community.device(request)
        let page = try Self.page(QueryParameters(request))
        let result = try await community.store.contributions(device: device.id, page: page)
        return JSONResponse.make(PageDTO(items: result.items.map { ContributionDTO(stored: $0) }, page: page.page,
                                         perPage: page.perPage, total: result.total))
    }

    // MARK: - Reading the request

    /// The body, with the honeypot checked: a person never fills the hidden `website` field.
    static func body(_ request: Request, allowed: Set<String>) async throws -> JSONBody {
        let body = try await JSONBody.read(request, allowed: allowed.union([honeypot]))
        if let trap = try body.string(honeypot), !trap.isEmpty {
            throw APIError(.badRequest, code: "spam_suspected", .honeypot, field: honeypot)
        }
        return body
    }

    static func position(_ body: JSONBody) throws(APIError) -> Coordinate {
        let latitude = try body.double("latitude", required: true, in: -90...90, expected: Expected(.latitudeFrom)) ?? 0
        let longitude = try body.double("longitude", required: true, in: -180...180, expected: Expected(.longitudeFrom)) ?? 0
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    static func changes(_ body: JSONBody) throws(APIError) -> [FieldChange] {
        let expected = Expected(.changesList)
        let items = try body.array("changes", required: true, expected: expected) ?? []
        return try items.enumerated().map { index, item throws(APIError) in
            guard case .object(let object) = item, let field = object["field"], case .string(let name) = field,
                  Set(object.keys).isSubset(of: ["field", "from", "to"]) else {
                throw APIError(.badRequest, code: "invalid_field", .mustBe, ["field": .raw("changes[\(index)]"), "expected": .expected(expected)], field: "changes")
            }
            func text(_ key: String) throws(APIError) -> String? {
                switch object[key] {
                case .string(let value): return value
                case nil, .null?: return nil
                default: throw APIError(.badRequest, code: "invalid_field", .textOrNull, ["field": .raw("changes.\(name).\(key)")], field: "changes.\(name)")
                }
            }
            return FieldChange(field: name, from: try text("from"), to: try text("to"))
        }
    }

    static func page(_ query: QueryParameters) throws(APIError) -> PageRequest {
        let page = try query.integer("page", in: 1...10_000, expected: Expected(.pageNumber)) ?? 1
        let perPage = try query.integer("per_page", in: 1...100, expected: Expected(.pageSize)) ?? 20
        return PageRequest(page: page, perPage: perPage)
    }

    static func duplicates(_ nearby: [NearbyToilet], language: Language) -> Response {
        struct Answer: Encodable {
            var error: APIError.Body.Detail
            var duplicates: [ToiletSummaryDTO]
        }
        let error = APIError(.conflict, code: "possible_duplicate", nearby.count == 1 ? .possibleDuplicateOne : .possibleDuplicateMany,
                             ["count": .raw(String(nearby.count))], field: "latitude")
        let items = nearby.map {
            ToiletSummaryDTO(id: $0.toilet.id.rawValue, name: $0.toilet.displayName, latitude: $0.toilet.coordinate.latitude,
                             longitude: $0.toilet.coordinate.longitude, distanceMeters: ($0.distanceMeters * 10).rounded() / 10)
        }
        return JSONResponse.make(Answer(error: error.body(in: language).error, duplicates: items), status: .conflict)
    }
}
