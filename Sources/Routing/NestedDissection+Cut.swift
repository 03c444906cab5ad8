import Foundation

extension NestedDissection {
    /// Rearranges `order[lo..<hi]` so that the vertices before `middle` are the lowest along
    /// `direction` (ties by vertex number): Hoare's FIND ("Algorithm 65", CACM 1961) with a
    /// median-of-three pivot.
    /// - Complexity: O(hi − lo) expected.
    mutating func select(_ lo: Int, _ hi: Int, _ middle: Int, _ direction: (Double, Double)) {
        var items = order[lo..<hi].map { v in (direction.0 * east[Int(v)] + direction.1 * north[Int(v)], v) }
        items.withUnsafeMutableBufferPointer { a in
            let k = middle - lo
            var left = 0, right = a.count - 1
            while right > left {
                let m = left + (right - left) / 2
                let pivot = Self.median(a[left], a[m], a[right])
                var i = left, j = right
                while i <= j {
                    while a[i] < pivot { i += 1 }
                    while pivot < a[j] { j -= 1 }
                    if i <= j {
                        a.swapAt(i, j)
                        i += 1
                        j -= 1
                    }
                }
                if k <= j { right = j } else if k >= i { left = i } else { break }
            }
        }
        for (offset, item) in items.enumerated() { order[lo + offset] = item.1 }
    }

    private static func median(_ a: (Double, Int32), _ b: (Double, Int32), _ c: (Double, Int32)) -> (Double, Int32) {
        if a < b { return b < c ? b : (a < c ? c : a) }
        return a < c ? a : (b < c ? c : b)
    }

    /// Marks the lower half (`lo..<middle`) 1 and the upper half 2, or clears both with 0.
    private mutating func mark(_ lo: Int, _ hi: Int, _ middle: Int, clear: Bool = false) {
        for p in lo..<hi { side[Int(order[p])] = clear ? 0 : (p < middle ? 1 : 2) }
    }

    /// Whether `v` has a neighbour on side `other` of the current cut.
    private func touches(_ v: Int32, _ other: UInt8) -> Bool {
        for arc in Int(offsets[Int(v)])..<Int(offsets[Int(v) + 1]) where side[Int(targets[arc])] == other { return true }
        return false
    }

    /// How many separator vertices the current cut needs, and whether they are the lower half's.
    mutating func separatorSize(_ lo: Int, _ hi: Int, _ middle: Int) -> (cost: Int, isLower: Bool) {
        mark(lo, hi, middle)
        var lower = 0, upper = 0
        for p in lo..<middle where touches(order[p], 2) { lower += 1 }
        for p in middle..<hi where touches(order[p], 1) { upper += 1 }
        mark(lo, hi, middle, clear: true)
        return (min(lower, upper), lower <= upper)
    }

    /// Moves the separator of the current cut to the top of `order[lo..<hi]`, below it the upper
    /// half's other vertices, below those the lower half's; returns the two halves' sizes.
    mutating func arrangeAroundSeparator(_ lo: Int, _ hi: Int, _ middle: Int) -> (lower: Int, upper: Int) {
        let isLower = separatorSize(lo, hi, middle).isLower
        mark(lo, hi, middle)
        var lower: [Int32] = [], upper: [Int32] = [], separator: [Int32] = []
        for p in lo..<hi {
            let v = order[p], inLower = p < middle
            if inLower == isLower, touches(v, inLower ? 2 : 1) {
                separator.append(v)
            } else if inLower {
                lower.append(v)
            } else {
                upper.append(v)
            }
        }
        mark(lo, hi, middle, clear: true)
        order.replaceSubrange(lo..<hi, with: lower + upper + separator)
        return (lower.count, upper.count)
    }
}
