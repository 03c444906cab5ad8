import Foundation
import Finder
import Geo
import Localization
import Model
import OpeningHours
import Routing

/// Writes `/api/nearest` and route answers with ``JSONWriter`` (the hot path).
///
/// Each result's `toilet` has the record's keys (``ToiletJSON``), without each attribute's
/// `source` and without the unknown attributes (all are in `GET /api/toilets/{id}`), and
/// `hours` as of now. Routes carry the encoded polyline, and GeoJSON only when asked: the
/// unknown attributes and the second copy of the line were three quarters of the bytes, and
/// the bytes a large share of the endpoint's cost (issue 9's profile). Every sentence is in the
/// query's language: the explanation (made by the finder), the hours and arrival summaries and
/// the step instructions.
enum NearestJSON {
    static func result(_ result: FinderResult, query: FinderQuery, cache: ToiletJSONCache, withGeoJSON: Bool = false,
                       finder: ToiletFinder? = nil) -> [UInt8] {
        var w = JSONWriter(capacity: 4096)
        w.beginObject()
        switch result.ranking {
        case .walking:
            w.key("ranking"); w.string("walking")
        case .straightLine(let reason):
            w.key("ranking"); w.string("straight_line")
            w.key("fallback"); w.string(reason)
        }
        w.key("rank"); w.string(query.order.name)
        w.key("results"); w.beginArray()
        for hit in result.hits { write(hit, query: query, cache: cache, withGeoJSON: withGeoJSON, finder: finder, to: &w) }
        w.endArray()
        if let finder, !query.community.closed.isEmpty {
            let within = max(500, result.hits.map(\.straightMeters).max() ?? 2_000)
            w.key("closed_nearby"); w.beginArray()
            for (id, reason) in closedNearby(query, finder: finder, withinMeters: within, language: query.language) {
                w.beginObject()
                w.key("id"); w.integer(id.rawValue)
                w.key("reason"); w.string(reason)
                w.endObject()
            }
            w.endArray()
        }
        w.endObject()
        return w.bytes
    }

    /// The toilets the community reports closed within `withinMeters` of the origin (straight
    /// line), nearest first, at most 10: what the answer left out, and why.
    /// - Complexity: O(c log c) in the closed toilets (the community's, not the region's).
    static func closedNearby(_ query: FinderQuery, finder: ToiletFinder, withinMeters: Double,
                             language: Language = .english) -> [(Toilet.ID, String)] {
        query.community.closed.compactMap { id, reason -> (Toilet.ID, String, Double)? in
            guard let toilet = finder.toilet(id) else { return nil }
            let meters = query.origin.distanceMeters(to: toilet.coordinate)
            return meters <= withinMeters ? (id, reason.text(in: language), meters) : nil
        }
        .sorted { ($0.2, $0.0) < ($1.2, $1.0) }
        .prefix(10).map { ($0.0, $0.1) }
    }

    static func write(_ hit: FinderHit, query: FinderQuery, cache: ToiletJSONCache, withGeoJSON: Bool, finder: ToiletFinder? = nil,
                      to w: inout JSONWriter) {
        w.beginObject()
        w.key("toilet"); w.raw(cache.json(for: hit.toilet, at: query.now, language: query.language, finder: finder))
        w.key("distanceMeters"); w.number(hit.straightMeters, decimals: 1)
        w.key("bearingDegrees"); w.number(query.origin.bearingDegrees(to: hit.toilet.coordinate), decimals: 1)
        w.key("walkSeconds"); w.number(hit.walkSeconds, decimals: 0)
        w.key("walkMeters"); w.number(hit.walkMeters, decimals: 0)
        w.key("arrival"); w.beginObject()
        w.key("at"); w.timestamp(hit.arrival)
        w.key("state"); w.string(hit.arrivalState.rawValue)
        w.key("closesAt"); w.timestamp(hit.closesAt)
        w.key("summary"); w.string(arrivalSummary(hit, language: query.language))
        w.endObject()
        w.key("explanation"); w.string(hit.explanation)
        if !query.community.evidence.isEmpty, let rating = query.community.evidence[hit.toilet.id]?.cleanliness {
            w.key("rating"); w.beginObject()
            w.key("average"); w.number(rating.mean, decimals: 1)
            w.key("count"); w.integer(Int64(rating.count))
            w.endObject()
        }
        if let pick = hit.bestPick { bestPick(pick, to: &w) }
        if let route = hit.route { w.key("route"); self.route(route, withGeoJSON: withGeoJSON, language: query.language, to: &w) }
        w.endObject()
    }

    /// A result's best pick: the score, its parts (minutes), each factor's signal, the sentence.
    /// A factor whose signal is 0 (nothing known, or nothing against it) is left out of both:
    /// most are, and each number written was a measurable share of `rank=best`'s cost.
    static func bestPick(_ pick: BestPickAnswer, to w: inout JSONWriter) {
        w.key("bestPick"); w.beginObject()
        w.key("score"); w.number(pick.score.total, decimals: 2)
        for (key, values, decimals) in [("parts", pick.score.parts, 2), ("signals", pick.signals, 3)] {
            w.key(text: key); w.beginObject()
            for factor in BestPickFactor.allCases where pick.signals[factor] != 0 {
                w.key(text: factor.rawValue); w.number(values[factor], decimals: decimals)
            }
            w.endObject()
        }
        w.key("sentence"); w.string(pick.sentence)
        w.endObject()
    }

