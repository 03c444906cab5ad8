import Foundation
import Geo
import Model
import Testing
import TestSupport

@Suite("Needs profile")
struct NeedsProfileTests {
    static func toilet(_ edit: (inout ToiletAttributes) -> Void) -> Toilet {
        let draft = Fixtures.draft(node: 1, at: Coordinate(latitude: 0, longitude: 0), edit)
        return Toilet(id: Toilet.ID(1), kind: draft.kind, coordinate: draft.coordinate, region: "r", timeZoneIdentifier: "UTC",
                      sources: draft.sources, attributes: draft.attributes, createdAt: Fixtures.monday, updatedAt: Fixtures.monday)
    }

    @Test("physical needs want a known yes; free and public exclude only the known opposite", arguments: [
        (NeedsProfile.wheelchair, { @Sendable (a: inout ToiletAttributes) in a.wheelchair = Attribute(.yes) }, true),
        (.wheelchair, { a in a.wheelchair = Attribute(.designated) }, true),
        (.wheelchair, { a in a.wheelchair = Attribute(.limited) }, false),
        (.wheelchair, { _ in }, false),
        (.changingTable, { a in a.changingTable = Attribute(true) }, true),
        (.changingTable, { _ in }, false),
        (.genderNeutral, { a in a.gender = Attribute(.unisex) }, true),
        (.genderNeutral, { a in a.gender = Attribute(.genderSegregated) }, false),
        (.free, { _ in }, true),
        (.free, { a in a.fee = Attribute(false) }, true),
        (.free, { a in a.fee = Attribute(true) }, false),
        (.publicAccess, { _ in }, true),
        (.publicAccess, { a in a.access = Attribute(.public) }, true),
        (.publicAccess, { a in a.access = Attribute(.customers) }, false),
        ([], { a in a.access = Attribute(.private) }, true),
    ] as [(NeedsProfile, @Sendable (inout ToiletAttributes) -> Void, Bool)])
    func needs(profile: NeedsProfile, edit: @Sendable (inout ToiletAttributes) -> Void, met: Bool) {
        #expect(profile.isMet(by: Self.toilet(edit)) == met)
    }

    @Test("a profile is met only when every need in it is met")
    func combined() {
        let both = Self.toilet { $0.wheelchair = Attribute(.yes); $0.gender = Attribute(.unisex) }
        let one = Self.toilet { $0.wheelchair = Attribute(.yes) }
        #expect(NeedsProfile([.wheelchair, .genderNeutral]).isMet(by: both))
        #expect(!NeedsProfile([.wheelchair, .genderNeutral]).isMet(by: one))
    }

    @Test("needs parse from query text and name the unknown one")
    func parse() {
        #expect(NeedsProfile.parse("wheelchair, changing_table") == .success([.wheelchair, .changingTable]))
        #expect(NeedsProfile.parse("") == .success([]))
        #expect(NeedsProfile.parse("free,PUBLIC,gender_neutral") == .success([.free, .publicAccess, .genderNeutral]))
        #expect(NeedsProfile.parse("wheelchair,jetpack") == .failure(NeedsProfile.UnknownNeed(name: "jetpack")))
    }

    @Test("an attribute that is unknown carries no source and reads as unknown, never no")
    func unknown() {
        let attribute = Attribute<Bool>(nil, source: 3, field: "fee")
        #expect(attribute.source == nil && attribute.field == nil && attribute.triState == .unknown)
        #expect(Attribute(false, source: 0).triState == .no)
    }
}
