/// What a step changed, enough to rebuild the state before it from the state after it:
/// the previous `t` and app, how many ads existed, and the previous value of every ad
/// the group (or its derived facts) modified. Recording this instead of a whole copy of
/// the state keeps a step O(touched ads), not O(all ads).
@usableFromInline
struct StepUndo: Sendable {
    var t: Double
    /// The app's facts before the group when an event of the group may have changed them;
    /// nil: the group left them as they were (recorded at the first app event: most groups
    /// copy none).
    var app: AppScalars?
    /// How many app views there were before the group, when a `view.frame` of the group
    /// changed or added one (nil: the views are as they were).
    var viewCount: Int?
    /// The previous frame and `z` of each view the group changed (not of those it added), once
    /// each: plain values (recording the whole list retained it, and the next write copied it).
    /// Only the first `viewUndoCount` are this group's: a reused record forgets the others by
    /// its count (emptying the list was a generic `replaceSubrange` call, ~90 instructions).
    var views: [ViewUndo] = []
    var viewUndoCount = 0
    @usableFromInline var adCount: Int
    /// Index and previous value of each pre-existing ad that changed, in order of first change
    /// (two arrays, not one of pairs: an element is then read in place, not copied out).
    @usableFromInline var indices: [Int] = []
    @usableFromInline var ads: [AdState] = []

    /// An empty record.
    init(t: Double, app: AppScalars?, adCount: Int) {
        self.t = t; self.app = app; self.adCount = adCount
    }

    /// How many pre-existing ads changed.
    @inlinable
    var changedCount: Int { indices.count }

    /// Empties the record for a new group (the arrays keep their capacity).
    @inline(__always)
    mutating func reset(t: Double, adCount: Int) {
        self.t = t
        app = nil
        viewCount = nil
        viewUndoCount = 0
        self.adCount = adCount
        // Only when there is something to remove (the generic removal is a call even for none).
        if !indices.isEmpty { indices.removeAll(keepingCapacity: true) }
        if !ads.isEmpty { ads.removeAll(keepingCapacity: true) }
    }

    /// This record as a value of its own (the views this group did not write left out).
    func owned() -> StepUndo {
        var copy = self
        if viewUndoCount != views.count { copy.views = Array(views[..<viewUndoCount]) }
        return copy
    }

    /// The state before the step.
    func before(_ after: ModelState) -> ModelState {
        var s = after
        s.t = t
        restoreApp(into: &s.app)
        if s.ads.count > adCount {
            for ad in s.ads[adCount...] { s.index[ad.name] = nil }
            s.ads.removeLast(s.ads.count - adCount)
        }
        for k in indices.indices { s.ads[indices[k]] = ads[k] }
        return s
    }

    /// Puts the app's facts and views back into `app` (the app after the group) as they were before it.
    @inline(__always)  // read in place through a pointer (`EarlierState`): a call copied the record
    func restoreApp(into app: inout AppState) {
        self.app?.restore(into: &app)
        if let viewCount {
            app.views.removeLast(app.views.count - viewCount)
            for v in views[..<viewUndoCount] {
                app.views[v.index].frame = v.frame
                app.views[v.index].z = v.z
            }
        }
    }

    /// Records `ad`, ad `i` of the state, as its value before the group (once: see `covers`).
    mutating func record(_ i: Int, _ ad: AdState) {
        indices.append(i)
        ads.append(ad)
    }

    /// Records what `AppState.setView` did, `count` being the number of views after it.
    mutating func note(_ write: ViewWrite, viewsNow count: Int) {
        switch write {
        case .unchanged:
            return
        case .appended:
            if viewCount == nil { viewCount = count - 1 }
        case .changed(let index, let frame, let z):
            if viewCount == nil { viewCount = count }
            if index < viewCount!, !hasViewUndo(for: index) {
                let undo = ViewUndo(index: index, frame: frame, z: z)
                if viewUndoCount < views.count { views[viewUndoCount] = undo } else { views.append(undo) }
                viewUndoCount += 1
            }
        }
    }

    /// Whether this group's view undos hold view `index`'s (read in place: the generic
    /// search of a slice cost ~40 instructions a `view.frame`).
    private func hasViewUndo(for index: Int) -> Bool {
        let n = viewUndoCount
        return views.withUnsafeBufferPointer { all in
            for k in 0..<n where all[k].index == index { return true }
            return false
        }
    }

    /// Whether the previous value of ad `i` is already recorded (or it is new in this step).
    func covers(_ i: Int) -> Bool {
        if i >= adCount { return true }
        var k = indices.count - 1  // mostly the last recorded
        while k >= 0, indices[k] != i { k -= 1 }
        return k >= 0
    }
}
