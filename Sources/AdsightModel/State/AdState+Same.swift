import AdsightSession

extension AdState {
    // What the rules' `StateChanges` asks of an ad's value before and after a step. "Same" is
    // exact (strings byte for byte, numbers bit for bit: `==` equates -0 and 0, which print
    // differently), so a state read from fields that are the same reads the same; "differ"
    // may be said of equal values, which only costs a re-judgement (AdStateBitsTests).

    /// Whether the ads at `a` and `b` hold the same `content`.
    @inlinable
    public static func sameContentBits(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        switch (a.pointee.content, b.pointee.content) {
        case (.loading, .loading), (.loaded, .loaded), (.unloaded, .unloaded): return true
        case let (.failed(x), .failed(y)): return x.hasSameText(as: y)
        default: return false
        }
    }

    /// Whether the ads at `a` and `b` hold the same `presentation`.
    @inlinable
    public static func samePresentationBits(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        switch (a.pointee.presentation, b.pointee.presentation) {
        case (.none, .none): return true
        case let (.modal(x), .modal(y)): return x == y
        case let (.modeless(x, p), .modeless(y, q)): return p == q && x.hasSameBits(as: y)
        default: return false
        }
    }

    /// Whether the ads at `a` and `b` hold the same rare facts (the very same object), current
    /// identifier and last failure (false does not mean that they differ).
    @inlinable
    public static func shareRareFacts(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        guard a.pointee.rare === b.pointee.rare else { return false }
        switch (a.pointee.current, b.pointee.current) {
        case (nil, nil): break
        case let (x?, y?): guard x.raw.hasSameUTF8(as: y.raw) else { return false }
        default: return false
        }
        switch (a.pointee.lastFailure, b.pointee.lastFailure) {
        case (nil, nil): return true
        case let (x?, y?): return x.hasSameText(as: y)
        default: return false
        }
    }

    /// `shareRareFacts` of this ad and `other`.
    @inlinable public func sharesRareFacts(with other: AdState) -> Bool {
        withUnsafePointer(to: self) { a in withUnsafePointer(to: other) { b in Self.shareRareFacts(a, b) } }
    }

    /// Whether the ads at `a` and `b` list the same obscuring views (mostly both none).
    @inlinable
    public static func sameObscuredBy(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        a.pointee.obscuring == b.pointee.obscuring
    }
}

extension AdError {
    /// Whether `other` has the same code and message, byte for byte.
    @usableFromInline func hasSameText(as other: AdError) -> Bool {
        guard code.hasSameUTF8(as: other.code) else { return false }
        switch (message, other.message) {
        case (nil, nil): return true
        case let (x?, y?): return x.hasSameUTF8(as: y)
        default: return false
        }
    }
}
