/// A clipped extract of Monaco, made with
/// `osmium extract -s simple -b 7.4236,43.7311,7.4248,43.7319 monaco-2022.osm.pbf -f osm`
/// (osmium 1.15): 61 nodes, 10 ways, 1 relation. The "simple" strategy keeps ways
/// whole but drops their nodes outside the box, so 23 of the 68 way node references
/// point at nodes that are not in the file.
enum MonacoExtractFixture {
    static let bbox = (minLongitude: 7.4236, minLatitude: 43.7311, maxLongitude: 7.4248, maxLatitude: 43.7319)
    static let nodeCount = 61, wayCount = 10, relationCount = 1
    static let wayNodeReferences = 68, missingWayNodeReferences = 23

    static let xml = #"""
<?xml version='1.0' encoding='UTF-8'?>
<osm version="0.6" generator="osmium/1.15.0">
  <node id="25182815" version="2" timestamp="2010-12-31T04:47:10Z" lat="43.7312799" lon="7.4241358"/>
  <node id="25182821" version="4" timestamp="2022-06-26T09:48:26Z" lat="43.731795" lon="7.4238205"/>
  <node id="280484289" version="2" timestamp="2010-12-31T04:46:52Z" lat="43.7314339" lon="7.424064"/>
  <node id="280487034" version="4" timestamp="2018-03-26T07:15:56Z" lat="43.7316904" lon="7.4247265"/>
  <node id="280487334" version="2" timestamp="2012-06-16T15:14:40Z" lat="43.7313499" lon="7.4236593"/>
  <node id="280487341" version="3" timestamp="2012-06-16T15:14:40Z" lat="43.7311702" lon="7.4237538"/>
  <node id="619431237" version="1" timestamp="2010-01-24T19:48:06Z" lat="43.7313397" lon="7.4241935"/>
  <node id="619431240" version="1" timestamp="2010-01-24T19:48:06Z" lat="43.7315103" lon="7.4247621"/>
  <node id="619431243" version="2" timestamp="2011-01-02T22:28:48Z" lat="43.731877" lon="7.4245437"/>
  <node id="619431246" version="2" timestamp="2011-01-02T22:29:02Z" lat="43.7318074" lon="7.4241486"/>
  <node id="619431248" version="2" timestamp="2011-01-02T22:29:40Z" lat="43.7318655" lon="7.4241189"/>
  <node id="619431250" version="2" timestamp="2011-01-02T22:32:22Z" lat="43.7318418" lon="7.4239928"/>
  <node id="619431255" version="2" timestamp="2011-01-02T22:30:01Z" lat="43.7316691" lon="7.4241954"/>
  <node id="619431258" version="1" timestamp="2010-01-24T19:48:07Z" lat="43.7315491" lon="7.4242471"/>
  <node id="619431259" version="2" timestamp="2011-01-02T22:29:05Z" lat="43.7316184" lon="7.4245312"/>
  <node id="619431260" version="2" timestamp="2011-01-02T22:31:32Z" lat="43.7317356" lon="7.4244547"/>
  <node id="624455861" version="2" timestamp="2012-06-16T15:14:41Z" lat="43.7314329" lon="7.4239486"/>
  <node id="624455865" version="2" timestamp="2012-06-16T15:14:41Z" lat="43.7317776" lon="7.4238202"/>
  <node id="624456135" version="2" timestamp="2012-06-16T15:14:42Z" lat="43.7313062" lon="7.4240699"/>
  <node id="624456137" version="2" timestamp="2012-06-16T15:14:42Z" lat="43.7313902" lon="7.4239"/>
  <node id="1209309172" version="1" timestamp="2011-03-19T18:57:32Z" lat="43.7311622" lon="7.4247986"/>
  <node id="1209309191" version="1" timestamp="2011-03-19T18:57:32Z" lat="43.7315957" lon="7.424305"/>
  <node id="1209309192" version="1" timestamp="2011-03-19T18:57:32Z" lat="43.7316362" lon="7.4244666"/>
  <node id="1209309213" version="1" timestamp="2011-03-19T18:57:33Z" lat="43.7316093" lon="7.4244937"/>
  <node id="1209309214" version="1" timestamp="2011-03-19T18:57:33Z" lat="43.7315612" lon="7.4242968"/>
  <node id="1790048440" version="1" timestamp="2012-06-16T15:14:00Z" lat="43.7311851" lon="7.4239012"/>
  <node id="1790048460" version="1" timestamp="2012-06-16T15:14:00Z" lat="43.7312852" lon="7.4242468"/>
  <node id="1790048464" version="1" timestamp="2012-06-16T15:14:01Z" lat="43.7312931" lon="7.4240674"/>
  <node id="1790048511" version="1" timestamp="2012-06-16T15:14:01Z" lat="43.731378" lon="7.4239048"/>
  <node id="1790048513" version="1" timestamp="2012-06-16T15:14:01Z" lat="43.7313885" lon="7.4246187"/>
  <node id="1790048515" version="1" timestamp="2012-06-16T15:14:01Z" lat="43.7314096" lon="7.424031"/>
  <node id="1790048527" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7314924" lon="7.4236914"/>
  <node id="1790048529" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.731509" lon="7.4237785"/>
  <node id="1790048533" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7315458" lon="7.4239062"/>
  <node id="1790048545" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7315532" lon="7.4239341"/>
  <node id="1790048558" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7316348" lon="7.4236395"/>
  <node id="1790048560" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7316513" lon="7.4237266"/>
  <node id="1790048563" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7316613" lon="7.423866"/>
  <node id="1790048565" version="1" timestamp="2012-06-16T15:14:02Z" lat="43.7316672" lon="7.4238918"/>
  <node id="1790048566" version="2" timestamp="2022-06-26T09:48:26Z" lat="43.7317613" lon="7.4239394"/>
  <node id="1868334347" version="1" timestamp="2012-08-16T07:54:15Z" lat="43.7313189" lon="7.4242846"/>
  <node id="1868334378" version="1" timestamp="2012-08-16T07:54:15Z" lat="43.7311405" lon="7.4243986"/>
  <node id="2270588144" version="1" timestamp="2013-04-17T12:34:19Z" lat="43.7311593" lon="7.4243834"/>
  <node id="2270588145" version="1" timestamp="2013-04-17T12:34:19Z" lat="43.731299" lon="7.4242963"/>
  <node id="7667972275" version="1" timestamp="2020-06-29T22:18:54Z" lat="43.7318928" lon="7.424001"/>
  <node id="7667972276" version="1" timestamp="2020-06-29T22:18:54Z" lat="43.7318797" lon="7.4240574"/>
  <node id="7667972277" version="1" timestamp="2020-06-29T22:18:54Z" lat="43.7318748" lon="7.4241431"/>
  <node id="7667972278" version="1" timestamp="2020-06-29T22:18:54Z" lat="43.7318243" lon="7.4241702"/>
  <node id="7667972279" version="1" timestamp="2020-06-29T22:18:54Z" lat="43.7318895" lon="7.4245626"/>
  <node id="7667972280" version="1" timestamp="2020-06-29T22:18:54Z" lat="43.7318569" lon="7.4245897"/>
  <node id="7787116320" version="1" timestamp="2020-08-05T10:45:04Z" lat="43.7314686" lon="7.4247765"/>
  <node id="7787116321" version="1" timestamp="2020-08-05T10:45:04Z" lat="43.731329" lon="7.4242521"/>
  <node id="7787116322" version="1" timestamp="2020-08-05T10:45:04Z" lat="43.731332" lon="7.4241982"/>
  <node id="7787116323" version="1" timestamp="2020-08-05T10:45:04Z" lat="43.7314759" lon="7.4247974"/>
  <node id="7799420887" version="1" timestamp="2020-08-09T21:19:23Z" lat="43.731188" lon="7.4237098"/>
  <node id="7799420888" version="1" timestamp="2020-08-09T21:19:23Z" lat="43.7313379" lon="7.4236468"/>
  <node id="8828262276" version="1" timestamp="2021-06-12T21:18:28Z" lat="43.7316098" lon="7.4239965">
    <tag k="crossing" v="uncontrolled"/>
    <tag k="crossing_ref" v="zebra"/>
    <tag k="highway" v="crossing"/>
    <tag k="source" v="BDortho IGN 2021"/>
  </node>
  <node id="9237143291" version="1" timestamp="2021-11-09T07:00:34Z" lat="43.7314392" lon="7.4244567">
    <tag k="amenity" v="school"/>
    <tag k="wikimedia_commons" v="File:Une école Rue Princesse Marie de Lorraine (Monaco).jpg"/>
  </node>
  <node id="9237156744" version="2" timestamp="2022-01-10T08:58:04Z" lat="43.731244" lon="7.4241462">
    <tag k="addr:housenumber" v="14"/>
    <tag k="addr:street" v="Rue Princesse Marie de Lorraine"/>
    <tag k="consulate" v="honorary_consul"/>
    <tag k="country" v="KR"/>
    <tag k="diplomatic" v="consulate"/>
    <tag k="name" v="Consulat honoraire de la République de Corée à Monaco"/>
    <tag k="office" v="diplomatic"/>
    <tag k="target" v="MC"/>
    <tag k="wikimedia_commons" v="File:Consulat honoraire de Corée du Sud à Monaco (novembre 2021).jpg"/>
  </node>
  <node id="9244485144" version="2" timestamp="2022-01-08T16:39:57Z" lat="43.7313117" lon="7.4243868">
    <tag k="addr:housenumber" v="18"/>
    <tag k="addr:street" v="Rue Princesse Marie de Lorraine"/>
    <tag k="country" v="NE"/>
    <tag k="diplomatic" v="consulate"/>
    <tag k="name" v="Consulat du Niger à Monaco"/>
    <tag k="name:en" v="Consulate of Niger in Monaco"/>
    <tag k="name:fr" v="Consulat du Niger à Monaco"/>
    <tag k="office" v="diplomatic"/>
    <tag k="phone" v="+377 93 30 40 50"/>
    <tag k="target" v="MC"/>
    <tag k="wikimedia_commons" v="File:Consulat du Niger à Monaco au 18 Rue Princesse Marie de Lorraine.jpg"/>
  </node>
  <node id="9847754766" version="1" timestamp="2022-06-26T09:48:26Z" lat="43.731791" lon="7.4238946"/>
  <way id="4227157" version="13" timestamp="2022-06-26T09:48:26Z">
    <nd ref="25182821"/>
    <nd ref="9847754767"/>
    <nd ref="25182851"/>
    <nd ref="25182882"/>
    <nd ref="280483717"/>
    <nd ref="1074584928"/>
    <nd ref="25182927"/>
    <nd ref="280484776"/>
    <nd ref="1074584922"/>
    <nd ref="1074584641"/>
    <nd ref="25182943"/>
    <nd ref="25182997"/>
    <nd ref="1074584541"/>
    <nd ref="1790048488"/>
    <nd ref="7932125562"/>
    <tag k="highway" v="residential"/>
    <tag k="name" v="Rue des Remparts"/>
    <tag k="oneway" v="yes"/>
  </way>
  <way id="4227158" version="7" timestamp="2022-06-26T09:48:26Z">
    <nd ref="25182815"/>
    <nd ref="280484289"/>
    <nd ref="8828262276"/>
    <nd ref="1790048566"/>
    <nd ref="9847754766"/>
    <nd ref="25182821"/>
    <tag k="highway" v="residential"/>
    <tag k="name" v="Rue Philibert Florence"/>
    <tag k="oneway" v="yes"/>
    <tag k="reg_name" v="Carrugiu Philibert Florence"/>
  </way>
  <way id="25722486" version="8" timestamp="2022-06-26T09:48:26Z">
    <nd ref="280484289"/>
    <nd ref="280487334"/>
    <nd ref="1790048491"/>
    <nd ref="1790048502"/>
    <nd ref="280484772"/>
    <nd ref="280487335"/>
    <nd ref="280487420"/>
    <nd ref="280484775"/>
    <nd ref="280484776"/>
    <tag k="highway" v="footway"/>
    <tag k="name" v="Rue Notre-Dame-de-Lorete"/>
    <tag k="reg_name" v="Carrugiu Madona de Lureta"/>
  </way>
  <way id="25722909" version="4" timestamp="2022-06-26T09:48:26Z">
    <nd ref="280487334"/>
    <nd ref="280487341"/>
    <tag k="highway" v="footway"/>
    <tag k="name" v="Passage de la Fonderie"/>
    <tag k="reg_name" v="Carrugëtu d&apos;a Fondarìa"/>
    <tag k="tunnel" v="building_passage"/>
  </way>
  <way id="48825426" version="2" timestamp="2017-03-19T10:11:57Z">
    <nd ref="619431237"/>
    <nd ref="619431240"/>
    <nd ref="619431243"/>
    <nd ref="619431246"/>
    <nd ref="619431248"/>
    <nd ref="619431250"/>
    <nd ref="619431237"/>
  </way>
  <way id="48825427" version="4" timestamp="2011-03-19T18:57:36Z">
    <nd ref="619431255"/>
    <nd ref="619431258"/>
    <nd ref="1209309214"/>
    <nd ref="1209309191"/>
    <nd ref="1209309192"/>
    <nd ref="1209309213"/>
    <nd ref="619431259"/>
    <nd ref="619431260"/>
    <nd ref="619431255"/>
  </way>
  <way id="49209645" version="5" timestamp="2020-08-09T21:19:23Z">
    <nd ref="7799420888"/>
    <nd ref="7799420887"/>
    <nd ref="1790048464"/>
    <nd ref="624456135"/>
    <nd ref="1790048515"/>
    <nd ref="1790048511"/>
    <nd ref="624456137"/>
    <nd ref="7799420888"/>
    <tag k="addr:country" v="MC"/>
    <tag k="building" v="yes"/>
  </way>
  <way id="167625757" version="1" timestamp="2012-06-16T15:14:12Z">
    <nd ref="1790048558"/>
    <nd ref="1790048560"/>
    <nd ref="1790048529"/>
    <nd ref="1790048527"/>
    <nd ref="1790048558"/>
  </way>
  <way id="176284699" version="3" timestamp="2022-06-26T09:48:26Z">
    <nd ref="1868334347"/>
    <nd ref="2270588145"/>
    <nd ref="2270588144"/>
    <nd ref="1868334378"/>
    <tag k="highway" v="footway"/>
    <tag k="tunnel" v="yes"/>
  </way>
  <way id="834185388" version="1" timestamp="2020-08-05T10:45:04Z">
    <nd ref="7787116323"/>
    <nd ref="1079750237"/>
    <nd ref="7787116324"/>
    <tag k="crossing" v="marked"/>
    <tag k="footway" v="crossing"/>
    <tag k="highway" v="footway"/>
  </way>
  <relation id="393481" version="10" timestamp="2022-07-12T14:36:58Z">
    <member type="way" ref="48825426" role="outer"/>
    <member type="way" ref="48825427" role="inner"/>
    <tag k="building" v="school"/>
    <tag k="name" v="Pensionnat des Dames de Saint-Maur"/>
    <tag k="type" v="multipolygon"/>
  </relation>
</osm>
"""#
}
