import Community
import Foundation
import Store

/// A contribution as the API answers it: its id, kind and state, and the kind's own fields as
/// they were sent (`{"id": 12, "kind": "rate", "rating": 4, "state": "approved", …}`).
struct ContributionDTO: Encodable {
    let stored: StoredContribution
    /// The author's device id, for moderators only (never a token or its hash).
    var author: Int64?
    /// The toilet it is about, for the moderator queue.
    var toilet: ToiletSummaryDTO?

    enum CodingKeys: String, CodingKey {
        case id, toiletID = "toilet_id", state, approval, reason, createdAt = "created_at", latitude, longitude, author, toilet
    }

    func encode(to encoder: any Encoder) throws {
        try stored.contribution.kind.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stored.contribution.id, forKey: .id)
        try container.encode(stored.toiletID, forKey: .toiletID)
        try container.encode(stored.state.name, forKey: .state)
        try container.encode(Self.approval(stored.state), forKey: .approval)
        try container.encode(Self.reason(stored.state), forKey: .reason)
        try container.encode(Timestamp.string(stored.contribution.at), forKey: .createdAt)
        if let position = stored.position {
            try container.encode(position.latitude, forKey: .latitude)
            try container.encode(position.longitude, forKey: .longitude)
        }
        try container.encodeIfPresent(author, forKey: .author)
        try container.encodeIfPresent(toilet, forKey: .toilet)
    }

    static func approval(_ state: ModerationState) -> String? {
        guard case .approved(let approval) = state else { return nil }
        return switch approval {
        case .automatic: "automatic"
        case .moderator: "moderator"
        case .agreement: "agreement"
        }
    }

    static func reason(_ state: ModerationState) -> String? {
        if case .rejected(let reason) = state { reason } else { nil }
    }
}

/// `{"contribution": …}`, the answer of every write.
struct ContributionEnvelope: Encodable {
    let contribution: ContributionDTO
}

/// A toilet in a moderator's queue or a duplicate warning: enough to find it on the map.
struct ToiletSummaryDTO: Encodable {
    var id: Int64
    var name: String
    var latitude: Double
    var longitude: Double
    var distanceMeters: Double?

    enum CodingKeys: String, CodingKey {
        case id, name, latitude, longitude, distanceMeters = "distance_meters"
    }
}

/// A page of a list: `{"items": […], "page", "per_page", "total"}`.
struct PageDTO<Item: Encodable>: Encodable {
    var items: [Item]
    var page: Int
    var perPage: Int
    var total: Int

    enum CodingKeys: String, CodingKey {
        case items, page, perPage = "per_page", total
    }
}
