import Foundation
import Localization

/// The sentences of successful answers that the core does not write, in every ``Language``:
/// `/api/nearest`'s arrival summary ("Open when you arrive, until 22:00").
enum AnswerText: String, CaseIterable, Sendable {
    case openOnArrival, openOnArrivalUntil

    /// The table.
    static let catalogue = Catalogue<AnswerText>([
        .openOnArrival: [.english: "Open when you arrive",
               .spanish: "Abierto cuando llegue",
               .french: "Ouvert à votre arrivée",
               .german: "Geöffnet, wenn Sie ankommen"],
        .openOnArrivalUntil: [.english: "Open when you arrive, until {time}",
               .spanish: "Abierto cuando llegue, hasta las {time}",
               .french: "Ouvert à votre arrivée, jusqu'à {time}",
               .german: "Geöffnet, wenn Sie ankommen, bis {time}"],
    ])
}
