/// The ads a lent step may have changed, read in place (`LentStep.withChangedAdsInPlace`):
/// for each `k` in `0..<count`, the ad at index `index(k)` in `state.ads` was `before[k]`
/// before the group and is `after[index(k)]` now; `created` are the ads the group made. An
/// ad not named is exactly as it was. Buffers valid during the call they are lent to only.
public struct ChangedAds {
    /// The changed ads' indices in `state.ads` (nil: every ad kept from before, `0..<count`).
    @usableFromInline let indices: UnsafeBufferPointer<Int>?
    /// Their values before the group, in the same order.
    public let before: UnsafeBufferPointer<AdState>
    /// `state.ads` after the group.
    public let after: UnsafeBufferPointer<AdState>
    /// The indices in `state.ads` of the ads the group created.
    public let created: Range<Int>

    @inlinable
    init(indices: UnsafeBufferPointer<Int>?, before: UnsafeBufferPointer<AdState>, after: UnsafeBufferPointer<AdState>,
         created: Range<Int>) {
        self.indices = indices; self.before = before; self.after = after; self.created = created
    }

    /// How many pre-existing ads are listed.
    @inlinable public var count: Int { before.count }

    /// The index in `state.ads` of the `k`-th changed ad.
    @inlinable public func index(_ k: Int) -> Int { indices?[k] ?? k }
}
