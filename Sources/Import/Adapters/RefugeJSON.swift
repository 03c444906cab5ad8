import Foundation
import Geo
import Model

/// Refuge Restrooms API v1 records (`GET /api/v1/restrooms`, and the repository's
/// `rr-data-*.json` dumps) as toilet drafts: the first source adapter of issue 13.
///
/// The mapping, field by field:
///
/// | Refuge | ToiletNow |
/// |---|---|
/// | `edit_id` (else `id`), `updated_at` | the provenance `refuge:restroom/<edit_id>`, timestamped with `updated_at` (else `created_at`): Refuge keeps an edit as a new record with the `edit_id` of the restroom it edits, so `edit_id` names the restroom across its versions |
/// | `latitude`, `longitude` | the position; a record without a real one is left out and reported |
/// | `name` | `name` |
/// | `street`, `city`, `state`, `country` | the address (trimmed; empty is unknown) |
/// | `accessible` | `wheelchair`: `true` is yes; `false` is **unknown** |
/// | `unisex` | `gender`: `true` is unisex; `false` is **unknown** |
/// | `changing_table` | `true` is yes; `false` is **unknown** |
/// | `directions`, `comment` | `description`, the two joined by " — " |
///
/// Refuge's booleans are boxes a person ticked or left alone, so an unticked box says nothing:
/// it is never read as "no" (a wheelchair user must not be told "no" where nobody checked, and
/// must not be sent where nobody said yes). `upvote` and `downvote` are community votes, not the
/// toilet's facts; `distance` and `bearing` belong to the query that returned the record.
/// Every toilet is `.inVenue("restroom")`: Refuge lists restrooms in cafés, libraries and
/// offices more than stand-alone toilets, and says nothing of which.
public enum RefugeJSON {
    /// The whole input is not a JSON array of objects.
    public struct NotAnArray: Error, Sendable, CustomStringConvertible {
        public var description: String { "expected a JSON array of Refuge restroom objects" }
    }

    /// The drafts of every readable record in `data`, in order.
    /// - Complexity: O(n) in the records.
    public static func read(_ data: Data) throws(NotAnArray) -> SourceReading {
        guard let array = try? JSONDecoder().decode([Record].self, from: data) else { throw NotAnArray() }
        var reading = SourceReading()
        for (index, record) in array.enumerated() { reading.add(draft(record, index: index)) }
        return reading
    }

    /// One record's draft, or why it is left out.
    static func draft(_ record: Record, index: Int) -> Result<ToiletDraft, SourceReading.Problem> {
        guard let fields = record.fields else {
            return .failure(.init(index: index, id: nil, field: "record", expected: "an object"))
        }
        guard case .number(let rawID) = fields["id"], rawID > 0, rawID.rounded() == rawID, rawID < 9e15 else {
            return .failure(.init(index: index, id: nil, field: "id", expected: "a positive whole number"))
        }
        var id = Int64(rawID)
        if case .number(let editID) = fields["edit_id"], editID > 0, editID.rounded() == editID, editID < 9e15 { id = Int64(editID) }
        guard case .number(let latitude) = fields["latitude"], case .number(let longitude) = fields["longitude"],
              let coordinate = Coordinate(validatingLatitude: latitude, longitude: longitude),
              !(latitude == 0 && longitude == 0) else {
            return .failure(.init(index: index, id: id, field: "latitude/longitude",
                                    expected: "a latitude from -90 to 90 and a longitude from -180 to 180 (not 0,0)"))
        }
        let updated = RefugeDate.parse(fields["updated_at"]) ?? RefugeDate.parse(fields["created_at"])
        let source = Provenance(dataset: "refuge", elementType: "restroom", elementID: id, timestamp: updated)
        return .success(ToiletDraft(kind: .inVenue("restroom"), coordinate: coordinate, sources: [source],
                                    attributes: attributes(fields)))
    }

    /// The attributes of one record, unknown where Refuge says nothing.
    static func attributes(_ fields: [String: Value]) -> ToiletAttributes {
        var restroom = RestroomFields(name: fields["name"]?.string, street: fields["street"]?.string, city: fields["city"]?.string,
                                      state: fields["state"]?.string, country: fields["country"]?.string)
        restroom.accessible = fields["accessible"] == .bool(true)
        restroom.unisex = fields["unisex"] == .bool(true)
        restroom.changingTable = fields["changing_table"] == .bool(true)
        restroom.notes = [fields["directions"]?.string, fields["comment"]?.string]
        return restroom.attributes
    }

    /// One JSON value of a record, with its type kept: `true` is never the number 1.
    enum Value: Decodable, Equatable {
        case bool(Bool), number(Double), string(String), other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Double.self), number.isFinite {
                self = .number(number)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else {
                self = .other
            }
        }

        /// The string, when it is one.
        var string: String? {
            guard case .string(let string) = self else { return nil }
            return string
        }
    }

    /// One element of the array: its fields when it is an object, nil otherwise.
    struct Record: Decodable {
        var fields: [String: Value]?

        init(from decoder: any Decoder) throws {
            fields = try? decoder.singleValueContainer().decode([String: Value].self)
        }
    }
}

/// Refuge's timestamps: ISO 8601 in UTC with milliseconds (`2015-03-07T22:54:17.185Z`) or without.
enum RefugeDate {
    static func parse(_ value: RefugeJSON.Value?) -> Date? {
        guard case .string(let text) = value else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
