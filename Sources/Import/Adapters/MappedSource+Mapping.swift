import Foundation
import Model

extension MappedSource {
    /// A mapping file (JSON), read and checked: how one open-data file becomes drafts. The full
    /// reference is `docs/mapping.md`.
    public struct Mapping: Sendable, Equatable {
        /// How the data file is written: CSV, or JSON (GeoJSON included).
        public enum Format: String, Sendable { case csv, json }

        /// The data file's format.
        public var format: Format
        /// The CSV separator (one character).
        public var separator: Unicode.Scalar = ","
        /// The data file's text encoding: UTF-8, Windows-1252 or ISO 8859-1.
        public var encoding: String.Encoding = .utf8
        /// Whether the CSV's first row names the columns; without one, columns are named by
        /// their number from 0.
        public var hasHeader = true
        /// The dotted path to the JSON array of records; "" for a top-level array.
        public var records = ""
        /// The latitude and longitude columns (decimal degrees), given together or not at all.
        public var latitude: String?, longitude: String?
        /// One column holding "lat,lon" (or "lon,lat" with `isLonLat`).
        public var position: String?
        /// Whether ``position`` holds "lon,lat".
        public var isLonLat = false
        /// The id column; nil hashes the whole record (``StableID``).
        public var id: String?
        /// The dataset name every toilet's key begins with (`berlin:toilet/17`).
        public var dataset: String
        /// The middle part of every toilet's key.
        public var elementType = "toilet"
        /// Whether the toilets stand alone or are inside a kind of venue.
        public var kind: Toilet.Kind = .dedicated
        /// Column → ToiletNow field.
        public var fields: [String: Field] = [:]
        /// Field or column → (source value, lowercased → ToiletNow value or nil for unknown).
        public var values: [String: [String: String?]] = [:]
        /// ToiletNow field → the value every record gets.
        public var constants: [Field: String] = [:]
    }

    /// The ToiletNow fields a column can fill.
    public enum Field: String, Sendable, CaseIterable, Hashable {
        case name, `operator`, street, city, postcode, wheelchair, changingTable = "changing_table", gender, fee, charge, access
        case openingHours = "opening_hours", hoursText = "hours_text", description, centralKey = "central_key"
    }

    /// What is wrong with a mapping file: the key, what was expected, what was there.
    public struct MappingError: Error, Sendable, Equatable, CustomStringConvertible {
        public var key: String
        public var expected: String
        public var got: String?

        public var description: String { "mapping: \"\(key)\": expected \(expected)\(got.map { ", got \($0)" } ?? "")" }
    }

    static let mappingKeys: Set = ["format", "separator", "encoding", "header", "records", "latitude", "longitude", "position", "lonlat",
                                   "id", "dataset", "elementType", "kind", "fields", "values", "constants", "comment"]
    static let encodings: [String: String.Encoding] = ["utf-8": .utf8, "windows-1252": .windowsCP1252, "iso-8859-1": .isoLatin1]
}

extension MappedSource.Mapping {
    /// The mapping in `data`.
    /// - Throws: ``MappedSource/MappingError`` naming the first key that is wrong or missing.
    public init(json data: Data) throws(MappedSource.MappingError) {
        typealias Failure = MappedSource.MappingError
        guard case .object(let root) = JSONTree.parse(data) else { throw Failure(key: "(file)", expected: "a JSON object") }
        if let unknown = root.keys.sorted().first(where: { !MappedSource.mappingKeys.contains($0) }) {
            throw Failure(key: unknown, expected: "one of \(MappedSource.mappingKeys.sorted().joined(separator: ", "))", got: "an unknown key")
        }
        func text(_ key: String) throws(Failure) -> String? {
            guard let value = root[key] else { return nil }
            guard let string = value.string else { throw Failure(key: key, expected: "a string", got: value.shown) }
            return string
        }
        func flag(_ key: String) throws(Failure) -> Bool? {
            guard let value = root[key] else { return nil }
            guard let bool = value.bool else { throw Failure(key: key, expected: "true or false", got: value.shown) }
            return bool
        }
        guard let formatName = try text("format") else { throw Failure(key: "format", expected: "\"csv\" or \"json\"", got: "nothing") }
        guard let format = Format(rawValue: formatName) else { throw Failure(key: "format", expected: "\"csv\" or \"json\"", got: "\"\(formatName)\"") }
        guard let dataset = try text("dataset"), dataset.range(of: "^[a-z0-9][a-z0-9_-]*$", options: .regularExpression) != nil else {
            throw Failure(key: "dataset", expected: "a name of lowercase letters, digits, - and _ (it prefixes every toilet's key)", got: root["dataset"]?.shown ?? "nothing")
        }
        self.init(format: format, dataset: dataset)
        if let separator = try text("separator") {
            guard separator.unicodeScalars.count == 1, let scalar = separator.unicodeScalars.first, scalar != "\"", scalar != "\n", scalar != "\r" else {
                throw Failure(key: "separator", expected: "one character (not a quote or a line break)", got: "\"\(separator)\"")
            }
            self.separator = scalar
        }
        if let name = try text("encoding") {
            guard let encoding = MappedSource.encodings[name.lowercased()] else {
                throw Failure(key: "encoding", expected: "utf-8, windows-1252 or iso-8859-1", got: "\"\(name)\"")
            }
            self.encoding = encoding
        }
        hasHeader = try flag("header") ?? true
        records = try text("records") ?? ""
        (latitude, longitude, position) = (try text("latitude"), try text("longitude"), try text("position"))
        isLonLat = try flag("lonlat") ?? false
        id = try text("id")
        elementType = try text("elementType") ?? "toilet"
        try readPositionAndKind(kind: text("kind"))
        try readFields(root)
    }

    /// Checks the position keys and reads `kind`.
    private mutating func readPositionAndKind(kind: String?) throws(MappedSource.MappingError) {
        if (latitude == nil) != (longitude == nil) {
            throw .init(key: latitude == nil ? "latitude" : "longitude", expected: "latitude and longitude given together")
        }
        if position != nil && latitude != nil { throw .init(key: "position", expected: "either position or latitude and longitude, not both") }
        if position == nil && latitude == nil && format == .csv {
            throw .init(key: "latitude", expected: "latitude and longitude columns, or a position column (a CSV has no geometry)")
        }
        switch kind {
        case nil, "dedicated": self.kind = .dedicated
        case let venue? where venue.hasPrefix("venue:") && venue.count > 6: self.kind = .inVenue(String(venue.dropFirst(6)))
        case let other?: throw .init(key: "kind", expected: "\"dedicated\" or \"venue:<what>\" (venue:library)", got: "\"\(other)\"")
        }
    }
}

extension JSONTree {
    /// The value as a mapping error shows it.
    var shown: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
