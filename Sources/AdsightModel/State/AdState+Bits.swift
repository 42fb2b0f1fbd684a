extension AdState {
    /// Whether the ads at `a` and `b` hold the same bits in `content`: compared in place, no
    /// copy of the payload (a failure's error), no `==` call.
    ///
    /// "Same" is exact: an enum's `MemoryLayout.size` bytes hold its case (in spare bits, in
    /// the payload's extra inhabitants or in an extra tag byte, all inside `size`) and the
    /// case's payload, so the same bytes are the same case with the same payload bits (a
    /// string's bits name the same immutable storage): a value that reads the same. "Differ"
    /// is not: bits that differ may be an equal value (payload bytes a case does not use keep
    /// whatever an earlier value wrote there; -0 is not 0 bit for bit). Callers want a
    /// superset of the changes (`StateChanges`), where a false "differ" only costs time
    /// (tested: AdStateBitsTests).
    @inlinable @inline(__always)
    public static func sameContentBits(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        sameBits(a, b, contentOffset, MemoryLayout<ContentPhase>.size)
    }

    /// `sameContentBits` for `presentation`.
    @inlinable @inline(__always)
    public static func samePresentationBits(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        sameBits(a, b, presentationOffset, MemoryLayout<Presentation>.size)
    }

    @inlinable static var contentOffset: Int { MemoryLayout<AdState>.offset(of: \AdState.content)! }
    @inlinable static var presentationOffset: Int { MemoryLayout<AdState>.offset(of: \AdState.presentation)! }

    /// Whether `size` bytes at `offset` in the ads at `a` and `b` are the same.
    @inlinable @inline(__always)
    static func sameBits(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>, _ offset: Int, _ size: Int) -> Bool {
        sameBytes(UnsafeRawPointer(a) + offset, UnsafeRawPointer(b) + offset, size)
    }

    /// Whether the `n` bytes at `a` and `b` are the same, 8 at a time (the generic
    /// `elementsEqual` went byte by byte through the collection protocols).
    @inlinable @inline(__always)
    static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ n: Int) -> Bool {
        var i = 0
        while i + 8 <= n {
            guard a.loadUnaligned(fromByteOffset: i, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i, as: UInt64.self) else {
                return false
            }
            i += 8
        }
        while i < n {
            guard a.load(fromByteOffset: i, as: UInt8.self) == b.load(fromByteOffset: i, as: UInt8.self) else { return false }
            i += 1
        }
        return true
    }
}
