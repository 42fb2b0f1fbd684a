/// The ads a lent step may have changed, read in place (`LentStep.changedAds`): for each
/// `k` in `0..<count`, the ad at index `index(k)` in `state.ads` was `before[k]` before the
/// group and is `after[index(k)]` now; `created` are the ads the group made. An ad not named
/// is exactly as it was. Pointers valid during the loan only.
public struct ChangedAds {
    /// The changed ads' indices in `state.ads` (nil: every ad kept from before, `0..<count`).
    @usableFromInline let indices: UnsafePointer<Int>?
    /// How many pre-existing ads are listed.
    public let count: Int
    /// Their values before the group, in the same order (may be nil when `count` is 0).
    public let before: UnsafePointer<AdState>?
    /// `state.ads` after the group (may be nil when there is no ad).
    public let after: UnsafePointer<AdState>?
    /// The indices in `state.ads` of the ads the group created.
    public let created: Range<Int>

    @inlinable
    init(indices: UnsafePointer<Int>?, count: Int, before: UnsafePointer<AdState>?, after: UnsafePointer<AdState>?,
         created: Range<Int>) {
        self.indices = indices; self.count = count; self.before = before; self.after = after; self.created = created
    }

    /// The index in `state.ads` of the `k`-th changed ad.
    @inlinable public func index(_ k: Int) -> Int { indices?[k] ?? k }
}
