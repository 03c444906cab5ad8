import Foundation
import Geo
import Model

/// The two files of toilets4london's PublicToiletDataFetcher as toilet drafts: the councils'
/// records (every record has `source_file`, the file it came from) and the OSM-derived file (no
/// `source_file`). A record is read by its own keys, so either file, or both joined, can be read.
///
/// | key | councils (`toilets4london:<file stem>/<n>`) | OSM-derived (`toilets4london-osm:toilet/<n>`) |
/// |---|---|---|
/// | `latitude`, `longitude` | the position (numbers, or numbers written as text); none real (50 records say 0, 0): left out | the same |
/// | `source_file`, `name`, `address`, position | the id n: ``StableID`` of `source_file\|name\|address\|lat,lon` (6 decimals; a repeated key, 7 in the file, counted by ``StableID/Occurrences``) | n of `name\|address\|lat,lon` |
/// | `name` | `name` (empty: unknown) | the same |
/// | `address`, `borough` | the address: `street` is the whole address line, `city` the borough | the same |
/// | `wheelchair` | true: yes; false: **no only when the same `source_file` says true somewhere**, else unknown | true: yes; false: **unknown** |
/// | `baby_change` | `changing_table`, with the same rule | true: yes; false: **unknown** |
/// | `fee` | fee and charge by ``UKCharge`` (`Free`, `Paid`, `20p`); empty, numbers: unknown | (no key) |
/// | `opening_hours` | free text through ``FreeTextHours`` (unread text kept as `hours_text`) | an OSM value, kept with `hoursProblem` when it does not parse |
/// | `open` | false: **left out**, the Problem "open: expected a toilet the source does not mark closed" | (no key) |
/// | `data_source` | `description`: "Source: …" (a 2014 FOI request, a council page: how old the facts are) | not kept: always the OSM credit, which ``SourceFormat`` gives |
/// | `covid`, `rating`, `num_ratings` | not kept: not facts of the toilet today | |
///
/// **Why a false is often not a no.** The fetcher writes `false` where its source had nothing:
/// in the councils' file, `barnet` and `barnet_with_coords` say false for every one of their 39
/// toilets' `wheelchair` and `baby_change`, and `islington_2` for all 54 `baby_change`; a file
/// that never says true has no column that can say yes, so its false is a default. Where a file
/// says true for some toilets and false for others, it is read as the council's no. In the OSM
/// file a missing `wheelchair` tag and `wheelchair=no` both came out false (656 of 859), so false
/// is never a no there.
///
/// **Why closed records are left out.** 69 records say `open: false` (51 of Wandsworth's, 18 of
/// Lewisham's second file): the council lists a toilet it has closed. Keeping it with unknown
/// hours would send someone to a locked door.
///
/// Records from `sainsburys` are `.inVenue("supermarket")`; every other record is `.dedicated`.
public enum Toilets4LondonJSON {
    /// The whole input is not a JSON array.
    public struct NotAnArray: Error, Sendable, CustomStringConvertible {
        public var description: String { "expected a JSON array of toilets4london records" }
    }

    static let venues = ["sainsburys": "supermarket"]

    /// The drafts of every readable record in `data`, in order.
    /// - Complexity: O(n) in the records (two passes: one for each file's trues, one to read).
    public static func read(_ data: Data) throws(NotAnArray) -> SourceReading {
        guard case .array(let records) = JSONTree.parse(data) else { throw NotAnArray() }
        let saysYes = filesSayingTrue(records)
        var reading = SourceReading()
        var ids = StableID.Occurrences()
        for (index, record) in records.enumerated() { reading.add(draft(record, index: index, saysYes: saysYes, ids: &ids)) }
        return reading
    }

    /// For each key that can say no, the source files in which some record says true.
    static func filesSayingTrue(_ records: [JSONTree]) -> [String: Set<String>] {
        var files: [String: Set<String>] = [:]
        for record in records {
            guard let file = record["source_file"]?.string else { continue }
            for key in ["wheelchair", "baby_change"] where record[key] == .bool(true) { files[key, default: []].insert(file) }
        }
        return files
    }

