import CSV
import Foundation

/// The hours texts of the two council files, for measuring ``FreeTextHours`` on real data.
///
/// - Toilet Map UK 2014 (`gbptm-2014.csv`): Windows-1252, CR-only line endings; each row's
///   hours columns go through ``ToiletMapUKHours``.
/// - toilets4london (`london-toilets4london-councils-2023.json`): a JSON array of objects whose
///   `opening_hours` is free text.
public enum HoursCorpus {
    /// One record's hours: the text (nil when the record says nothing) and its reading.
    public struct Entry: Sendable {
        /// The hours text as the record gives it (GBPTM: composed from its columns), nil when none.
        public var text: String?
        /// What the text says.
        public var reading: FreeTextHours.Reading
    }

    /// Problems reading a file.
    public enum Failure: Error, CustomStringConvertible {
        /// The CSV reader refused the file, with its reason.
        case notCSV(String)
        /// The JSON is not an array.
        case notJSONArray

        /// One line saying what was wrong.
        public var description: String {
            switch self {
            case .notCSV(let reason): "not a CSV file: \(reason)"
            case .notJSONArray: "expected a JSON array of objects"
            }
        }
    }

    /// Every row of a Toilet Map UK CSV file.
    public static func toiletMapUK(_ data: Data) throws(Failure) -> [Entry] {
        let text = windows1252(data).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true) } catch { throw .notCSV("\(error)") }
        let header = reader.headerRow ?? []
        var entries: [Entry] = []
        while let row = reader.next() {
            let fields = Dictionary(zip(header, row), uniquingKeysWith: { first, _ in first })
            entries.append(Entry(text: ToiletMapUKHours.text(fields), reading: ToiletMapUKHours.reading(fields)))
        }
        if let error = reader.error { throw .notCSV("\(error)") }
        return entries
    }

    /// Every record of a toilets4london JSON array.
    public static func london(_ data: Data) throws(Failure) -> [Entry] {
        guard let records = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else { throw .notJSONArray }
        return records.map { record in
            let text = ((record as? [String: Any])?["opening_hours"] as? String).flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
            return Entry(text: text, reading: text.map(FreeTextHours.read) ?? .empty)
        }
    }

    /// Windows-1252 bytes as a string; the five bytes the code page leaves undefined become U+FFFD.
    static func windows1252(_ data: Data) -> String {
        if let text = String(data: data, encoding: .windowsCP1252) { return text }
        var scalars = String.UnicodeScalarView()
        for byte in data {
            if (0x80...0x9F).contains(byte) {
                scalars.append(Unicode.Scalar(high[Int(byte) - 0x80]) ?? "\u{FFFD}")
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Windows-1252 0x80…0x9F (https://www.unicode.org/Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT).
    private static let high: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
}
