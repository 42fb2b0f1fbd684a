import AdsightSession

extension AdState {
    // What the replay and the rules' `StateChanges` ask of an ad's value before and after a
    // step (`samePresentationBits`: the replay; `sameIdentifiers`: the rules; `sameObscuredBy`: both). "Same" is
    // exact (strings byte for byte, numbers bit for bit: `==` equates -0 and 0, which print
    // differently), so a state read from fields that are the same reads the same; "differ"
    // may be said of equal values, which only costs a re-judgement (AdStateBitsTests).

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

    /// Whether the ads at `a` and `b` hold the same required identifiers (the very same
    /// object) and current identifier (false does not mean that they differ).
    @inlinable
    public static func sameIdentifiers(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        guard a.pointee.rare === b.pointee.rare else { return false }
        // Nil tested on each side first: a switch over the pair copied both identifiers.
        let aHas = a.pointee.current != nil, bHas = b.pointee.current != nil
        guard aHas, bHas else { return aHas == bHas }
        return a.pointee.current!.raw.hasSameUTF8(as: b.pointee.current!.raw)
    }

    /// `sameIdentifiers` of this ad and `other`.
    @inlinable public func hasSameIdentifiers(as other: AdState) -> Bool {
        withUnsafePointer(to: self) { a in withUnsafePointer(to: other) { b in Self.sameIdentifiers(a, b) } }
    }

    /// Whether the ads at `a` and `b` list the same obscuring views (mostly both none).
    @inlinable
    public static func sameObscuredBy(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        a.pointee.obscuring == b.pointee.obscuring
    }
}
