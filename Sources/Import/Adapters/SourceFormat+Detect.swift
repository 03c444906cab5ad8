import Foundation

extension SourceFormat {
    /// The format a file most likely has, from its name and its first bytes (a few kilobytes);
    /// nil when unsure. Never ``SourceFormat/mapped``: that needs a mapping file, which the
    /// operator gives.
    ///
    /// | sign | format |
    /// |---|---|
    /// | JSON whose first record has `"source_file"` | toilets4london councils |
    /// | JSON with `"borough"` and an OpenStreetMap credit | toilets4london OSM |
    /// | JSON with `"accessible"`, `"unisex"` and `"changing_table"` | Refuge |
    /// | CSV whose header has the typo `Longitiude` | Toilet Map UK |
    /// | CSV whose header starts `name,female,male,wheelchair` (after a BOM) | Melbourne |
    /// | a `.csv` named `*safe2pee*` or `export.csv` whose first row starts with a number | Safe2Pee |
    public static func detect(fileName: String, firstBytes: Data) -> SourceFormat? {
        let name = fileName.lowercased()
        // Windows-1252 and UTF-8 agree on the ASCII these signs are made of.
        let bytes = firstBytes.prefix(8_192)
        let text = WindowsCP1252.decode(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if name.hasSuffix(".json") || trimmed.first == "[" {
            if text.contains("\"source_file\"") { return .toilets4LondonJSON }
            if text.contains("\"borough\"") && text.contains("OpenStreetMap") { return .toilets4LondonOSMJSON }
            if ["\"accessible\"", "\"unisex\"", "\"changing_table\""].allSatisfy(text.contains) { return .refugeJSON }
            return nil
        }
        let firstLine = trimmed.prefix { $0 != "\r" && $0 != "\n" }
        if firstLine.contains("Longitiude") && firstLine.contains("Toilet Name") { return .toiletMapUKCSV }
        if firstLine.hasPrefix("name,female,male,wheelchair") { return .melbourneCSV }
        if (name.contains("safe2pee") || name.hasSuffix("export.csv")), firstLine.first?.isNumber == true { return .safe2peeCSV }
        return nil
    }
}
