/// What a step changed, enough to rebuild the state before it from the state after it:
/// the previous `t` and app, how many ads existed, and the previous value of every ad
/// the group (or its derived facts) modified. Recording this instead of a whole copy of
/// the state keeps a step O(touched ads), not O(all ads).
@usableFromInline
struct StepUndo: Sendable {
    var t: Double
    /// The app before the group when an event of the group may have changed it; nil: the
    /// group left it as it was (recorded at the first app event: most groups copy no app).
    var app: AppState?
    @usableFromInline var adCount: Int
    /// Index and previous value of each pre-existing ad that changed, in order of first change
    /// (two arrays, not one of pairs: an element is then read in place, not copied out).
    @usableFromInline var indices: [Int] = []
    @usableFromInline var ads: [AdState] = []

    /// Empties the record for a new group (the arrays keep their capacity).
    mutating func reset(t: Double, adCount: Int) {
        self.t = t
        if app != nil { app = nil }
        self.adCount = adCount
        indices.removeAll(keepingCapacity: true)
        ads.removeAll(keepingCapacity: true)
    }

    /// The state before the step.
    func before(_ after: ModelState) -> ModelState {
        var s = after
        s.t = t
        if let app { s.app = app }
        if s.ads.count > adCount {
            for ad in s.ads[adCount...] { s.index[ad.name] = nil }
            s.ads.removeLast(s.ads.count - adCount)
        }
        for k in indices.indices { s.ads[indices[k]] = ads[k] }
        return s
    }

    /// Whether the previous value of ad `i` is already recorded (or it is new in this step).
    func covers(_ i: Int) -> Bool {
        i >= adCount || indices.contains(i)
    }
}
