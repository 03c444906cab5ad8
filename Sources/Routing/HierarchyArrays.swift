import Foundation

/// The arrays of a ``ContractionHierarchy`` as a builder produces them, in the graph's vertex
/// numbering (see the hierarchy's stored properties for their meaning).
struct HierarchyArrays {
    var rank: [Int32]
    var upOffsets: [Int32] = [0], upTargets: [Int32] = [], upMillis: [UInt32] = [], upEdges: [Int32] = []
    var edgeEnds: [(Int32, Int32)] = [], edgeMillis: [UInt32] = [], edgeMeters: [Float] = []
    var edgeOriginal: [Int32] = [], edgeChildren: [(Int32, Int32)] = []
    var horizonMillis = UInt32.max
}
