import Community
import Foundation
import Hummingbird
import Store

/// The moderator's API: the queue, approve, reject with a reason, revert a revision, ban a
/// device. Only moderator tokens (made with `toiletnow moderators add`) pass.
struct ModerationController: Sendable {
    let community: CommunityService

    func register(on router: Router<AppRequestContext>) {
        router.get("api/moderation/queue") { request, _ in try await queue(request) }
        router.post("api/moderation/contributions/{id}/approve") { request, context in
            try await decide(request, context, reasonRequired: false)
        }
        router.post("api/moderation/contributions/{id}/reject") { request, context in
            try await decide(request, context, reasonRequired: true)
        }
        router.post("api/moderation/devices/{id}/ban") { request, context in try await ban(request, context) }
    }

    /// Pending contributions, oldest first, with their author's device id and their toilet.
    func queue(_ request: Request) async throws -> Response {
        _ = try await community.moderator(request)
        let page = try ContributionsController.page(QueryParameters(request))
        let result = try await community.store.pending(page: page)
        var items: [ContributionDTO] = []
        for stored in result.items {
            var item = ContributionDTO(stored: stored)
            item.author = try await community.store.device(tokenHash: stored.contribution.author.hash)?.id
            if let id = stored.toiletID, let toilet = try await community.toilets.toilet(id: .init(id)) {
                item.toilet = ToiletSummaryDTO(id: id, name: toilet.displayName, latitude: toilet.coordinate.latitude,
                                               longitude: toilet.coordinate.longitude)
            }
            items.append(item)
        }
        return JSONResponse.make(PageDTO(items: items, page: page.page, perPage: page.perPage, total: result.total))
    }

    /// Approves, or rejects with a reason the author will read.
    func decide(_ request: Request, _ context: AppRequestContext, reasonRequired: Bool) async throws -> Response {
        let moderator = try await community.moderator(request)
        let body = try await JSONBody.read(request, allowed: reasonRequired ? ["reason"] : [])
        let id = try PathID.read(context, what: .contributionID)
        let name = moderator.name ?? "moderator \(moderator.id)"
        let event: ModerationEvent
        if reasonRequired {
            let reason = try body.string("reason", required: true, expected: Expected(.rejectReason)) ?? ""
            event = .reject(moderator: name, reason: reason)
        } else {
            event = .approve(moderator: name)
        }
        do {
            let stored = try await community.store.moderate(id, event, at: community.now(), policy: community.policy)
            return JSONResponse.make(ContributionEnvelope(contribution: ContributionDTO(stored: stored)))
        } catch let error as ContributionStoreError {
            throw CommunityService.apiError(error)
        }
    }

    /// Bans a device: its pending contributions are rejected, and its token stops working.
    func ban(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        _ = try await community.moderator(request)
        _ = try await JSONBody.read(request, allowed: [])
        let id = try PathID.read(context, what: .deviceID)
        do {
            let rejected = try await community.store.ban(device: id, at: community.now(), policy: community.policy)
            return JSONResponse.make(["rejected": rejected])
        } catch let error as ContributionStoreError {
            throw CommunityService.apiError(error)
        }
    }
}
