import CSV
import Foundation
import Geo
import Model

/// The old Refuge / Safe2Pee export (`db/export.csv` of the Refuge repository, 2014) as toilet
/// drafts: UTF-8, no header, CR line endings, 17 columns, read with CSV.swift.
///
/// | column | Safe2Pee | ToiletNow |
/// |---|---|---|
/// | 0 | id | the provenance `safe2pee:restroom/<id>` |
/// | 1 | name | `name` |
/// | 2 | bath_type | `gender`: 0 (unisex) is unisex; 1 (a gendered single stall or a "safe place") is **unknown** |
/// | 3–7 | street, city, state, country, zip | the address |
/// | 8, 9 | latitude, longitude | the position; a row without a real one is left out and reported |
/// | 10 | access | `wheelchair`: 1 is yes; 0 is **unknown** |
/// | 11, 12 | directions, comment | `description`, joined by " — " |
/// | 13, 14 | created, updated | the provenance's time (`0000-00-00 …`: none) |
///
/// As with Refuge's JSON (``RefugeJSON``), a box left alone says nothing, so it is never "no".
public enum Safe2PeeCSV {
    /// The columns a row must have.
    static let columns = 17

    /// The drafts of every readable row, and the rows left out (`index` counts rows from 0).
    public static func read(_ text: String) throws -> SourceReading {
        let reader = try CSVReader(string: text, hasHeaderRow: false)
        var reading = SourceReading()
        var index = 0
        while let row = reader.next() {
            reading.add(draft(row, index: index))
            index += 1
        }
        if let error = reader.error { throw error }
        return reading
    }

    /// One row's draft, or why it is left out.
    static func draft(_ row: [String], index: Int) -> Result<ToiletDraft, SourceReading.Problem> {
        guard row.count == columns else {
            return .failure(.init(index: index, id: nil, field: "row", expected: "\(columns) columns (got \(row.count))"))
        }
        guard let id = Int64(row[0].trimmingCharacters(in: .whitespaces)), id > 0 else {
            return .failure(.init(index: index, id: nil, field: "id", expected: "a positive whole number"))
        }
        guard let latitude = Double(row[8]), let longitude = Double(row[9]),
              let coordinate = Coordinate(validatingLatitude: latitude, longitude: longitude), !(latitude == 0 && longitude == 0) else {
            return .failure(.init(index: index, id: id, field: "latitude/longitude",
                                  expected: "a latitude from -90 to 90 and a longitude from -180 to 180 (not 0,0)"))
        }
        let time = timestamp(row[14]) ?? timestamp(row[13])
        let source = Provenance(dataset: "safe2pee", elementType: "restroom", elementID: id, timestamp: time)
        var fields = RestroomFields(name: row[1], street: row[3], city: row[4], state: row[5], country: row[6], postcode: row[7])
        fields.unisex = row[2] == "0"
        fields.accessible = row[10] == "1"
        fields.notes = [row[11], row[12]]
        return .success(ToiletDraft(kind: .inVenue("restroom"), coordinate: coordinate, sources: [source], attributes: fields.attributes))
    }

    /// `2013-05-20 18:17:41` or `2013-05-20` in UTC; nil for `0000-00-00…` and anything else.
    static func timestamp(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        guard parts.count == 3 || parts.count == 6, parts[0] >= 1970, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        if parts.count == 6 { (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5]) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar.date(from: components)
    }
}

/// What a restroom-list source (Refuge, Safe2Pee) says of one toilet, in its own terms, and the
/// attributes it gives: every text trimmed (empty is unknown), every box true or unknown.
struct RestroomFields {
    var name: String?, street: String?, city: String?, state: String?, country: String?, postcode: String?
    var accessible = false, unisex = false, changingTable = false
    var notes: [String?] = []

    /// The attributes, every one from source 0.
    var attributes: ToiletAttributes {
        var attributes = ToiletAttributes()
        if let name = Self.clean(name) { attributes.name = Attribute(name, source: 0, field: "name") }
        let address = Address(street: Self.clean(street), postcode: Self.clean(postcode), city: Self.clean(city),
                              state: Self.clean(state), country: Self.clean(country))
        if address != Address() { attributes.address = Attribute(address, source: 0, field: "address") }
        if accessible { attributes.wheelchair = Attribute(.yes, source: 0, field: "accessible") }
        if unisex { attributes.gender = Attribute(.unisex, source: 0, field: "unisex") }
        if changingTable { attributes.changingTable = Attribute(true, source: 0, field: "changing_table") }
        let kept = notes.compactMap(Self.clean)
        if !kept.isEmpty { attributes.description = Attribute(kept.joined(separator: " — "), source: 0, field: "directions,comment") }
        return attributes
    }

    /// A trimmed, non-empty text; nil otherwise.
    static func clean(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
