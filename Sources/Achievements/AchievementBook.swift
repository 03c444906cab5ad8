import Foundation

/// Every achievement of ToiletNow, in the order the achievements screen shows them.
public enum AchievementBook {
    public static let all: [Achievement] = [
        Achievement(id: "first-flush", icon: "flush", rule: .toiletsFound, goal: 1, texts: [
            "en": .init("First Flush", "Arrive at the first toilet ToiletNow guided you to."),
            "es": .init("Primera descarga", "Llega al primer baño al que te guio ToiletNow."),
            "fr": .init("Première chasse", "Arrivez aux premières toilettes où ToiletNow vous a guidé."),
            "de": .init("Erste Spülung", "Erreiche die erste Toilette, zu der dich ToiletNow geführt hat."),
        ]),
        Achievement(id: "speedy-pooper", icon: "bolt", rule: .quickArrival(seconds: 180), goal: 1, texts: [
            "en": .init("Speedy Pooper", "Arrive within 3 minutes of opening the app."),
            "es": .init("Corre que te corre", "Llega en menos de 3 minutos desde que abriste la app."),
            "fr": .init("Pressé comme l'éclair", "Arrivez moins de 3 minutes après avoir ouvert l'appli."),
            "de": .init("Schnell wie der Blitz", "Komm innerhalb von 3 Minuten nach dem Öffnen der App an."),
        ]),
        Achievement(id: "marathon", icon: "calendar", rule: .dailyStreak, goal: 7, texts: [
            "en": .init("Marathon", "Use ToiletNow to find a toilet on 7 days in a row."),
            "es": .init("Maratón", "Usa ToiletNow para encontrar un baño 7 días seguidos."),
            "fr": .init("Marathon", "Utilisez ToiletNow pour trouver des toilettes 7 jours de suite."),
            "de": .init("Marathon", "Finde an 7 Tagen hintereinander eine Toilette mit ToiletNow."),
        ]),
        Achievement(id: "halfway-there", icon: "flag", rule: .toiletsFound, goal: 50, texts: [
            "en": .init("Halfway There", "Find 50 different toilets, on the way to 100."),
            "es": .init("A mitad de camino", "Encuentra 50 baños distintos, camino de los 100."),
            "fr": .init("À mi-chemin", "Trouvez 50 toilettes différentes, en route vers 100."),
            "de": .init("Halbzeit", "Finde 50 verschiedene Toiletten, auf dem Weg zu 100."),
        ]),
        Achievement(id: "centurion", icon: "crown", rule: .toiletsFound, goal: 100, texts: [
            "en": .init("Centurion", "Find 100 different toilets."),
            "es": .init("Centurión", "Encuentra 100 baños distintos."),
            "fr": .init("Centurion", "Trouvez 100 toilettes différentes."),
            "de": .init("Zenturio", "Finde 100 verschiedene Toiletten."),
        ]),
        Achievement(id: "night-owl", icon: "moon", rule: .nightArrival(beforeHour: 5), goal: 1, texts: [
            "en": .init("Night Owl", "Arrive at a toilet between midnight and 5 am."),
            "es": .init("Búho nocturno", "Llega a un baño entre la medianoche y las 5 de la mañana."),
            "fr": .init("Oiseau de nuit", "Arrivez à des toilettes entre minuit et 5 h du matin."),
            "de": .init("Nachteule", "Erreiche eine Toilette zwischen Mitternacht und 5 Uhr morgens."),
        ]),
        Achievement(id: "local-guide", icon: "map-pin", rule: .additionsAndConfirmations, goal: 5, texts: [
            "en": .init("Local Guide", "Have 5 new toilets or confirmations approved."),
            "es": .init("Guía local", "Consigue que se aprueben 5 baños nuevos o confirmaciones."),
            "fr": .init("Guide local", "Faites approuver 5 nouvelles toilettes ou confirmations."),
            "de": .init("Ortskundig", "Lass 5 neue Toiletten oder Bestätigungen freigeben."),
        ]),
        Achievement(id: "truth-teller", icon: "check", rule: .wasOpenAnswers, goal: 1, texts: [
            "en": .init("Truth Teller", "Answer your first “Was it open?”."),
            "es": .init("Testigo fiel", "Responde por primera vez a «¿Estaba abierto?»."),
            "fr": .init("Témoin fiable", "Répondez pour la première fois à « C'était ouvert ? »."),
            "de": .init("Augenzeuge", "Beantworte zum ersten Mal „War es offen?“."),
        ]),
        Achievement(id: "clean-critic", icon: "sparkle", rule: .ratings, goal: 1, texts: [
            "en": .init("Clean Critic", "Rate a toilet's cleanliness for the first time."),
            "es": .init("Crítico de limpieza", "Valora por primera vez la limpieza de un baño."),
            "fr": .init("Critique de propreté", "Notez la propreté de toilettes pour la première fois."),
            "de": .init("Sauberkeitsprüfer", "Bewerte zum ersten Mal die Sauberkeit einer Toilette."),
        ]),
    ]

    /// The achievement with `id`.
    public static func achievement(_ id: String) -> Achievement? {
        all.first { $0.id == id }
    }

    /// Every achievement's progress at `now`, from the device's events and the server's tally;
    /// days and hours are the user's, in `timeZone`.
    /// - Complexity: O(a · n log n) for a achievements and n events.
    public static func progress(events: [UsageEvent], tally: ContributionTally, timeZone: TimeZone, now: Date) -> [AchievementProgress] {
        let past = events.filter { $0.at <= now }.sorted { $0.at < $1.at }
        return all.map { AchievementProgress.of($0, events: past, tally: tally, timeZone: timeZone, now: now) }
    }

    /// The achievements one step from unlocking ("Only 1 more toilet to unlock First Flush!"), in
    /// book order: those that count towards a goal, not one-off feats such as Night Owl, which
    /// are always "one more" and would nag.
    public static func nudges(_ progress: [AchievementProgress]) -> [AchievementProgress] {
        progress.filter { p in
            guard !p.isUnlocked, p.remaining == 1, let rule = achievement(p.id)?.rule else { return false }
            return p.goal > 1 || rule == .toiletsFound
        }
    }
}
