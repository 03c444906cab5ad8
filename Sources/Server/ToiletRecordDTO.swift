import Foundation
import Localization
import Community
import Hummingbird
import Model

/// The full ToiletNow record of `GET /api/toilets/{id}`: every attribute with its state
/// (`yes`/`no`/`unknown`), its value, the tag it was read from and its source.
struct ToiletRecordDTO: Encodable {
    struct Source: Encodable {
        var dataset: String
        var type: String
        var id: Int64
        var version: Int?
        var timestamp: String?
        var url: String?

        init(_ provenance: Provenance) {
            dataset = provenance.dataset
            type = provenance.elementType
            id = provenance.elementID
            version = provenance.version
            timestamp = provenance.timestamp.map(Timestamp.string)
            url = provenance.url?.absoluteString
        }
    }

    struct AttributeDTO: Encodable {
        var state: TriState
        var value: AnyEncodableValue?
        var field: String?
        var source: Source?
        /// Which layer gave the value: `osm` (or another imported dataset) or `community`.
        var origin: String?
        /// When the value was last confirmed, by how many devices, and that as a phrase (with the write API only).
        var confirmedAt: String?
        var confirmedBy: Int?
        var freshness: String?

        enum CodingKeys: String, CodingKey {
            case state, value, field, source, origin, confirmedAt = "confirmed_at", confirmedBy = "confirmed_by", freshness
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(state, forKey: .state)
            try container.encodeIfPresent(value, forKey: .value)
            try container.encodeIfPresent(field, forKey: .field)
            try container.encodeIfPresent(source, forKey: .source)
            try container.encodeIfPresent(origin, forKey: .origin)
            if let freshness {
                try container.encode(confirmedAt, forKey: .confirmedAt)
                try container.encode(confirmedBy, forKey: .confirmedBy)
                try container.encode(freshness, forKey: .freshness)
            }
        }
    }

    var id: Int64
    var revision: Int64
    var name: String
    var kind: String
    var venue: String?
    var latitude: Double
    var longitude: Double
    var region: String
    var timeZone: String
    var sources: [Source]
    var attributes: [String: AttributeDTO]
    var createdAt: String
    var updatedAt: String
    /// Hours evaluated at the request's instant; set by the controller.
    var hours: HoursDTO?
    /// Every source of the record with its licence and the values it gave (``ProvenanceDTO``).
    var provenance: [ProvenanceDTO]?
    /// What the community says (with the write API only); set by the controller.
    var community: CommunityDTO?

    init(_ toilet: Toilet) {
        id = toilet.id.rawValue
        revision = toilet.revision
        name = toilet.displayName
        switch toilet.kind {
        case .dedicated: kind = "dedicated"
        case .inVenue(let place): kind = "venue"; venue = place
        }
        latitude = toilet.coordinate.latitude
        longitude = toilet.coordinate.longitude
        region = toilet.region
        timeZone = toilet.timeZoneIdentifier
        sources = toilet.sources.map(Source.init)
        attributes = AttributeTable.entries(of: toilet.attributes).reduce(into: [:]) { result, entry in
            let source = entry.source.flatMap { toilet.sources.indices.contains($0) ? Source(toilet.sources[$0]) : nil }
            result[entry.name] = AttributeDTO(state: entry.state, value: entry.value, field: entry.field, source: source,
                                              origin: source.map { $0.dataset == "community" ? "community" : $0.dataset })
        }
        createdAt = Timestamp.string(toilet.createdAt)
        updatedAt = Timestamp.string(toilet.updatedAt)
    }

    /// The record through the one toilet writer (``ToiletJSON``): the same top-level keys as
    /// a `/api/nearest` result's toilet, plus `community` with the write API.
    func response(for toilet: Toilet, language: Language) -> Response {
        var w = JSONWriter(capacity: 4096)
        ToiletJSON.write(toilet, language: language, to: &w, attributes: { w in
            w.raw(ToiletJSON.encoded(attributes))
        }, hours: { w in
            if let hours { w.raw(ToiletJSON.encoded(hours)) } else { w.null() }
        }, extra: { [community, provenance] w in
            if let provenance { w.key("provenance"); w.raw(ToiletJSON.encoded(provenance)) }
            if let community { w.key("community"); w.raw(ToiletJSON.encoded(community)) }
        })
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: w.bytes)))
    }

    /// Adds the community block and each known attribute's freshness.
    mutating func addCommunity(_ toilet: Toilet, contributions: [ReviewedContribution], now: Date, language: Language = .english) {
        community = CommunityDTO(toilet: toilet, contributions: contributions, now: now, language: language)
        for entry in AttributeTable.entries(of: toilet.attributes) where entry.value != nil {
            let freshness = AttributeFreshness(field: entry.name, toilet: toilet, sourceIndex: entry.source, contributions: contributions,
                                               now: now, language: language)
            attributes[entry.name]?.confirmedAt = freshness.confirmedAt
            attributes[entry.name]?.confirmedBy = freshness.confirmedBy
            attributes[entry.name]?.freshness = freshness.phrase
        }
    }
}

/// A JSON value of one of the kinds attributes hold.
enum AnyEncodableValue: Encodable {
    case string(String), bool(Bool), strings([String]), address(Address)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .strings(let value): try container.encode(value)
        case .address(let value): try container.encode(value)
        }
    }
}
