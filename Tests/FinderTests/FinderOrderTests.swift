@testable import Finder
import Foundation
import Localization
import Model
import Testing

/// `rank=best`, `rating` and `cleanliness`, and the filters that read the community or the
/// hours (`minRating`, `needs=no_key`, `needs=open_24_7`), beside one street: toilets 1…5 lie
/// 120 m apart along it, none with hours unless a test gives them.
@Suite("Finder: ordered by the best pick, rating or cleanliness, and filtered by them")
struct FinderOrderTests {
    static let street = """
    0
    a-----------------------------------b
          1     2     3     4     5
    """

    func scene(_ edit: (Character, inout ToiletAttributes) -> Void = { _, _ in }, hours: [Character: String] = [:]) throws -> FinderScene {
        var scene = try FinderScene(Self.street, metersPerCell: 20)
        for digit in "12345" { scene.toilet(digit, hours: hours[digit]) { edit(digit, &$0) } }
        return scene
    }

    func query(_ scene: FinderScene, order: FinderOrder = .walk, community: CommunitySignals = .none, needs: NeedsProfile = [],
               minRating: Double? = nil, language: Language = .english) -> FinderQuery {
        var query = scene.query(needs: needs)
        query.order = order
        query.community = community
        query.minRating = minRating
        query.language = language
        return query
    }

    /// Toilet 2 rated 4.8 by 12 people and confirmed open, both at `now`.
    func cleanTwo(now: Date) -> CommunitySignals {
        CommunitySignals(confirmedOpen: [Toilet.ID(2): now], ratings: [Toilet.ID(2): .init(mean: 4.8, count: 12, latest: now)])
    }

    @Test("with nothing known of any toilet, the best pick is the walking order, and each result says why")
    func bestWithoutSignals() throws {
        let scene = try scene()
        let result = scene.finder().nearest(query(scene, order: .best(.standard)))
        #expect(result.digits == "123")
        #expect(result.hits.map { $0.bestPick?.sentence } == ["The nearest, 2 min away", "1 min further than the nearest",
                                                                "3 min further than the nearest"])
        let first = try #require(result.hits.first?.bestPick)
        #expect(abs(first.score.total - (-result.hits[0].walkSeconds / 60)) < 1e-9)
        #expect(first.signals[.walk] == first.score.parts[.walk])
        #expect(result.ranking == .walking && result.hits[0].route != nil)
    }

    @Test("a cleaner toilet a minute further wins the best pick, and its sentence names the trade-off")
    func cleanerWins() throws {
        let scene = try scene()
        let now = scene.query().now
        let walk = scene.finder().nearest(query(scene, community: cleanTwo(now: now)))
        #expect(walk.digits == "123")
        #expect(walk.hits.allSatisfy { $0.bestPick == nil })
        let best = scene.finder().nearest(query(scene, order: .best(.standard), community: cleanTwo(now: now)))
        #expect(best.digits == "213")
        #expect(best.hits.first?.bestPick?.sentence
                == "1 min further than the nearest, but rated 4.8 for cleanliness by 12 people and confirmed open today")
        #expect(best.hits.first?.route != nil)  // the route goes to the pick, not to the nearest
        #expect(best.hits.dropFirst().allSatisfy { $0.route == nil })
        // Weights that ignore cleanliness and confirmations give the walking order back.
        var weights = BestPickWeights.standard
        weights.cleanliness = 0
        weights.confirmation = 0
        #expect(scene.finder().nearest(query(scene, order: .best(weights), community: cleanTwo(now: now))).digits == "123")
    }

    @Test("the trade-off sentence in every language", arguments: [
        (Language.english, "1 min further than the nearest, but rated 4.8 for cleanliness by 12 people and confirmed open today"),
        (.spanish, "1 min más lejos que el más cercano, pero con una limpieza valorada en 4,8 por 12 personas y confirmado abierto hoy"),
        (.french, "1 min de plus que le plus proche, mais noté 4,8 pour la propreté par 12 personnes et ouverture confirmée aujourd'hui"),
        (.german, "1 Min. weiter als die nächste, aber von 12 Personen mit 4,8 für Sauberkeit bewertet und heute als geöffnet bestätigt"),
    ])
    func sentenceInEveryLanguage(language: Language, expected: String) throws {
        let scene = try scene()
        let best = scene.finder().nearest(query(scene, order: .best(.standard), community: cleanTwo(now: scene.query().now), language: language))
        #expect(best.hits.first?.bestPick?.sentence == expected)
    }

    @Test("by rating: most stars first, unrated ones after by walking time; minRating leaves the rest out")
    func byRating() throws {
        let scene = try scene()
        let now = scene.query().now
        let ratings: [Toilet.ID: BestPickFacts.Cleanliness] = [Toilet.ID(1): .init(mean: 2, count: 3, latest: now),
                                                              Toilet.ID(3): .init(mean: 4, count: 1, latest: now),
                                                              Toilet.ID(4): .init(mean: 4.5, count: 2, latest: now)]
        let community = CommunitySignals(ratings: ratings)
        #expect(scene.finder().nearest(query(scene, order: .rating, community: community)).digits == "431")
        #expect(scene.finder().nearest(query(scene, community: community, minRating: 3)).digits == "34")
        #expect(scene.finder().nearest(query(scene, community: community, minRating: 4.5)).digits == "4")
        #expect(scene.finder().nearest(query(scene, community: community, minRating: 5)).digits == "")
        // Cleanliness weighs how many rated: one 4.0 counts less than two 4.5.
        #expect(scene.finder().nearest(query(scene, order: .cleanliness, community: community)).digits == "432")
    }

    @Test("no key: toilets known to need a key or a central key are left out; unknown access stays")
    func noKey() throws {
        let scene = try scene { digit, attributes in
            if digit == "1" { attributes.access = Attribute(.key) }
            if digit == "2" { attributes.centralKey = Attribute(.eurokey) }
            if digit == "3" { attributes.access = Attribute(.public) }
        }
        #expect(scene.finder().nearest(query(scene, needs: [.noKey])).digits == "345")
        #expect(scene.finder().nearest(query(scene)).digits == "123")
    }

    @Test("open 24/7: only toilets whose hours never close; unknown hours and daytime hours are left out")
    func openAllHours() throws {
        let scene = try scene(hours: ["3": "24/7", "4": "Mo-Su 08:00-20:00", "5": "24/7"])
        #expect(scene.finder().nearest(query(scene, needs: [.openAllHours])).digits == "35")
        #expect(scene.finder().nearest(query(scene)).digits == "345")  // known open first
    }

    @Test("ranked by straight line (no walking network), the best pick orders the same way")
    func straightLine() throws {
        let scene = try scene()
        var q = query(scene, order: .best(.standard), community: cleanTwo(now: scene.query().now))
        q.origin = scene.map.coordinate("0")
        let result = scene.finder(withNetwork: false).nearest(q)
        #expect(result.digits == "213")
        #expect(result.hits.first?.bestPick?.sentence.hasPrefix("1 min further than the nearest, but rated 4.8") == true)
    }
}

