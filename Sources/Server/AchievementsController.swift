import Achievements
import Foundation
import Hummingbird

/// `GET /api/achievements`: every achievement as the core defines it (rule, goal, icon, texts in
/// the four languages), and, for a device that sends its token, the tally of its approved
/// contributions that the contribution achievements count. The device computes the rest from
/// its own events; the server never sees them, and stores nothing here.
struct AchievementsController {
    let community: CommunityService

    func register(on router: Router<AppRequestContext>) {
        router.get("api/achievements") { request, _ in try await achievements(request) }
    }

    func achievements(_ request: Request) async throws -> Response {
        var tally: TallyDTO?
        if request.headers[.authorization] != nil {
            let device = try await community.device(request)
            tally = TallyDTO(try await community.store.approvedDates(device: device.id))
        }
        return JSONResponse.make(AchievementsDTO(achievements: AchievementBook.all.map(AchievementDTO.init), tally: tally))
    }
}

struct AchievementsDTO: Encodable {
    var achievements: [AchievementDTO]
    /// Encoded as null when no token was sent.
    var tally: TallyDTO?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(achievements, forKey: .achievements)
        try container.encode(tally, forKey: .tally)
    }

    enum CodingKeys: String, CodingKey { case achievements, tally }
}

struct AchievementDTO: Encodable {
    struct Rule: Encodable {
        var type: String
        var seconds: Double?
        var beforeHour: Int?
    }

    struct Text: Encodable {
        var title: String
        var description: String
    }

    var id: String
    var icon: String
    var goal: Int
    var rule: Rule
    /// "device" (from the device's own use) or "server" (from approved contributions).
    var confirmedBy: String
    var texts: [String: Text]

    init(_ achievement: Achievement) {
        id = achievement.id
        icon = achievement.icon
        goal = achievement.goal
        rule = switch achievement.rule {
        case .toiletsFound: Rule(type: "toilets_found")
        case .quickArrival(let seconds): Rule(type: "quick_arrival", seconds: seconds)
        case .dailyStreak: Rule(type: "daily_streak")
        case .nightArrival(let hour): Rule(type: "night_arrival", beforeHour: hour)
        case .additionsAndConfirmations: Rule(type: "additions_and_confirmations")
        case .wasOpenAnswers: Rule(type: "was_open_answers")
        case .ratings: Rule(type: "ratings")
        }
        confirmedBy = achievement.rule.isContribution ? "server" : "device"
        texts = achievement.texts.mapValues { Text(title: $0.title, description: $0.description) }
    }
}

/// The dates (ISO 8601, UTC) of the device's approved contributions, by what they count towards.
struct TallyDTO: Encodable {
    var additionsAndConfirmations: [String]
    var wasOpenAnswers: [String]
    var ratings: [String]

    init(_ dates: [String: [Date]]) {
        func list(_ tags: String...) -> [String] { tags.flatMap { dates[$0] ?? [] }.sorted().map(Timestamp.string) }
        additionsAndConfirmations = list("add", "confirm")
        wasOpenAnswers = list("was_open")
        ratings = list("rate")
    }
}
