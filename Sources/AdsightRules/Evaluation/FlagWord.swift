/// One ad's boolean states as bits of a word, for `FlagTerm`s: for each state that can be a
/// boolean, a bit set exactly when `flag` reads `true` and one set exactly when it reads
/// `false` (neither: nil); for each state that can be nil, a bit set exactly when `isNil`.
/// Worked out per ad visit, only for the states a rule's terms look at (`states`).
enum FlagWord {
    /// The bit of "`flag(c) == true`" (nil: the state is never a boolean).
    static func isTrue(_ s: StateName) -> UInt64? { index(s).map { 1 << UInt64($0) } }
    /// The bit of "`flag(c) == false`".
    static func isFalse(_ s: StateName) -> UInt64? { index(s).map { 1 << UInt64(16 + $0) } }
    /// The bit of "`isNil(c)`" (nil: a state that is never nil here).
    static func isNil(_ s: StateName) -> UInt64? { nilIndex(s).map { 1 << UInt64(32 + $0) } }

    /// The bits of the states `states` (a `StateName.bit` mask) in `c` (its ad, its state);
    /// other states' bits are 0. The ad's fields are read where they are, as `flag` and
    /// `isNil` read them (`FlagTermTests` holds every bit to those).
    static func of(_ c: inout EvalContext, states: UInt64) -> UInt64 {
        var w: UInt64 = 0
        put(.paused, 0, states, &c, &w)
        put(.background, 1, states, &c, &w)
        put(.hostOnScreen, 2, states, &c, &w)
        let a = c.adIndex
        guard a >= 0 else { return w | noAd(&c, states: states) }
        return c.state.ads.withUnsafeBufferPointer { ads in
            let ad = ads.baseAddress! + a
            put(ad.pointee.loaded, 3, .loaded, states, &w)
            put(ad.pointee.everLoaded, 4, .everLoaded, states, &w)
            put(ad.pointee.visible, 5, .visible, states, &w)
            put(ad.pointee.released, 6, .released, states, &w)
            put(ad.pointee.hidden, 7, .hidden, states, &w)
            put(ad.pointee.inViewHierarchy, 8, .inViewHierarchy, states, &w)
            put(ad.pointee.inViewController, 9, .inViewController, states, &w)
            put(ad.pointee.actionInProgress, 10, .actionInProgress, states, &w)
            put(ad.pointee.unloaded, 11, .unloaded, states, &w)
            put(ad.pointee.frameIsBuiltinSize, 12, .frameIsBuiltinSize, states, &w)
            put(ad.pointee.sizeMatchesOrientation, 13, .sizeMatchesOrientation, states, &w)
            put(ad.pointee.obscured, 14, .obscured, states, &w)
            put(ad.pointee.hostViewSizeOK, 15, .hostViewSizeOK, states, &w)
            if states & nilStates != 0 {
                putNil(ad.pointee.inViewController == nil, 0, .inViewController, states, &w)
                putNil(ad.pointee.frame == nil, 1, .frame, states, &w)
                putNil(ad.pointee.currentContentSizeIdentifier == nil, 2, .currentContentSizeIdentifier, states, &w)
                let noRequired = ad.pointee.requiredContentSizeIdentifiers == nil
                putNil(noRequired, 3, .requiredContentSizeIdentifiers, states, &w)
                putNil(noRequired, 4, .requiredOrientations, states, &w)
                putNil(ad.pointee.frameIsBuiltinSize == nil, 5, .frameIsBuiltinSize, states, &w)
                putNil(ad.pointee.sizeMatchesOrientation == nil, 6, .sizeMatchesOrientation, states, &w)
                putNil(ad.pointee.hostViewSizeOK == nil, 7, .hostViewSizeOK, states, &w)
            }
            return w
        }
    }

    /// The `StateName.bit` mask of the states with a nil bit.
    private static var nilStates: UInt64 {
        StateName.inViewController.bit | StateName.frame.bit | StateName.currentContentSizeIdentifier.bit
            | StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit
            | StateName.frameIsBuiltinSize.bit | StateName.sizeMatchesOrientation.bit | StateName.hostViewSizeOK.bit
    }

    /// The bits with no ad (the session scope): ad states read nil. Only tests reach it:
    /// flag terms judge per-ad rules only, and a per-ad visit always has an ad.
    private static func noAd(_ c: inout EvalContext, states: UInt64) -> UInt64 {
        var w: UInt64 = 0
        for s in [StateName.inViewController, .frame, .currentContentSizeIdentifier, .requiredContentSizeIdentifiers,
                  .requiredOrientations, .frameIsBuiltinSize, .sizeMatchesOrientation, .hostViewSizeOK]
        where states & s.bit != 0 && s.isNil(&c) {
            w |= isNil(s) ?? 0
        }
        return w
    }

    @inline(__always)
    private static func put(_ value: Bool, _ i: Int, _ s: StateName, _ states: UInt64, _ w: inout UInt64) {
        guard states & s.bit != 0 else { return }
        w |= value ? 1 << UInt64(i) : 1 << UInt64(16 + i)
    }

    @inline(__always)
    private static func put(_ value: Bool?, _ i: Int, _ s: StateName, _ states: UInt64, _ w: inout UInt64) {
        guard states & s.bit != 0, let value else { return }
        w |= value ? 1 << UInt64(i) : 1 << UInt64(16 + i)
    }

    @inline(__always)
    private static func putNil(_ isNil: Bool, _ k: Int, _ s: StateName, _ states: UInt64, _ w: inout UInt64) {
        if states & s.bit != 0, isNil { w |= 1 << UInt64(32 + k) }
    }

    /// Sets the true/false bit of `s` (the `i`-th boolean state) when `states` holds it.
    @inline(__always)
    private static func put(_ s: StateName, _ i: Int, _ states: UInt64, _ c: inout EvalContext, _ w: inout UInt64) {
        guard states & s.bit != 0 else { return }
        switch s.flag(&c) {
        case true?: w |= 1 << UInt64(i)
        case false?: w |= 1 << UInt64(16 + i)
        case nil: break
        }
    }

    /// The position of a boolean state in `of`'s order (0..<16).
    private static func index(_ s: StateName) -> Int? {
        switch s {
        case .paused: return 0
        case .background: return 1
        case .hostOnScreen: return 2
        case .loaded: return 3
        case .everLoaded: return 4
        case .visible: return 5
        case .released: return 6
        case .hidden: return 7
        case .inViewHierarchy: return 8
        case .inViewController: return 9
        case .actionInProgress: return 10
        case .unloaded: return 11
        case .frameIsBuiltinSize: return 12
        case .sizeMatchesOrientation: return 13
        case .obscured: return 14
        case .hostViewSizeOK: return 15
        default: return nil
        }
    }

    private static func nilIndex(_ s: StateName) -> Int? {
        switch s {
        case .inViewController: return 0
        case .frame: return 1
        case .currentContentSizeIdentifier: return 2
        case .requiredContentSizeIdentifiers: return 3
        case .requiredOrientations: return 4
        case .frameIsBuiltinSize: return 5
        case .sizeMatchesOrientation: return 6
        case .hostViewSizeOK: return 7
        default: return nil
        }
    }
}
