import Foundation
import Geo
import Import
import Model

/// The `--format` of `toiletnow import`: ``SourceFormat`` read from a file, and its source
/// described for the region's list of sources (dataset, credit, licence).
struct ImportFormat: Sendable {
    var format: SourceFormat

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static var names: [String] { SourceFormat.allCases.map(\.rawValue) }

    static func named(_ name: String) throws -> ImportFormat {
        guard let format = SourceFormat(rawValue: name) else {
            throw Problem(description: "--format: expected one of \(names.joined(separator: ", ")) (got \"\(name)\")")
        }
        return ImportFormat(format: format)
    }

    /// The file's records, with its mapping for `mapped`.
    func read(_ data: Data, mapping: MappedSource.Mapping?) throws -> SourceReading {
        if format == .mapped, mapping == nil { throw Problem(description: "--mapping: a mapped file needs its mapping file (docs/mapping.md)") }
        return try format.read(data: data, mapping: mapping)
    }

    /// The source's description; throws when it states no licence and none is given.
    func description(fileName: String, mapping: MappedSource.Mapping?, licence: String?, attribution: String?) throws -> SourceDescription {
        try Self.description(dataset: mapping?.dataset ?? format.defaultDataset ?? "mapped", format: format.rawValue, fileName: fileName,
                             statedLicence: format.licence, licence: licence,
                             attribution: attribution ?? (format == .mapped ? "\(mapping?.dataset ?? "mapped") (\(fileName))" : format.attribution),
                             url: format.url?.absoluteString)
    }

    /// A source's description; throws when the source states no licence and the operator gives none.
    static func description(dataset: String, format: String, fileName: String, statedLicence: String?, licence: String?,
                            attribution: String, url: String?) throws -> SourceDescription {
        let given = licence?.trimmingCharacters(in: .whitespaces)
        if let given, given.isEmpty || given.count > 200 {
            throw Problem(description: "--licence: expected the licence's name, 1 to 200 characters")
        }
        guard let text = statedLicence ?? given else {
            throw Problem(description: "\(fileName) (\(format)) states no licence for its data; pass --licence \"…\" with the licence "
                          + "you have checked or assume (it is shown in the app as given by the operator)")
        }
        return SourceDescription(dataset: dataset, fileName: fileName, format: format, licence: text, licenceIsStated: statedLicence != nil,
                                 attribution: attribution, url: url)
    }

    /// `minLon,minLat,maxLon,maxLat` as a box.
    static func box(_ text: String) throws -> BoundingBox {
        let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, (-180...180).contains(numbers[0]), (-180...180).contains(numbers[2]), (-90...90).contains(numbers[1]),
              (-90...90).contains(numbers[3]), numbers[0] < numbers[2], numbers[1] < numbers[3] else {
            throw Problem(description: "--bbox: expected minLon,minLat,maxLon,maxLat with min < max, longitudes from -180 to 180 and latitudes from -90 to 90 (got \"\(text)\")")
        }
        return BoundingBox(minLatitude: numbers[1], minLongitude: numbers[0], maxLatitude: numbers[3], maxLongitude: numbers[2])
    }

    /// Reads `path` (clipped to `bbox`, `minLon,minLat,maxLon,maxLat`, when given) and merges it into
    /// `region`: `toiletnow import --format` and the demo's London sources. Returns the summary.
    func importFile(_ path: String, mapping: MappedSource.Mapping?, licence: String?, attribution: String?, bbox: String?,
                    region: String, timeZone: String?, country: String?, database: DatabaseLocation) async throws -> String {
        var reading = try read(try Data(contentsOf: URL(fileURLWithPath: path)), mapping: mapping)
        if let bbox {
            let box = try Self.box(bbox)
            reading.drafts = reading.drafts.filter { box.contains($0.coordinate) }
        }
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let source = try description(fileName: fileName, mapping: mapping, licence: licence, attribution: attribution)
        let report = try await SourceImport(fileName: fileName, reading: reading, source: source, region: region, timeZone: timeZone,
                                            country: country, database: database).run()
        return Self.summary(region: region, file: path, reading: reading, source: source, report: report)
    }

    /// The lines `import` prints for a source file.
    static func summary(region: String, file: String, reading: SourceReading, source: SourceDescription, report: ImportReport) -> String {
        var lines = ["Imported \(reading.drafts.count) records of \(source.dataset) into \(region) from \(URL(fileURLWithPath: file).lastPathComponent)"
                     + " (licence: \(source.licence)\(source.licenceIsStated ? "" : ", given by the operator"))"]
        lines.append("  merged: \(report.records) records of the region's sources into \(report.records - report.joined) toilets (\(report.joined) joined)")
        lines.append("  changes: \(report.added.count) added, \(report.updated.count) updated, \(report.removed.count) removed, \(report.unchanged) unchanged")
        let hours = reading.drafts.count { $0.attributes.evaluableOpeningHours != nil }, texts = reading.drafts.count { $0.attributes.sourceHoursText != nil }
        lines.append("  hours: \(hours) read as opening_hours, \(texts) kept as the source's text (shown, hours unknown)")
        if !reading.problems.isEmpty {
            lines.append("  left out: \(reading.problems.count) records")
            lines += reading.problems.prefix(5).map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
