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
    /// The app's views before the group when a `view.frame` of the group may have changed
    /// them (recorded apart: only then is the list retained).
    var views: [AppView]?
    @usableFromInline var adCount: Int
    /// Index and previous value of each pre-existing ad that changed, in order of first change
    /// (two arrays, not one of pairs: an element is then read in place, not copied out).
    @usableFromInline var indices: [Int] = []
    /// The previous values, owned (a step's own record; empty when `borrowed` holds them).
    @usableFromInline var ads: [AdState] = []
    /// The previous values as bitwise copies (the replayer's reused record, valid during the
    /// group's loan: see `BorrowedAds`), in `box`; nil in a step's own record.
    @usableFromInline let borrowed: UnsafeMutablePointer<BorrowedAds>?
    private let box: BorrowedAdsBox?

    /// An empty record; `borrowing`: previous values kept as bitwise copies (see `BorrowedAds`).
    init(t: Double, app: AppScalars?, adCount: Int, borrowing: Bool = false) {
        self.t = t; self.app = app; self.adCount = adCount
        box = borrowing ? BorrowedAdsBox() : nil
        borrowed = box?.ads
    }

    /// Where the previous values are, `indices.count` of them in the same order (the pointer
    /// is valid while the record is neither changed nor destroyed).
    @inlinable
    var before: UnsafePointer<AdState>? {
        if let borrowed { return UnsafePointer(borrowed.pointee.base) }
        return ads.withUnsafeBufferPointer { $0.baseAddress }
    }

    /// The previous value of the `k`-th changed ad (a copy).
    func ad(_ k: Int) -> AdState { borrowed.map { $0.pointee.base[k] } ?? ads[k] }

    /// Empties the record for a new group (the arrays keep their capacity).
    mutating func reset(t: Double, adCount: Int) {
        self.t = t
        app = nil
        if views != nil { views = nil }
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
        copy.views = views
        copy.indices = indices
        copy.ads = borrowed.pointee.owned()
        return copy
    }

    /// The state before the step.
    func before(_ after: ModelState) -> ModelState {
        var s = after
        s.t = t
        app?.restore(into: &s.app)
        if let views { s.app.views = views }
        if s.ads.count > adCount {
            for ad in s.ads[adCount...] { s.index[ad.name] = nil }
            s.ads.removeLast(s.ads.count - adCount)
        }
        for k in indices.indices { s.ads[indices[k]] = ad(k) }
        return s
    }

    /// Whether the previous value of ad `i` is already recorded (or it is new in this step).
    func covers(_ i: Int) -> Bool {
        i >= adCount || indices.contains(i)
    }
}