    /// "Open when you arrive, until 22:00", "Open when you arrive", or "Hours unknown".
    static func arrivalSummary(_ hit: FinderHit, language: Language = .english) -> String {
        guard hit.arrivalState == .open else { return OpeningSchedule.unknownSummary(in: language) }
        guard let closes = hit.closesAt, let zone = hit.timeZone else { return AnswerText.catalogue.text(.openOnArrival, in: language) }
        // The wall-clock time there: the zone's offset at that instant (no Calendar per answer).
        let local = closes.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: closes))
        let minute = Int((local / 60).rounded(.down)) % 1440
        let minuteOfDay = minute < 0 ? minute + 1440 : minute
        return AnswerText.catalogue.text(.openOnArrivalUntil, in: language, ["time": Language.clockTime(minuteOfDay: minuteOfDay)])
    }

    static func route(_ route: WalkingRoute, withGeoJSON: Bool, language: Language = .english, to w: inout JSONWriter) {
        w.beginObject()
        w.key("polyline"); w.string(route.encodedPolyline())
        if withGeoJSON {
            w.key("geometry"); w.beginObject()
            w.key("type"); w.string("LineString")
            w.key("coordinates"); w.beginArray()
            for point in route.coordinates {
                w.beginArray(); w.number(point.longitude, decimals: 6); w.number(point.latitude, decimals: 6); w.endArray()
            }
            w.endArray()
            w.endObject()
        }
        w.key("meters"); w.number(route.meters, decimals: 0)
        w.key("seconds"); w.number(route.seconds, decimals: 0)
        w.key("steps"); w.beginArray()
        for step in route.steps {
            Self.step(step, language: language, to: &w)
        }
        w.endArray()
        w.endObject()
    }

    /// One step: its instruction as text, and its parts, so a client can say it in its own
    /// language and units.
    static func step(_ step: RouteStep, language: Language = .english, to w: inout JSONWriter) {
        w.beginObject()
        w.key("instruction"); w.string(utf8: { step.appendInstruction(in: language, to: &$0) })
        w.key("meters"); w.number(step.meters, decimals: 0)
        w.key("seconds"); w.number(Double(step.millis) / 1000, decimals: 0)
        w.key("maneuver"); w.beginObject()
        switch step.maneuver {
        case .depart(let bearing):
            w.key("type"); w.string("depart")
            w.key("direction"); w.string(RouteStep.compassWord(bearing))
        case .turn(let direction):
            w.key("type"); w.string("turn")
            w.key("direction"); w.string(direction.rawValue)
        case .arrive:
            w.key("type"); w.string("arrive")
        }
        w.endObject()
        w.key("name")
        if let name = step.name { w.string(name) } else { w.null() }
        w.key("isSteps"); w.bool(step.isSteps)
        w.key("location"); w.beginArray()
        w.number(step.location.longitude, decimals: 6); w.number(step.location.latitude, decimals: 6)
        w.endArray()
        w.endObject()
    }

    /// A result's toilet through the one toilet writer (``ToiletJSON``): its known attributes
    /// without their sources, and its hours as of now (read by `finder`'s shared schedules when given).
    static func toilet(_ toilet: Toilet, at now: Date, language: Language = .english, finder: ToiletFinder? = nil,
                       to w: inout JSONWriter) {
        ToiletJSON.write(toilet, language: language, to: &w, attributes: { w in
            w.beginObject()
            for entry in AttributeTable.entries(of: toilet.attributes) where entry.state != .unknown {
                w.key(text: entry.name); w.beginObject()
                w.key("state"); w.string(entry.state.rawValue)
                w.key("value"); value(entry.value, to: &w)
                w.key("field"); w.string(entry.field)
                w.endObject()
            }
            w.endObject()
        }, hours: { w in
            let status = finder?.hoursStatus(of: toilet, at: now, language: language) ?? toilet.hoursStatus(at: now, language: language)
            w.beginObject()
            w.key("raw"); w.string(toilet.attributes.evaluableOpeningHours)
            w.key("state"); w.string(status.state.rawValue)
            w.key("comment"); w.string(status.comment)
            w.key("nextChange"); w.timestamp(status.nextChange)
            w.key("summary"); w.string(status.summary)
            w.endObject()
        })
    }

    private static func value(_ value: AnyEncodableValue?, to w: inout JSONWriter) {
        switch value {
        case .none: w.null()
        case .string(let text): w.string(text)
        case .bool(let flag): w.bool(flag)
        case .strings(let list): w.beginArray(); list.forEach { w.string($0) }; w.endArray()
        case .address(let a):
            w.beginObject()
            w.key("street"); w.string(a.street); w.key("houseNumber"); w.string(a.houseNumber)
            w.key("postcode"); w.string(a.postcode); w.key("city"); w.string(a.city)
            w.key("state"); w.string(a.state); w.key("country"); w.string(a.country)
            w.endObject()
        }
    }
}
