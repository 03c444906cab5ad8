import Foundation
import Geo
import Model

extension RecordScanner {
    /// A whole ``Model/Toilet`` in the shape its synthesized `Codable` writes, with dates as
    /// seconds since 1970 (the coder's `.secondsSince1970`), followed by nothing but whitespace.
    mutating func toilet() throws(ToiletRecordError) -> Toilet {
        var draft = ToiletFields()
        var seen: UInt32 = 0
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            guard let bit = Self.toiletKeys.firstIndex(where: { self.key(key, is: $0) }) else {
                throw unknownKey(key, in: "a toilet")
            }
            try mark(&seen, bit, key: key)
            try readToiletField(bit, into: &draft)
        }
        try expectEnd()
        guard let id = draft.id, let revision = draft.revision, let kind = draft.kind, let coordinate = draft.coordinate,
              let region = draft.region, let timeZone = draft.timeZone, let sources = draft.sources,
              let attributes = draft.attributes, let createdAt = draft.createdAt, let updatedAt = draft.updatedAt else {
            let missing = Self.toiletKeys.indices.first { seen & (1 << $0) == 0 && !Self.optionalToiletKeys.contains($0) } ?? 0
            throw failure("the key \"\(Self.toiletKeys[missing])\" in the toilet")
        }
        return Toilet(id: Toilet.ID(id), revision: revision, kind: kind, coordinate: coordinate, region: region,
                      timeZoneIdentifier: timeZone, countryCode: draft.countryCode, sources: sources, attributes: attributes,
                      hoursProblem: draft.hoursProblem, createdAt: createdAt, updatedAt: updatedAt)
    }

    /// A toilet's fields as they are read, before all are known.
    struct ToiletFields {
        var id: Int64?, revision: Int64?, kind: Toilet.Kind?, coordinate: Coordinate?
        var region: String?, timeZone: String?, countryCode: String?, hoursProblem: String?
        var sources: [Provenance]?, attributes: ToiletAttributes?, createdAt: Date?, updatedAt: Date?
    }

    static let toiletKeys: [StaticString] = [
        "attributes", "coordinate", "countryCode", "createdAt", "hoursProblem", "id", "kind", "region",
        "revision", "sources", "timeZoneIdentifier", "updatedAt",
    ]
    /// `countryCode` and `hoursProblem`: absent or `null` when nil.
    static let optionalToiletKeys: Set<Int> = [2, 4]

    private mutating func readToiletField(_ index: Int, into t: inout ToiletFields) throws(ToiletRecordError) {
        switch index {
        case 0: t.attributes = try attributes()
        case 1: t.coordinate = try coordinate()
        case 2: t.countryCode = consumeNull() ? nil : try internedString()
        case 3: t.createdAt = Date(timeIntervalSince1970: try double())
        case 4: t.hoursProblem = consumeNull() ? nil : try internedString()
        case 5: t.id = try int64()
        case 6: t.kind = try kind()
        case 7: t.region = try internedString()
        case 8: t.revision = try int64()
        case 9:
            var sources: [Provenance] = []
            try array { (scanner: inout RecordScanner) throws(ToiletRecordError) in sources.append(try scanner.provenance()) }
            t.sources = sources
        case 10: t.timeZone = try internedString()
        default: t.updatedAt = Date(timeIntervalSince1970: try double())
        }
    }

    /// `{"dedicated":{}}` or `{"inVenue":{"_0":"cafe"}}`, the synthesized shape of an enum
    /// with an associated value.
    mutating func kind() throws(ToiletRecordError) -> Toilet.Kind {
        try beginObject()
        var isFirst = true
        guard let key = try nextKey(isFirst: &isFirst) else { throw failure("\"dedicated\" or \"inVenue\"") }
        let kind: Toilet.Kind
        var inner = true
        if self.key(key, is: "dedicated") {
            try beginObject()
            guard try nextKey(isFirst: &inner) == nil else { throw failure("an empty object for \"dedicated\"") }
            kind = .dedicated
        } else if self.key(key, is: "inVenue") {
            try beginObject()
            guard let valueKey = try nextKey(isFirst: &inner), self.key(valueKey, is: "_0") else { throw failure("the key \"_0\"") }
            kind = .inVenue(try internedString())
            guard try nextKey(isFirst: &inner) == nil else { throw failure("\"}\" after the venue") }
        } else {
            throw unknownKey(key, in: "a toilet kind")
        }
        guard try nextKey(isFirst: &isFirst) == nil else { throw failure("\"}\" after the kind") }
        return kind
    }

    mutating func coordinate() throws(ToiletRecordError) -> Coordinate {
        var latitude: Double?, longitude: Double?
        var seen: UInt32 = 0
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            if self.key(key, is: "latitude") { try mark(&seen, 0, key: key); latitude = try double() }
            else if self.key(key, is: "longitude") { try mark(&seen, 1, key: key); longitude = try double() }
            else { throw unknownKey(key, in: "a coordinate") }
        }
        guard let latitude, let longitude else { throw failure("\"latitude\" and \"longitude\" in the coordinate") }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// One ``Model/Provenance``: `version` and `timestamp` optional, absent or `null`.
    mutating func provenance() throws(ToiletRecordError) -> Provenance {
        var dataset: String?, elementType: String?, elementID: Int64?, version: Int?, timestamp: Date?
        var seen: UInt32 = 0
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            if self.key(key, is: "dataset") { try mark(&seen, 0, key: key); dataset = try internedString() }
            else if self.key(key, is: "elementType") { try mark(&seen, 1, key: key); elementType = try internedString() }
            else if self.key(key, is: "elementID") { try mark(&seen, 2, key: key); elementID = try int64() }
            else if self.key(key, is: "version") { try mark(&seen, 3, key: key); version = consumeNull() ? nil : Int(try int64()) }
            else if self.key(key, is: "timestamp") {
                try mark(&seen, 4, key: key)
                timestamp = consumeNull() ? nil : Date(timeIntervalSince1970: try double())
            } else { throw unknownKey(key, in: "a source") }
        }
        guard let dataset, let elementType, let elementID else {
            throw failure("\"dataset\", \"elementType\" and \"elementID\" in a source")
        }
        return Provenance(dataset: dataset, elementType: elementType, elementID: elementID, version: version, timestamp: timestamp)
    }
}
