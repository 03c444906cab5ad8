extension ToiletTagTable {
    /// The tags of toilet number `number`, drawn from `random` by the table's proportions.
    static func tags(number: Int, random: inout RegionRandom) -> [(String, String)] {
        let venue = venues[random.pick(weights: venueWeights)]
        let isDedicated = venue.tags.first?.1 == "toilets"
        var tags = venue.tags
        if isDedicated {
            if random.chance(0.3) { tags.append(("name", "\(venue.name) \(number)")) }
        } else {
            tags.append(("name", "\(venue.name) \(number)"))
            tags.append(("toilets", "yes"))
        }
        for choice in isDedicated ? dedicated : Self.venue {
            if let value = choice.values[random.pick(weights: choice.weights)].0 { tags.append((choice.key, value)) }
        }
        if isDedicated, !tags.contains(where: { $0.0 == "unisex" }), random.chance(0.5) {
            tags.append(("female", "yes"))
            tags.append(("male", "yes"))
        }
        switch random.pick(weights: [hoursShares.allDay, hoursShares.listed, hoursShares.none]) {
        case 0: tags.append(("opening_hours", "24/7"))
        case 1: tags.append(("opening_hours", openingHours[random.below(openingHours.count)]))
        default: break
        }
        return tags
    }
}
