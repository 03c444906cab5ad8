import Finder
import Foundation

/// What the web app needs to know about this deployment: `GET /api/config`.
struct ClientConfigDTO: Encodable {
    /// An external tile URL template, or nil when the base map is drawn from our own import.
    var tileURL: String?
    /// The attribution every map and the about screen must show.
    var attribution = "© OpenStreetMap contributors, ODbL"
    var attributionURL = "https://www.openstreetmap.org/copyright"
    /// On the demo only: one line for the first screen saying which toilets show what.
    var demoNote: String?
    /// The region the app shows first when it has no position (the demo's London); nil: the first region.
    var startRegion: String?
    /// The best pick's standard weights, their bounds and the learning rate: what a device
    /// starts from and how it learns (``BestPickWeights``).
    var bestPick = BestPickConfig()

    struct BestPickConfig: Encodable {
        var standard: [String: Double] = Dictionary(uniqueKeysWithValues: BestPickFactor.allCases.filter { $0 != .walk }
            .map { ($0.rawValue, BestPickWeights.standard[$0]) })
        var bounds = [BestPickWeights.bounds.lowerBound, BestPickWeights.bounds.upperBound]
        var learningRate = BestPickWeights.learningRate
    }

    init(tileURL: String?, demoNote: String? = nil, startRegion: String? = nil) {
        self.tileURL = tileURL
        self.demoNote = demoNote
        self.startRegion = startRegion
    }

}