    /// One record's draft, or why it is left out.
    static func draft(_ record: JSONTree, index: Int, saysYes: [String: Set<String>],
                      ids: inout StableID.Occurrences) -> Result<ToiletDraft, SourceReading.Problem> {
        guard case .object = record else { return .failure(.init(index: index, id: nil, field: "record", expected: "an object")) }
        guard let latitude = record["latitude"]?.number, let longitude = record["longitude"]?.number,
              let coordinate = Coordinate(validatingLatitude: latitude, longitude: longitude), !(latitude == 0 && longitude == 0) else {
            return .failure(.init(index: index, id: nil, field: "latitude/longitude",
                                  expected: "a latitude from -90 to 90 and a longitude from -180 to 180 (not 0,0)"))
        }
        let file = record["source_file"]?.string
        let name = RestroomFields.clean(record["name"]?.string), address = RestroomFields.clean(record["address"]?.string)
        let position = StableID.position(latitude: latitude, longitude: longitude, decimals: 6)
        let id = ids.id(for: [file, name ?? "", address ?? "", position].compactMap { $0 }.joined(separator: "|"))
        if record["open"] == .bool(false) {
            return .failure(.init(index: index, id: id, field: "open", expected: "a toilet the source does not mark closed"))
        }
        var attributes = ToiletAttributes()
        if let name { attributes.name = Attribute(name, source: 0, field: "name") }
        let place = Address(street: address, city: RestroomFields.clean(record["borough"]?.string))
        if place != Address() { attributes.address = Attribute(place, source: 0, field: "address,borough") }
        attributes.wheelchair = Attribute(yesNo(record["wheelchair"], canSayNo: file.map { saysYes["wheelchair"]?.contains($0) == true })
            .map { $0 ? .yes : .no }, source: 0, field: "wheelchair")
        attributes.changingTable = Attribute(yesNo(record["baby_change"], canSayNo: file.map { saysYes["baby_change"]?.contains($0) == true }),
                                             source: 0, field: "baby_change")
        guard let file else {
            let hours = HoursAttribute.osm(record["opening_hours"]?.string, field: "opening_hours")
            attributes.openingHours = hours.attribute
            let provenance = Provenance(dataset: "toilets4london-osm", elementType: "toilet", elementID: id)
            return .success(ToiletDraft(kind: .dedicated, coordinate: coordinate, sources: [provenance], attributes: attributes,
                                        hoursProblem: hours.problem))
        }
        addCouncilFacts(record, to: &attributes)
        let stem = Self.stem(file)
        let provenance = Provenance(dataset: "toilets4london", elementType: stem, elementID: id)
        return .success(ToiletDraft(kind: venues[stem].map(Toilet.Kind.inVenue) ?? .dedicated, coordinate: coordinate,
                                    sources: [provenance], attributes: attributes))
    }

    /// true is yes; false is no only when the file can say no (`canSayNo`, nil for the OSM file).
    static func yesNo(_ value: JSONTree?, canSayNo: Bool?) -> Bool? {
        switch value {
        case .bool(true): true
        case .bool(false) where canSayNo == true: false
        default: nil
        }
    }

    /// What only the councils' records say: fee, free-text hours, where the facts came from.
    static func addCouncilFacts(_ record: JSONTree, to attributes: inout ToiletAttributes) {
        if let charge = UKCharge.read(record["fee"]?.string) {
            attributes.fee = Attribute(charge.fee, source: 0, field: "fee")
            attributes.charge = Attribute(charge.charge, source: 0, field: "fee")
        }
        attributes.openingHours = HoursAttribute.freeText(record["opening_hours"]?.string, field: "opening_hours")
        if let source = RestroomFields.clean(record["data_source"]?.string) {
            attributes.description = Attribute("Source: \(source)", source: 0, field: "data_source")
        }
    }

    /// `Data/processed_data_barnet_with_coords.json` → `barnet_with_coords`.
    static func stem(_ file: String) -> String {
        var name = file.split(separator: "/").last.map(String.init) ?? file
        if name.hasSuffix(".json") { name.removeLast(5) }
        if name.hasPrefix("processed_data_") { name.removeFirst(15) }
        return name.isEmpty ? "record" : name
    }
}
