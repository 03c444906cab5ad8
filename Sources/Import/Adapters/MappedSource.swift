import CSV
import Foundation
import Geo
import Model

/// Any city's open-data toilet list (CSV, JSON or GeoJSON) as drafts, through a mapping file
/// instead of code: which column is the position, which column fills which ToiletNow field, and
/// what the file's values mean. The mapping format is documented in `docs/mapping.md`.
///
/// The rules every mapped file follows:
/// - A record without a real position (or with an id column left empty) is left out with a
///   Problem naming the column; everything else only makes a field unknown.
/// - **A value the mapping does not list is unknown**, never an error and never a guess: one odd
///   cell ("Y (key at desk)") must not drop a toilet, and a value nobody mapped must not become
///   a "no". Without a `values` table for it, a typed field takes the cell only when it is
///   exactly one of ToiletNow's values (`yes`, `no`, `unisex`, …, any case).
/// - Two columns that give one field different values make it unknown (a `female` and a `male`
///   column both saying yes): not sure.
/// - `opening_hours` is an OSM value, kept with `hoursProblem` when it does not parse;
///   `hours_text` is free text read by ``FreeTextHours`` (unread text is kept and shown).
/// - The id: the `id` column (a positive whole number, else the ``StableID`` of its text), or
///   without one the ``StableID`` of every cell of the record in order (a repeated row counted
///   by ``StableID/Occurrences``).
public enum MappedSource {
    /// The data file cannot be read as the mapping says.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The drafts of every readable record of `data`, read as `mapping` says.
    /// - Throws: ``ReadError`` when the bytes are not in the mapping's encoding, the JSON has no
    ///   array at `records`, or a mapped CSV column is not in the header.
    /// - Complexity: O(n) in the size of the file.
    public static func read(_ data: Data, mapping: Mapping) throws -> SourceReading {
        let records = mapping.format == .csv ? try csvRecords(data, mapping: mapping) : try jsonRecords(data, mapping: mapping)
        var reading = SourceReading()
        var ids = StableID.Occurrences()
        for (index, record) in records.enumerated() { reading.add(draft(record, index: index, mapping: mapping, ids: &ids)) }
        return reading
    }

    /// One record as cells: column name (or number) → text, in the file's order.
    struct Record {
        var cells: [(column: String, text: String)]
        var lookup: [String: String]

        init(_ cells: [(column: String, text: String)]) {
            self.cells = cells
            lookup = Dictionary(cells.map { ($0.column, $0.text) }, uniquingKeysWith: { first, _ in first })
        }

        subscript(column: String) -> String? { lookup[column] }
    }

    static func csvRecords(_ data: Data, mapping: Mapping) throws -> [Record] {
        guard var text = String(data: data, encoding: mapping.encoding) ?? (mapping.encoding == .windowsCP1252 ? WindowsCP1252.decode(data) : nil) else {
            throw ReadError(description: "the file is not \(mapping.encoding) text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let reader = try CSVReader(string: text, hasHeaderRow: mapping.hasHeader, delimiter: mapping.separator)
        let header = (reader.headerRow ?? []).map { $0.trimmingCharacters(in: .whitespaces) }
        let needed = Array(mapping.fields.keys) + [mapping.latitude, mapping.longitude, mapping.position, mapping.id].compactMap { $0 }
        if mapping.hasHeader, let missing = needed.sorted().first(where: { !header.contains($0) }) {
            throw ReadError(description: "column \"\(missing)\" of the mapping is not in the file's header (\(header.joined(separator: ", ")))")
        }
        var records: [Record] = []
        while let row = reader.next() {
            let names = mapping.hasHeader ? header : row.indices.map(String.init)
            records.append(Record(Array(zip(names, row)).map { (column: $0.0, text: $0.1) }))
        }
        if let error = reader.error { throw error }
        return records
    }

    static func jsonRecords(_ data: Data, mapping: Mapping) throws -> [Record] {
        guard let tree = JSONTree.parse(data) else { throw ReadError(description: "the file is not JSON") }
        var node: JSONTree? = tree
        for step in mapping.records.split(separator: ".") { node = node?[String(step)] }
        guard case .array(let items)? = node else {
            throw ReadError(description: "no JSON array at records \"\(mapping.records)\"\(mapping.records.isEmpty ? " (the top level)" : "")")
        }
        return items.map { Record(flatten($0)) }
    }

    /// An object's leaves as dotted columns (`properties.name`, `geometry.coordinates.0`); a
    /// GeoJSON Feature's properties also under their own names (`name`).
    static func flatten(_ tree: JSONTree) -> [(column: String, text: String)] {
        var cells: [(column: String, text: String)] = []
        func walk(_ node: JSONTree, _ path: String) {
            switch node {
            case .object(let fields): for key in fields.keys.sorted() { walk(fields[key] ?? .null, path.isEmpty ? key : path + "." + key) }
            case .array(let items): for (index, item) in items.enumerated() { walk(item, path + "." + String(index)) }
            default: if let text = node.text { cells.append((path, text)) }
            }
        }
        walk(tree, "")
        if tree["type"]?.string == "Feature", case .object(let properties)? = tree["properties"] {
            for key in properties.keys.sorted() { if let text = properties[key]?.text { cells.append((key, text)) } }
        }
        return cells
    }
}
