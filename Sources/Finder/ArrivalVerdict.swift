import Foundation
import Model
import OpeningHours

/// What a toilet's hours say about the moment the user would walk in.
enum ArrivalVerdict: Sendable, Equatable {
    /// Open on arrival and for at least the arrival margin after; `closesAt` is when it stops
    /// being open (nil when that is more than a year away: open 24/7).
    case open(closesAt: Date?)
    /// The hours do not say (none, unreadable, an `unknown` rule, or they stop saying within the margin).
    case unknown
    /// Closed on arrival, or closing within the margin: never a result.
    case closed
}