/// The sentence alone, over a table of cases.
@Suite("Best pick: the sentence")
struct BestPickSentenceTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func scored(_ facts: BestPickFacts, confirmed: String? = nil) -> BestPickExplanation.Scored {
        .init(facts: facts, score: BestPick.score(facts, weights: .standard, now: now), confirmed: confirmed)
    }

    static let nearest = scored(BestPickFacts(walkSeconds: 130))
    static let lowRated = scored(BestPickFacts(walkSeconds: 130, cleanliness: .init(mean: 1.5, count: 8, latest: now)))
    static let reported = scored(BestPickFacts(walkSeconds: 130, closureReports: 1, needsAsked: 1, needsUnknown: 1))

    @Test("each case says what it should", arguments: [
        // The nearest, with nothing to say; then with a reason of its own.
        (nearest, nearest, Language.english, "The nearest, 3 min away"),
        (scored(BestPickFacts(walkSeconds: 130, reliability: 0.9, knownOpen: true)), nearest, .english,
         "The nearest, 3 min away, and known to be open when you arrive and reliable by community reports"),
        (scored(BestPickFacts(walkSeconds: 130, reliability: 0.9, knownOpen: true)), nearest, .german,
         "Die nächste, 3 Min. entfernt, und bei Ankunft sicher geöffnet und laut Community zuverlässig"),
        // Further, better only because the nearest is rated low.
        (scored(BestPickFacts(walkSeconds: 250)), lowRated, .english, "2 min further than the nearest, but the nearest is rated 1.5 for cleanliness"),
        (scored(BestPickFacts(walkSeconds: 250)), lowRated, .french, "2 min de plus que le plus proche, mais le plus proche est noté 1,5 pour la propreté"),
        // Further, without the nearest's closure report and its unknown need.
        (scored(BestPickFacts(walkSeconds: 250, needsAsked: 1)), reported, .english,
         "2 min further than the nearest, but not reported closed lately and known to meet your needs"),
        (scored(BestPickFacts(walkSeconds: 250, needsAsked: 1)), reported, .spanish,
         "2 min más lejos que el más cercano, pero sin avisos recientes de cierre y seguro que cumple lo que necesitas"),
        // Rated by one person; a gain under 0.2 minutes is not worth a word.
        (scored(BestPickFacts(walkSeconds: 250, cleanliness: .init(mean: 5, count: 1, latest: now))), nearest, .english,
         "2 min further than the nearest, but rated 5.0 for cleanliness by 1 person"),
        (scored(BestPickFacts(walkSeconds: 250, cleanliness: .init(mean: 3.1, count: 1, latest: now))), nearest, .english,
         "2 min further than the nearest"),
    ])
    func sentence(pick: BestPickExplanation.Scored, nearest: BestPickExplanation.Scored, language: Language, expected: String) {
        #expect(BestPickExplanation.sentence(pick, nearest: nearest, language: language) == expected)
    }
}
