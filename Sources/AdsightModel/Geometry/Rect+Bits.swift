import AdsightSession

extension Rect {
    /// Whether `other` holds the very same numbers, bit for bit (`==` equates -0 and 0,
    /// which print differently): a write of `other` over this would change nothing.
    @usableFromInline func hasSameBits(as other: Rect) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}
