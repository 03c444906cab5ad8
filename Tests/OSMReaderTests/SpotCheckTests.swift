import Foundation
import Testing
@testable import OSMReader

/// Single elements compared with `osmium cat -f opl` output, quoted above each test.
@Suite("Elements match osmium's OPL output")
struct SpotCheckTests {
    // n280487301 v5 dV c0 t2019-02-04T08:34:05Z i0 u
    //   Taddr:country=MC,amenity=toilets,fee=no,wheelchair=no x7.4215651 y43.7316035
    @Test("a Monaco dense node has exact coordinates, tags, version, timestamp")
    func monacoToiletNode() throws {
        let collector = try ElementCollector.read(TestFiles.monaco, wantedIDs: [280_487_301])
        let node = try #require(collector.nodes[280_487_301])
        #expect(node.latitude == 43.7316035)
        #expect(node.longitude == 7.4215651)
        #expect(node.tags == ["addr:country": "MC", "amenity": "toilets", "fee": "no", "wheelchair": "no"])
        #expect(node.metadata == OSMMetadata(version: 5, timestamp: Date.utc("2019-02-04T08:34:05Z"), changeset: nil))
    }

    // n21911883 v6 dV c0 t2012-05-01T15:06:19Z i0 u T x7.4229093 y43.7371175
    @Test("the first Monaco node is untagged and still delivered")
    func monacoUntaggedNode() throws {
        let collector = try ElementCollector.read(TestFiles.monaco, wantedIDs: [21_911_883])
        let node = try #require(collector.nodes[21_911_883])
        #expect(node.tags.isEmpty)
        #expect(abs(node.latitude - 43.7371175) < 1e-7)
        #expect(abs(node.longitude - 7.4229093) < 1e-7)
        #expect(node.metadata.version == 6)
    }

    // w167014906 v4 … Taccess=yes,addr:country=MC,amenity=toilets,building=yes,fee=no
    //   Nn1031563364,n6445221016,n1784106805,n1784106809,n1031563364
    @Test("a Monaco way has its node refs in order, closed ring included")
    func monacoToiletWay() throws {
        let collector = try ElementCollector.read(TestFiles.monaco, wantedIDs: [167_014_906])
        let way = try #require(collector.ways[167_014_906])
        #expect(way.nodeIDs == [1_031_563_364, 6_445_221_016, 1_784_106_805, 1_784_106_809, 1_031_563_364])
        #expect(way.tags == ["access": "yes", "addr:country": "MC", "amenity": "toilets", "building": "yes", "fee": "no"])
        #expect(way.metadata.version == 4)
        #expect(way.metadata.timestamp == Date.utc("2019-08-09T03:42:41Z"))
    }

