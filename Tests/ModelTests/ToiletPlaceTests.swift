import Foundation
import Testing
@testable import Model

/// The English wording of a derived place, as a table.
@Suite("Toilet place label")
struct ToiletPlaceTests {
    @Test("each kind reads as a person would say it", arguments: [
        (ToiletPlace(kind: .street, name: "Rue Grimaldi"), "Public toilet · Rue Grimaldi"),
        (ToiletPlace(kind: .park, name: "Parc Princesse Antoinette"), "in Parc Princesse Antoinette"),
        (ToiletPlace(kind: .station, name: "Gare de Monaco"), "at Gare de Monaco"),
        (ToiletPlace(kind: .venue, name: "Fontvieille shopping centre"), "in Fontvieille shopping centre"),
        (ToiletPlace(kind: .venue, name: "Fontvieille shopping centre", level: "2"), "2nd floor, Fontvieille shopping centre"),
        (ToiletPlace(kind: .station, name: "Gare de Monaco", level: "-1"), "basement level 1, at Gare de Monaco"),
        (ToiletPlace(kind: .street, name: "Rue Grimaldi", level: "0"), "Public toilet · Rue Grimaldi, ground floor"),
    ])
    func label(place: ToiletPlace, expected: String) {
        #expect(place.label == expected)
    }

    @Test("the label is derived, never the name: a named toilet keeps its name and has no label")
    func neverTheName() {
        var toilet = Toilet(id: Toilet.ID(1), kind: .dedicated, coordinate: .init(latitude: 43.7, longitude: 7.4), region: "r",
                            timeZoneIdentifier: "Europe/Monaco", sources: [], attributes: ToiletAttributes(),
                            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        toilet.place = ToiletPlace(kind: .street, name: "Rue Grimaldi", nearStreet: "Rue Grimaldi")
        #expect(toilet.displayName == "Public toilet" && toilet.placeLabel == "Public toilet · Rue Grimaldi")
        toilet.attributes.name = Attribute("Toilettes du Port")
        #expect(toilet.displayName == "Toilettes du Port" && toilet.placeLabel == nil)
    }

    @Test("the record's JSON never carries the derived place")
    func notInRecord() throws {
        var toilet = Toilet(id: Toilet.ID(1), kind: .dedicated, coordinate: .init(latitude: 43.7, longitude: 7.4), region: "r",
                            timeZoneIdentifier: "Europe/Monaco", sources: [], attributes: ToiletAttributes(),
                            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        toilet.place = ToiletPlace(kind: .park, name: "Parc")
        let text = String(decoding: try JSONEncoder().encode(toilet), as: UTF8.self)
        #expect(!text.contains("Parc"))
        #expect(try JSONDecoder().decode(Toilet.self, from: Data(text.utf8)).place == nil)
    }
}
