import Foundation
import Geo
import Model

extension MappedSource {
    /// One record's draft, or why it is left out.
    static func draft(_ record: Record, index: Int, mapping: Mapping, ids: inout StableID.Occurrences) -> Result<ToiletDraft, SourceReading.Problem> {
        guard let coordinate = position(record, mapping: mapping) else {
            let columns = mapping.position ?? [mapping.latitude, mapping.longitude].compactMap { $0 }.joined(separator: "/")
            return .failure(.init(index: index, id: nil, field: columns.isEmpty ? "geometry" : columns,
                                  expected: "a latitude from -90 to 90 and a longitude from -180 to 180 (not 0,0)"))
        }
        let id: Int64
        if let column = mapping.id {
            guard let text = RestroomFields.clean(record[column]) else {
                return .failure(.init(index: index, id: nil, field: column, expected: "an id (the mapping names this column as the id)"))
            }
            id = Int64(text).flatMap { $0 > 0 ? $0 : nil } ?? StableID.of(text)
        } else {
            id = ids.id(for: record.cells.map(\.text).joined(separator: "|"))
        }
        let (attributes, hoursProblem) = self.attributes(record, mapping: mapping)
        let source = Provenance(dataset: mapping.dataset, elementType: mapping.elementType, elementID: id)
        return .success(ToiletDraft(kind: mapping.kind, coordinate: coordinate, sources: [source], attributes: attributes,
                                    hoursProblem: hoursProblem))
    }

    /// The record's position: latitude and longitude columns, one "lat,lon" column, or a GeoJSON
    /// Point's coordinates (longitude first, RFC 7946 §3.1.1) when the mapping names none.
    static func position(_ record: Record, mapping: Mapping) -> Coordinate? {
        let number = { (text: String?) in text.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        var pair: (Double?, Double?)
        if let latitude = mapping.latitude, let longitude = mapping.longitude {
            pair = (number(record[latitude]), number(record[longitude]))
        } else if let column = mapping.position {
            let parts = (record[column] ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            guard parts.count == 2 else { return nil }
            pair = mapping.isLonLat ? (number(parts[1]), number(parts[0])) : (number(parts[0]), number(parts[1]))
        } else {
            guard record["geometry.type"] == "Point" else { return nil }
            pair = (number(record["geometry.coordinates.1"]), number(record["geometry.coordinates.0"]))
        }
        guard let latitude = pair.0, let longitude = pair.1, !(latitude == 0 && longitude == 0) else { return nil }
        return Coordinate(validatingLatitude: latitude, longitude: longitude)
    }

    /// Every mapped field's value: the constants, then each column's cell through `values`.
    static func values(_ record: Record, mapping: Mapping) -> [Field: (value: String, columns: [String])] {
        var found: [Field: (value: String, columns: [String])] = [:]
        var conflicting: Set<Field> = []
        for (field, value) in mapping.constants { found[field] = (value, ["mapping"]) }
        for (column, field) in mapping.fields.sorted(by: { $0.key < $1.key }) {
            guard let value = value(record[column], column: column, field: field, mapping: mapping) else { continue }
            // A column overrides a constant; a second column agrees, adds its text, or conflicts.
            guard let earlier = found[field], earlier.columns != ["mapping"] else {
                found[field] = (value, [column])
                continue
            }
            let combined = earlier.value == value ? value : field.isText ? earlier.value + " — " + value : nil
            if combined == nil { conflicting.insert(field) }
            found[field] = (combined ?? earlier.value, earlier.columns + [column])
        }
        for field in conflicting { found[field] = nil }
        return found
    }

    /// One cell as a ToiletNow value: through the column's or the field's `values` table when
    /// there is one (unlisted: unknown), else the cell itself when the field takes it.
    static func value(_ cell: String?, column: String, field: Field, mapping: Mapping) -> String? {
        guard let text = RestroomFields.clean(cell) else { return nil }
        if let table = mapping.values[column] ?? mapping.values[field.rawValue] {
            return table[Mapping.valueKey(text)] ?? nil
        }
        if field.allowedValues == nil { return text }
        let lowered = text.lowercased()
        return field.accepts(lowered) ? lowered : nil
    }
}

extension MappedSource.Field {
    /// Whether the field is free text: two columns' texts are joined rather than conflicting.
    var isText: Bool { [.name, .operator, .street, .city, .postcode, .charge, .description].contains(self) }
}