    // r148194 v44 … Tname=Circuit de Monaco,type=circuit,… Mn1720683712@start,n4937755860@finish,
    //   w348019480@,w161775592@,w4230006@,w850261588@pit_lane,w353889280@,w1020920320@,w1029381769@pit_lane
    @Test("a Monaco relation has typed members with roles, empty roles included")
    func monacoCircuitRelation() throws {
        let collector = try ElementCollector.read(TestFiles.monaco, wantedIDs: [148_194])
        let relation = try #require(collector.relations[148_194])
        typealias Member = OSMRelation.Member
        #expect(relation.members == [
            Member(type: .node, ref: 1_720_683_712, role: "start"), Member(type: .node, ref: 4_937_755_860, role: "finish"),
            Member(type: .way, ref: 348_019_480, role: ""), Member(type: .way, ref: 161_775_592, role: ""),
            Member(type: .way, ref: 4_230_006, role: ""), Member(type: .way, ref: 850_261_588, role: "pit_lane"),
            Member(type: .way, ref: 353_889_280, role: ""), Member(type: .way, ref: 1_020_920_320, role: ""),
            Member(type: .way, ref: 1_029_381_769, role: "pit_lane"),
        ])
        #expect(relation.tags["name"] == "Circuit de Monaco")
        #expect(relation.tags["type"] == "circuit")
        #expect(relation.metadata.version == 44)
    }

    // r1670977 appears as a relation member of r7385: …,r1670977@subarea,r1670972@subarea
    @Test("relation members can be relations")
    func relationMemberOfRelation() throws {
        let collector = try ElementCollector.read(TestFiles.monaco, wantedIDs: [7385])
        let relation = try #require(collector.relations[7385])
        #expect(relation.members.suffix(2) == [OSMRelation.Member(type: .relation, ref: 1_670_977, role: "subarea"),
                                              OSMRelation.Member(type: .relation, ref: 1_670_972, role: "subarea")])
        #expect(relation.tags["name:ru"] == "Приморские Альпы")
    }

    // n295113192 v1 dV c0 t2008-09-08T18:37:26Z i0 u Tamenity=toilets x14.344538 y35.9347053
    // w134876347 v2 … Tfee=no,amenity=toilets,building=yes Nn1482121652,n1482121650,n1482121639,n1482121640,n1482121652
    // r26715 v5 … Tname=Triq Anici,name:en=Anici Street,type=street Mw514868596@,w25993239@
    @Test("Malta elements match osmium")
    func maltaElements() throws {
        let collector = try ElementCollector.read(TestFiles.malta, wantedIDs: [295_113_192, 134_876_347, 26715])
        let node = try #require(collector.nodes[295_113_192])
        #expect(node.latitude == 35.9347053 && node.longitude == 14.344538)
        #expect(node.metadata == OSMMetadata(version: 1, timestamp: Date.utc("2008-09-08T18:37:26Z"), changeset: nil))
        let way = try #require(collector.ways[134_876_347])
        #expect(way.nodeIDs == [1_482_121_652, 1_482_121_650, 1_482_121_639, 1_482_121_640, 1_482_121_652])
        #expect(way.tags == ["fee": "no", "amenity": "toilets", "building": "yes"])
        let relation = try #require(collector.relations[26715])
        #expect(relation.members == [OSMRelation.Member(type: .way, ref: 514_868_596, role: ""),
                                     OSMRelation.Member(type: .way, ref: 25_993_239, role: "")])
        #expect(relation.tags == ["name": "Triq Anici", "name:en": "Anici Street", "type": "street"])
    }

    // n666793596 v2 dV c0 t2022-08-17T08:57:53Z i0 u Tamenity=toilets,check_date=2022-08-16 x1.6165105 y42.5546791
    @Test("an Andorra node matches osmium")
    func andorraNode() throws {
        let collector = try ElementCollector.read(TestFiles.andorra, wantedIDs: [666_793_596])
        let node = try #require(collector.nodes[666_793_596])
        #expect(node.latitude == 42.5546791 && node.longitude == 1.6165105)
        #expect(node.tags == ["amenity": "toilets", "check_date": "2022-08-16"])
        #expect(node.metadata.timestamp == Date.utc("2022-08-17T08:57:53Z"))
    }

    // n4776824885 v1 dV c47475718 t2017-04-05T13:02:14Z i2143814 uHorstVoigt
    //   Tamenity=toilets,male=yes,opening_hours=10:00-18:30 x13.348361 y52.5140625
    // w4400154 v39 … Nn21487169,n1013882576,n281787660,n1013882628,n281787659,n1013882580,n27011219,n1337618639
    // r17697 v189 … Mr1900690@,r1900691@
    @Test("Berlin XML elements match osmium, changeset included")
    func berlinElements() throws {
        let collector = try ElementCollector.read(TestFiles.berlin, wantedIDs: [4_776_824_885, 4_400_154, 17697])
        let node = try #require(collector.nodes[4_776_824_885])
        #expect(node.latitude == 52.5140625 && node.longitude == 13.348361)
        #expect(node.tags == ["amenity": "toilets", "male": "yes", "opening_hours": "10:00-18:30"])
        #expect(node.metadata == OSMMetadata(version: 1, timestamp: Date.utc("2017-04-05T13:02:14Z"), changeset: 47_475_718))
        let way = try #require(collector.ways[4_400_154])
        #expect(way.nodeIDs == [21_487_169, 1_013_882_576, 281_787_660, 1_013_882_628, 281_787_659,
                                1_013_882_580, 27_011_219, 1_337_618_639])
        #expect(way.tags["name"] == "Straße des 17. Juni")
        #expect(way.tags["name:ja"] == "6月17日通り")
        let relation = try #require(collector.relations[17697])
        #expect(relation.members == [OSMRelation.Member(type: .relation, ref: 1_900_690, role: ""),
                                     OSMRelation.Member(type: .relation, ref: 1_900_691, role: "")])
        #expect(relation.tags["colour"] == "#95276E")
    }

    @Test("elements arrive in file order: all nodes, then ways, then relations")
    func fileOrder() throws {
        let collector = try ElementCollector.read(TestFiles.monaco)
        let kinds = collector.order.map(\.first)
        let firstWay = try #require(kinds.firstIndex(of: "w"))
        let firstRelation = try #require(kinds.firstIndex(of: "r"))
        #expect(kinds[..<firstWay].allSatisfy { $0 == "n" })
        #expect(kinds[firstWay..<firstRelation].allSatisfy { $0 == "w" })
        #expect(kinds[firstRelation...].allSatisfy { $0 == "r" })
    }
}
