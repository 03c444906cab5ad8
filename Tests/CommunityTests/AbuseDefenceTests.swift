import Community
import Foundation
import Testing
import TestSupport

/// Rate limits, link and repetition checks, and the field checks of contributions.
@Suite("Abuse defences: rate limits, spam rules, field checks")
struct AbuseDefenceTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    static let fields = Set(RecordFields.names)

    /// The plain rule the limiter must equal: allow an event when fewer than `limit` allowed
    /// events of the key fall in the window before it.
    struct ReferenceLimiter {
        let limit: Int, window: TimeInterval
        var allowed: [String: [Date]] = [:]

        mutating func check(_ key: String, at now: Date) -> Bool {
            let recent = (allowed[key] ?? []).filter { now.timeIntervalSince($0) < window }
            guard recent.count < limit else { return false }
            allowed[key, default: []].append(now)
            return true
        }
    }

    @Test("the limiter allows exactly what the plain sliding-window rule allows", arguments: 0..<100)
    func limiterMatchesReference(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let limit = 1 + random.next(5), window = Double(5 + random.next(60))
        var limiter = RateLimiter(limit: limit, window: window), reference = ReferenceLimiter(limit: limit, window: window)
        var now = Self.t0
        for _ in 0..<300 {
            now += Double(random.next(4000)) / 1000
            let key = "device\(random.next(3))"
            let decision = limiter.check(key, at: now)
            #expect((decision == .allowed) == reference.check(key, at: now), "seed \(seed) at \(now.timeIntervalSince(Self.t0))")
            if case .limited(let retryAfter) = decision {
                // Waiting as long as it says is enough, and not much longer than needed.
                var probe = limiter
                #expect(probe.check(key, at: now + Double(retryAfter)) == .allowed, "seed \(seed)")
                #expect(retryAfter >= 1 && Double(retryAfter) <= window + 1)
            }
        }
    }

    @Test("20 writes a minute: the 21st waits until the first leaves the window")
    func writesPerMinute() {
        var limiter = RateLimiter.writesPerMinute()
        for i in 0..<20 { #expect(limiter.check("ip:1", at: Self.t0 + Double(i)) == .allowed) }
        #expect(limiter.check("ip:1", at: Self.t0 + 30) == .limited(retryAfter: 30))
        #expect(limiter.check("ip:2", at: Self.t0 + 30) == .allowed)
        #expect(limiter.check("ip:1", at: Self.t0 + 60) == .allowed)
    }

    @Test("the key table stays bounded: expired keys go first, then the least recently seen")
    func boundedKeys() {
        var limiter = RateLimiter(limit: 2, window: 10, maxKeys: 3)
        for (i, key) in ["a", "b", "c"].enumerated() { _ = limiter.check(key, at: Self.t0 + Double(i)) }
        _ = limiter.check("a", at: Self.t0 + 3)
        _ = limiter.check("d", at: Self.t0 + 4)  // full: "b" is the stalest
        #expect(limiter.keyCount == 3)
        #expect(limiter.check("a", at: Self.t0 + 5) == .limited(retryAfter: 5))  // "a" was kept, with its two events
        _ = limiter.check("e", at: Self.t0 + 100)  // every window passed: all go
        #expect(limiter.keyCount == 1)
    }

    @Test("links are found in every usual spelling, and ordinary names are not links", arguments: [
        ("see https://example.org/x", true), ("HTTP://SPAM.EXAMPLE", true), ("www.cheap", true), ("cheap-pills.com", true),
        ("bit.ly/abc", true), ("toiletten.de", true), ("mailto:a", true), ("Café Müller, St. Anna Platz 3", false),
        ("Opening 8.30–18.00", false), ("WC (e.g. in the mall)", false), ("Bahnhof Süd, Gleis 3.", false), ("No. 5", false),
    ])
    func links(text: String, isLink: Bool) {
        #expect(SpamRules.containsLink(text) == isLink, "\(text)")
    }

    @Test("repetitive text is a long run of one character or one word making up half of many", arguments: [
        ("!!!!!!!", true), ("aaaaaaah", true), ("buy buy buy buy now now cheap great", true), ("Clean, ask for the key at the bar", false),
        ("zzz", false), ("the the", false), ("Open Mo-Fr, closed Sa and Su and on holidays and in August", false),
    ])
    func repetition(text: String, repetitive: Bool) {
        #expect(SpamRules.isRepetitive(text) == repetitive, "\(text)")
    }

    @Test("a repeat of the device's recent text is found whatever the case, accents and punctuation")
    func repeats() {
        #expect(SpamRules.repeats("Très propre !", recent: ["tres propre"]))
        #expect(!SpamRules.repeats("Très propre", recent: ["très sale"]))
        #expect(!SpamRules.repeats("!!", recent: ["??"]))  // nothing left to compare
    }

    @Test("each bad contribution names its field and what was expected")
    func fieldChecks() {
        let cases: [(ContributionKind, [String])] = [
            (.rate(0), ["rating"]), (.rate(6), ["rating"]), (.rate(3), []),
            (.comment("  "), ["text"]), (.comment(String(repeating: "ab ", count: 400)), ["text"]),
            (.comment("great, see www.spam.example"), ["text"]), (.comment("Clean and free"), []),
            (.add(fields: [:]), ["fields"]), (.add(fields: ["name": "Kiosk", "colour": "red"]), ["fields.colour"]),
            (.add(fields: ["name": String(repeating: "x", count: 101)]), ["fields.name"]), (.add(fields: ["name": "Kiosk WC"]), []),
            (.add(fields: ["fee": "maybe"]), ["fields.fee"]), (.add(fields: ["opening_hours": "Mo-Fr 25:00-26:00"]), ["fields.opening_hours"]),
            (.edit([FieldChange(field: "wheelchair", from: nil, to: "sometimes")]), ["changes.wheelchair"]),
            (.edit([]), ["changes"]), (.edit([FieldChange(field: "fee", from: "no", to: "no")]), ["changes.fee"]),
            (.edit([FieldChange(field: "fee", from: nil, to: "yes"), FieldChange(field: "fee", from: nil, to: "no")]), ["changes.fee"]),
            (.edit([FieldChange(field: "colour", from: "red", to: nil)]), ["changes.colour"]), (.edit([FieldChange(field: "fee", from: "yes", to: nil)]), []),
            (.confirm(field: "colour"), ["field"]), (.confirm(field: nil), []), (.confirm(field: "fee"), []),
            (.reportClosed(.gone), []), (.wasOpen(false), []), (.vote(safe: true), []),
        ]
        for (kind, expected) in cases {
            let problems = ContributionCheck.problems(in: kind, knownFields: Self.fields)
            #expect(problems.map(\.field) == expected, "\(kind): \(problems)")
            #expect(problems.allSatisfy { !$0.expected.isEmpty })
        }
        #expect(ContributionCheck.problems(in: .comment("Nice!"), knownFields: Self.fields, recentTexts: ["nice"]).map(\.field) == ["text"])
    }
}

