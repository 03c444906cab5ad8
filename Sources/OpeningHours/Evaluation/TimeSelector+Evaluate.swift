import Foundation

extension TimeSelector {
    /// The selector's start and end on `day` (sun events resolved when coordinates are known).
    func bounds(on day: CivilDay, in context: EvaluationContext) -> (from: Int, to: Int) {
        var from = self.from, to = self.to
        if let e = fromEvent, let v = context.sunMinute(e, on: day) { from = v + fromOffset }
        if let e = toEvent, let v = context.sunMinute(e, on: day) {
            to = v + toOffset + (kind == .wrapFirst ? 1440 : 0)
        } else if isPoint && period == nil && kind != .wrapSecond {
            to = from + 1
        }
        return (from, to)
    }

    /// opening_hours.js's time selector functions, at wall-clock minute `m` of `day`.
    func evaluate(minute m: Int, day: CivilDay, in context: EvaluationContext) -> Result {
        if kind == .always { return Result(matches: true, isOpenEnd: false, hasNext: false) }
        let (from, to) = bounds(on: day, in: context)
        switch kind {
        case .always:
            return Result(matches: true, isOpenEnd: false, hasNext: false)
        case .normal, .wrapFirst:
            if let period { return Self.periodic(m, from: from, to: to, start: from, period: period, fallsThroughWithNext: true) }
            if m < from { return Result(matches: false, isOpenEnd: false, hasNext: true) }
            if kind == .wrapFirst || m < to { return Result(matches: true, isOpenEnd: isOpenEnd, hasNext: true) }
            return Result(matches: false, isOpenEnd: false, hasNext: true)
        case .wrapSecond:
            if let period {
                if m <= to { return Self.periodic(m, from: 0, to: to, start: 0, period: period, fallsThroughWithNext: false) }
                return Result(matches: false, isOpenEnd: false, hasNext: false)
            }
            return m < to ? Result(matches: true, isOpenEnd: isOpenEnd, hasNext: true)
                          : Result(matches: false, isOpenEnd: false, hasNext: false)
        }
    }

    private static func periodic(_ m: Int, from: Int, to: Int, start: Int, period: Int, fallsThroughWithNext: Bool) -> Result {
        if m < from { return Result(matches: false, isOpenEnd: false, hasNext: true) }
        if m <= to {
            var cur = start
            while m + period >= cur {
                if cur == m { return Result(matches: true, isOpenEnd: false, hasNext: true) }
                if m < cur { return Result(matches: false, isOpenEnd: false, hasNext: true) }
                cur += period
            }
        }
        return Result(matches: false, isOpenEnd: false, hasNext: fallsThroughWithNext)
    }

    /// The minutes of `day` at which this selector reports a change, as opening_hours.js's
    /// iterator visits them (its state then holds until the next such minute).
    func boundaries(on day: CivilDay, in context: EvaluationContext, into set: inout [Int]) {
        guard kind != .always else { return }
        let (from, to) = bounds(on: day, in: context)
        var points: [Int] = []
        switch kind {
        case .always: return
        case .normal, .wrapFirst: points = [from, to]
        case .wrapSecond: points = [to]
        }
        if let period, period > 0 {
            var cur = kind == .wrapSecond ? 0 : from
            while cur <= min(to, 1440) { points.append(cur); points.append(cur + 1); cur += period }
        }
        for p in points where p >= 0 && p < 1440 { set.append(p) }
    }
}
