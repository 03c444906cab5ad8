import CSV
import Foundation
import Geo
import Model

/// The Great British Public Toilet Map's 2014 CSV (`gbptm2.csv`: council FOI answers) as toilet
/// drafts. Windows-1252 (``WindowsCP1252``), CR line endings, a header of 36 columns read by
/// name (trimmed: the file writes `" Cost "`), "/" (and `-`, `N/A`, empty) for unknown.
///
/// | column | ToiletNow |
/// |---|---|
/// | `Latitude`, `Longitiude` (sic) | the position, inside Great Britain and Northern Ireland (49.8–61 N, 8.7 W–1.8 E); a pair written the wrong way round (127 rows: `-3.17732, 54.15785`) is swapped, since no British latitude is a British longitude |
/// | `Eastings`, `Northings` | without a usable latitude and longitude, the position from the National Grid reference by ``OSGB36`` (932 rows), unless the `Postcode` is Northern Ireland's (`BT…`: the Irish Grid, another projection); a row with neither (5,430) is left out and reported |
/// | `Area`, `Toilet Name`, `Location`, the position | the provenance `toiletmap-uk:toilet/<n>`, n the ``StableID`` of `Area\|Toilet Name\|Location\|lat,lon` (5 decimals; a repeated key counted by ``StableID/Occurrences``) |
/// | `Toilet Name`, else `Location` | `name` |
/// | `Location`, `Area`, `Postcode` | the address: `street`, `city`, `postcode` |
/// | `Provider` | `operator`, as written |
/// | `Male`, `Female`, `Unisex` | `gender`, only when sure: unisex yes and the other two no is unisex; male yes, female no, unisex not yes is male (and the other way round); anything else (both yes: two rooms or one) is unknown |
/// | `Disabled` | `wheelchair`: 1/Y/Yes is yes, 0/N/No is no (the column says both, and "/" apart); "1, HEARS", "2", "Ladies Only": unknown |
/// | `RADAR` | `central_key` radar for 1/Y/Yes/NKS; "No" is unknown (ToiletNow has no "no key" value) |
/// | `Baby Change` | `changing_table`: 1/Y/Yes yes, 0/N/No no |
/// | `Cost` | `fee` and `charge` by ``UKCharge`` |
/// | `24 hours`, `Open`, `Days of the Week open` | read by ``ToiletMapUKHours/reading(_:)`` (``FreeTextHours`` over the composed text, with `Closed` checked against `Open`); unread text is kept as `hours_text` |
/// | `Location Notes:`, `Attendant` | `description`: the notes, and "Attended." when Attendant is Yes/1/Attended |
///
/// Every row is `.dedicated`: the file lists public conveniences and community-scheme toilets
/// without saying which venue the latter are in.
public enum ToiletMapUKCSV {
    static let required = ["Latitude", "Longitiude"]
    static let yesWords: Set = ["1", "y", "yes"], noWords: Set = ["0", "n", "no"]

    /// The drafts of the rows of the file's bytes (Windows-1252).
    public static func read(_ data: Data) throws -> SourceReading { try read(WindowsCP1252.decode(data)) }

    /// The drafts of every readable row, and the rows left out (`index` counts data rows from 0).
    public static func read(_ text: String) throws -> SourceReading {
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        let header = (reader.headerRow ?? []).map { $0.trimmingCharacters(in: .whitespaces) }
        var reading = SourceReading()
        if let missing = required.first(where: { !header.contains($0) }) {
            reading.problems.append(.init(index: -1, id: nil, field: missing, expected: "a column named \(missing) in the header"))
            return reading
        }
        var index = 0
        var ids = StableID.Occurrences()
        while let row = reader.next() {
            let fields = Dictionary(zip(header, row).filter { !$0.0.isEmpty }, uniquingKeysWith: { first, _ in first })
            reading.add(draft(fields, index: index, ids: &ids))
            index += 1
        }
        if let error = reader.error { throw error }
        return reading
    }

