import CSV
import Foundation
import Geo
import Model

/// The City of Melbourne's "Public toilets" open data (CSV with a header, UTF-8 with a BOM) as
/// toilet drafts: yes, no, or `U` and empty for unknown.
///
/// | column | ToiletNow |
/// |---|---|
/// | `name` | `name`, and the provenance `melbourne:toilet/<n>`, n a 63-bit FNV-1a hash of the name and the position to 4 decimals (the file has no id; two facilities share "Toilet 6 - Elizabeth Street", 46 m apart) |
/// | `operator` | `operator` |
/// | `wheelchair` | `wheelchair`: yes or no; `U` or empty is unknown |
/// | `baby_facil` | `changing_table`: yes or no; `U` or empty is unknown |
/// | `female`, `male` | `gender`: only one of them yes (the other no) says female or male; both yes says nothing sure (one room for all, or two), so unknown |
/// | `lat`, `lon` | the position; a row without a real one is left out and reported |
/// | (every row) | `access` public: the dataset lists the city's public toilets |
public enum MelbourneCSV {
    static let required = ["name", "lat", "lon"]

    /// The drafts of every readable row, and the rows left out (`index` counts data rows from 0).
    public static func read(_ text: String) throws -> SourceReading {
        let reader = try CSVReader(string: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, hasHeaderRow: true)
        let header = reader.headerRow ?? []
        var reading = SourceReading()
        if let missing = required.first(where: { !header.contains($0) }) {
            reading.problems.append(.init(index: -1, id: nil, field: missing, expected: "a column named \(missing) in the header"))
            return reading
        }
        var index = 0
        while let row = reader.next() {
            let fields = Dictionary(zip(header, row), uniquingKeysWith: { first, _ in first })
            reading.add(draft(fields, index: index))
            index += 1
        }
        if let error = reader.error { throw error }
        return reading
    }

    /// One row's draft, or why it is left out.
    static func draft(_ fields: [String: String], index: Int) -> Result<ToiletDraft, SourceReading.Problem> {
        guard let name = RestroomFields.clean(fields["name"]) else {
            return .failure(.init(index: index, id: nil, field: "name", expected: "the toilet's name"))
        }
        guard let latitude = fields["lat"].flatMap(Double.init), let longitude = fields["lon"].flatMap(Double.init),
              let coordinate = Coordinate(validatingLatitude: latitude, longitude: longitude), !(latitude == 0 && longitude == 0) else {
            return .failure(.init(index: index, id: nil, field: "lat/lon", expected: "a latitude from -90 to 90 and a longitude from -180 to 180 (not 0,0)"))
        }
        let id = StableID.of(name + "|" + StableID.position(latitude: latitude, longitude: longitude, decimals: 4))
        var attributes = ToiletAttributes()
        attributes.name = Attribute(name, source: 0, field: "name")
        if let op = RestroomFields.clean(fields["operator"]) { attributes.operator = Attribute(op, source: 0, field: "operator") }
        attributes.access = Attribute(.public, source: 0, field: "dataset")
        if let wheelchair = yesNo(fields["wheelchair"]) { attributes.wheelchair = Attribute(wheelchair ? .yes : .no, source: 0, field: "wheelchair") }
        if let baby = yesNo(fields["baby_facil"]) { attributes.changingTable = Attribute(baby, source: 0, field: "baby_facil") }
        switch (yesNo(fields["female"]), yesNo(fields["male"])) {
        case (true, false): attributes.gender = Attribute(.female, source: 0, field: "female,male")
        case (false, true): attributes.gender = Attribute(.male, source: 0, field: "female,male")
        default: break
        }
        let source = Provenance(dataset: "melbourne", elementType: "toilet", elementID: id)
        return .success(ToiletDraft(kind: .dedicated, coordinate: coordinate, sources: [source], attributes: attributes))
    }

    /// yes → true, no → false, anything else (`U`, empty) → unknown.
    static func yesNo(_ text: String?) -> Bool? {
        switch text?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes": true
        case "no": false
        default: nil
        }
    }
}