/// The stored form of contribution kinds.
@Suite("Contribution kinds: stored form")
struct ContributionKindCodingTests {
    static let kinds: [ContributionKind] = [
        .add(fields: ["name": "Kiosk", "fee": "no"]), .edit([FieldChange(field: "fee", from: "yes", to: nil)]),
        .reportClosed(.temporarily), .reportClosed(.gone), .confirm(field: nil), .confirm(field: "fee"), .wasOpen(false),
        .rate(4), .vote(safe: true), .comment("Clean"),
    ]

    @Test("every kind reads back as itself, and names its tag", arguments: kinds)
    func roundTrip(kind: ContributionKind) throws {
        let data = try JSONEncoder().encode(kind)
        #expect(try JSONDecoder().decode(ContributionKind.self, from: data) == kind)
        #expect(String(decoding: data, as: UTF8.self).contains("\"kind\":\"\(kind.tag)\""))
    }

    @Test("an unknown kind or a missing field is an error naming it", arguments: [
        (#"{"kind":"delete"}"#, "kind"), (#"{"kind":"rate"}"#, "rating"), (#"{"kind":"report_closed","closure":"maybe"}"#, "closure"),
    ])
    func errors(json: String, names: String) {
        #expect { try JSONDecoder().decode(ContributionKind.self, from: Data(json.utf8)) } throws: { error in
            "\(error)".contains(names)
        }
    }
}