    /// One row's draft, or why it is left out.
    static func draft(_ fields: [String: String], index: Int, ids: inout StableID.Occurrences) -> Result<ToiletDraft, SourceReading.Problem> {
        let known = { (name: String) in Self.known(fields[name]) }
        guard let coordinate = position(known("Latitude"), known("Longitiude")) ?? gridPosition(fields) else {
            return .failure(.init(index: index, id: nil, field: "Latitude/Longitiude",
                                  expected: "a latitude and longitude inside Great Britain and Northern Ireland, or Eastings and Northings on the National Grid"))
        }
        let key = [fields["Area"] ?? "", fields["Toilet Name"] ?? "", fields["Location"] ?? "",
                   StableID.position(latitude: coordinate.latitude, longitude: coordinate.longitude, decimals: 5)]
        let id = ids.id(for: key.joined(separator: "|"))
        var attributes = ToiletAttributes()
        if let name = known("Toilet Name") ?? known("Location") { attributes.name = Attribute(name, source: 0, field: "Toilet Name,Location") }
        let address = Address(street: known("Location"), postcode: known("Postcode"), city: known("Area"))
        if address != Address() { attributes.address = Attribute(address, source: 0, field: "Location,Area,Postcode") }
        if let provider = known("Provider") { attributes.operator = Attribute(provider, source: 0, field: "Provider") }
        attributes.gender = Attribute(gender(male: yesNo(known("Male")), female: yesNo(known("Female")), unisex: yesNo(known("Unisex"))),
                                      source: 0, field: "Male,Female,Unisex")
        attributes.wheelchair = Attribute(yesNo(known("Disabled")).map { $0 ? .yes : .no }, source: 0, field: "Disabled")
        let radar = known("RADAR")?.lowercased()
        attributes.centralKey = Attribute(radar == "nks" || yesNo(radar) == true ? .radar : nil, source: 0, field: "RADAR")
        attributes.changingTable = Attribute(yesNo(known("Baby Change")), source: 0, field: "Baby Change")
        if let charge = UKCharge.read(known("Cost")) {
            attributes.fee = Attribute(charge.fee, source: 0, field: "Cost")
            attributes.charge = Attribute(charge.charge, source: 0, field: "Cost")
        }
        let trimmed = fields.mapValues { $0.trimmingCharacters(in: .whitespaces) }
        attributes.openingHours = HoursAttribute.reading(ToiletMapUKHours.reading(trimmed), of: ToiletMapUKHours.text(trimmed),
                                                         field: "24 hours,Open,Days of the Week open")
        let attended = ["1", "yes", "attended"].contains(known("Attendant")?.lowercased() ?? "") ? "Attended." : nil
        let notes = [known("Location Notes:"), attended].compactMap { $0 }
        if !notes.isEmpty { attributes.description = Attribute(notes.joined(separator: " — "), source: 0, field: "Location Notes:,Attendant") }
        let source = Provenance(dataset: "toiletmap-uk", elementType: "toilet", elementID: id)
        return .success(ToiletDraft(kind: .dedicated, coordinate: coordinate, sources: [source], attributes: attributes))
    }

    /// A value that says something: trimmed, not empty, `/`, `-` or `N/A`.
    static func known(_ text: String?) -> String? {
        guard let value = RestroomFields.clean(text), !["/", "-", "n/a"].contains(value.lowercased()) else { return nil }
        return value
    }

    /// 1/Y/Yes → true, 0/N/No → false, anything else unknown.
    static func yesNo(_ text: String?) -> Bool? {
        guard let word = text?.lowercased() else { return nil }
        return yesWords.contains(word) ? true : noWords.contains(word) ? false : nil
    }

    /// The one policy the three columns are sure of, or nil.
    static func gender(male: Bool?, female: Bool?, unisex: Bool?) -> GenderPolicy? {
        switch (male, female, unisex) {
        case (false, false, true): .unisex
        case (true, false, false), (true, false, nil): .male
        case (false, true, false), (false, true, nil): .female
        default: nil
        }
    }

    /// The position of a National Grid reference (``OSGB36``), inside the islands; nil for none, or
    /// for a Northern Irish postcode (the Irish Grid).
    static func gridPosition(_ fields: [String: String]) -> Coordinate? {
        guard let easting = known(fields["Eastings"]).flatMap(Double.init), let northing = known(fields["Northings"]).flatMap(Double.init),
              known(fields["Postcode"])?.uppercased().hasPrefix("BT") != true,
              let coordinate = OSGB36.coordinate(easting: easting, northing: northing),
              (49.8...61.0).contains(coordinate.latitude), (-8.7...1.8).contains(coordinate.longitude) else { return nil }
        return coordinate
    }

    /// The position, swapped when written the wrong way round; nil outside the islands.
    static func position(_ latitudeText: String?, _ longitudeText: String?) -> Coordinate? {
        guard let first = latitudeText.flatMap(Double.init), let second = longitudeText.flatMap(Double.init) else { return nil }
        let isLatitude = { (value: Double) in (49.8...61.0).contains(value) }, isLongitude = { (value: Double) in (-8.7...1.8).contains(value) }
        if isLatitude(first) && isLongitude(second) { return Coordinate(validatingLatitude: first, longitude: second) }
        if isLongitude(first) && isLatitude(second) { return Coordinate(validatingLatitude: second, longitude: first) }
        return nil
    }
}
