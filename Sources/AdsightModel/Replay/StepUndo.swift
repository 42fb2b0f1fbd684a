/// What a step changed, enough to rebuild the state before it from the state after it:
/// the previous `t` and app, how many ads existed, and the previous value of every ad
/// the group (or its derived facts) modified. Recording this instead of a whole copy of
/// the state keeps a step O(touched ads), not O(all ads).
@usableFromInline
struct StepUndo: @unchecked Sendable {  // `borrowed`: one replayer's, never shared
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
    /// (two arrays, not one of pairs: an element is then read in place, not copied out), in a
    /// step's own record (empty when `borrowed` holds them).
    @usableFromInline var indices: [Int] = []
    /// The previous values, owned (a step's own record).
    @usableFromInline var ads: [AdState] = []
    /// The previous values as bitwise copies (the replayer's reused record, valid during the
    /// group's loan: see `BorrowedAds`), in a box the replayer holds; nil in a step's own record.
    /// (Constants: a `var` here made `Replayer.apply` build each new record twice, copy and destroy one.)
    @usableFromInline let borrowed: UnsafeMutablePointer<BorrowedAds>?

    /// An empty record of owned previous values (a step's own).
    init(t: Double, app: AppScalars?, adCount: Int) {
        self.t = t; self.app = app; self.adCount = adCount
        borrowed = nil
    }

    /// An empty record keeping the previous values in `box` as bitwise copies (the replayer's
    /// reused record; the caller keeps `box` alive as long as the record).
    init(borrowing box: BorrowedAdsBox) {
        t = 0; app = nil; adCount = 0
        borrowed = box.ads
    }

    /// How many pre-existing ads changed.
    @inlinable
    var changedCount: Int { borrowed?.pointee.count ?? indices.count }

    /// Where the changed ads' indices are, `changedCount` of them (valid while the record is
    /// neither changed nor destroyed).
    @inlinable
    var changedIndices: UnsafePointer<Int>? {
        if let borrowed { return UnsafePointer(borrowed.pointee.indices) }
        return indices.withUnsafeBufferPointer { $0.baseAddress }
    }

    /// The changed ads' indices, as a list (the borrowed record's is refilled by the next
    /// call: no array allocated per step).
    var indexList: [Int] { borrowed?.pointee.reusedIndexList() ?? indices }

    /// The index in the state's `ads` of the `k`-th changed ad.
    func changedIndex(_ k: Int) -> Int { borrowed.map { $0.pointee.indices[k] } ?? indices[k] }

    /// Where the previous values are, `changedCount` of them in the same order (the pointer
    /// is valid while the record is neither changed nor destroyed).
    @inlinable
    var before: UnsafePointer<AdState>? {
        if let borrowed { return UnsafePointer(borrowed.pointee.base) }
        return ads.withUnsafeBufferPointer { $0.baseAddress }
    }

    /// The previous value of the `k`-th changed ad (a copy).
    func ad(_ k: Int) -> AdState { borrowed.map { $0.pointee.base[k] } ?? ads[k] }

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
        borrowed?.pointee.removeAll()
    }

    /// This record with owned copies of the previous values (to outlive a loan).
    func owned() -> StepUndo {
        guard let borrowed else { return self }
        var copy = StepUndo(t: t, app: app, adCount: adCount)
        copy.viewCount = viewCount
        copy.views = viewUndoCount == views.count ? views : Array(views[..<viewUndoCount])
        copy.viewUndoCount = viewUndoCount
        copy.indices = borrowed.pointee.indexList
        copy.ads = borrowed.pointee.owned()
        return copy
    }

    /// The state before the step.
    func before(_ after: ModelState) -> ModelState {
        var s = after
        s.t = t
        app?.restore(into: &s.app)
        if let viewCount {
            s.app.views.removeLast(s.app.views.count - viewCount)
            for v in views[..<viewUndoCount] {
                s.app.views[v.index].frame = v.frame
                s.app.views[v.index].z = v.z
            }
        }
        if s.ads.count > adCount {
            for ad in s.ads[adCount...] { s.index[ad.name] = nil }
            s.ads.removeLast(s.ads.count - adCount)
        }
        for k in 0..<changedCount { s.ads[changedIndex(k)] = ad(k) }
        return s
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
        if let borrowed { return borrowed.pointee.position(of: i) != nil }
        return indices.contains(i)
    }
}
