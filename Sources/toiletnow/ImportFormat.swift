import Foundation
import Import
import Model

/// The `--format` of `toiletnow import`: which adapter reads the file, and how its source is
/// described (dataset, credit, licence).
struct ImportFormat: Sendable {
    var name: String
    var dataset: String
    var attribution: String
    var url: String?
    /// The licence the source states, or nil when it states none (then `--licence` is required).
    var statedLicence: String?
    var reader: @Sendable (Data) throws -> SourceReading

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static let all: [ImportFormat] = [
        ImportFormat(name: "refuge-json", dataset: "refuge", attribution: "Refuge Restrooms (refugerestrooms.org)",
                     url: "https://www.refugerestrooms.org", statedLicence: nil, reader: { try RefugeJSON.read($0) }),
        ImportFormat(name: "safe2pee-csv", dataset: "safe2pee", attribution: "Safe2Pee, via Refuge Restrooms",
                     url: "https://www.refugerestrooms.org", statedLicence: nil, reader: { try Safe2PeeCSV.read(String(decoding: $0, as: UTF8.self)) }),
        ImportFormat(name: "melbourne-csv", dataset: "melbourne", attribution: "City of Melbourne Open Data, Public toilets",
                     url: "https://data.melbourne.vic.gov.au", statedLicence: nil, reader: { try MelbourneCSV.read(String(decoding: $0, as: UTF8.self)) }),
    ]

    static var names: [String] { all.map(\.name) }

    static func named(_ name: String) throws -> ImportFormat {
        guard let format = all.first(where: { $0.name == name }) else {
            throw Problem(description: "--format: expected one of \(names.joined(separator: ", ")) (got \"\(name)\")")
        }
        return format
    }

    func read(_ data: Data, mappingPath: String?) throws -> SourceReading {
        try reader(data)
    }

    /// The source's description; throws when it states no licence and none is given.
    func description(fileName: String, licence: String?) throws -> SourceDescription {
        let given = licence?.trimmingCharacters(in: .whitespaces)
        if let given, given.isEmpty || given.count > 200 {
            throw Problem(description: "--licence: expected the licence's name, 1 to 200 characters")
        }
        guard let text = statedLicence ?? given else {
            throw Problem(description: "\(fileName) (\(name)) states no licence for its data; pass --licence \"…\" with the licence "
                          + "you have checked or assume (it is shown in the app as given by the operator)")
        }
        return SourceDescription(dataset: dataset, fileName: fileName, format: name, licence: text, licenceIsStated: statedLicence != nil,
                                 attribution: attribution, url: url)
    }

    /// The lines `import` prints for a source file.
    static func summary(region: String, file: String, reading: SourceReading, source: SourceDescription, report: ImportReport) -> String {
        var lines = ["Imported \(reading.drafts.count) records of \(source.dataset) into \(region) from \(URL(fileURLWithPath: file).lastPathComponent)"
                     + " (licence: \(source.licence)\(source.licenceIsStated ? "" : ", given by the operator"))"]
        lines.append("  merged: \(report.records) records of the region's sources into \(report.records - report.joined) toilets (\(report.joined) joined)")
        lines.append("  changes: \(report.added.count) added, \(report.updated.count) updated, \(report.removed.count) removed, \(report.unchanged) unchanged")
        if !reading.problems.isEmpty {
            lines.append("  left out: \(reading.problems.count) records")
            lines += reading.problems.prefix(5).map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
