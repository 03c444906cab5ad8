import Community
import Foundation
import Hummingbird

/// `POST /api/v1/restrooms`: a new toilet in Refuge's fields, under the same token, limits,
/// duplicate warning and moderation as `POST /api/toilets`.
///
/// Refuge's fields map to ours: `accessible` → `wheelchair` yes/no, `unisex: true` →
/// `gender` unisex (false says nothing: a toilet that is not unisex may still be usable),
/// `changing_table` → yes/no, `directions` and `comment` → `description`, the address parts
/// to the address.
struct RefugeWriteController: Sendable {
    let community: CommunityService

    static let fields: Set<String> = ["name", "street", "city", "state", "country", "accessible", "unisex", "changing_table",
                                      "directions", "comment", "latitude", "longitude", "confirm_new"]

    func register(on router: Router<AppRequestContext>) {
        for suffix in ["", ".json"] {
            router.post("api/v1/restrooms\(suffix)") { request, context in try await add(request, context) }
        }
    }

    func add(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let device = try await community.device(request)
        let body = try await ContributionsController.body(request, allowed: Self.fields)
        let position = try ContributionsController.position(body)
        let fields = try Self.fields(body)
        if try body.bool("confirm_new") != true {
            let nearby = try await community.possibleDuplicates(of: position)
            if !nearby.isEmpty { return ContributionsController.duplicates(nearby, language: request.language) }
        }
        let stored = try await community.submit(.add(fields: fields), by: device, address: context.clientKey, toilet: nil, position: position)
        return JSONResponse.make(ContributionEnvelope(contribution: ContributionDTO(stored: stored)), status: .created)
    }

    /// Refuge's fields as ours; empty texts are left out (unknown).
    static func fields(_ body: JSONBody) throws(APIError) -> [String: String] {
        var fields: [String: String] = [:]
        fields["name"] = try body.string("name", required: true, expected: Expected(.restroomName))
        for (refuge, ours) in [("street", "street"), ("city", "city"), ("state", "state"), ("country", "country")] {
            if let text = try body.string(refuge), !text.trimmingCharacters(in: .whitespaces).isEmpty { fields[ours] = text }
        }
        if let accessible = try body.bool("accessible") { fields["wheelchair"] = accessible ? "yes" : "no" }
        if try body.bool("unisex") == true { fields["gender"] = "unisex" }
        if let table = try body.bool("changing_table") { fields["changing_table"] = table ? "yes" : "no" }
        let notes = try [body.string("directions"), body.string("comment")].compactMap { $0 }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        if !notes.isEmpty { fields["description"] = notes.joined(separator: "\n") }
        return fields
    }
}
