import AdsightModel

/// Which states (as a `StateName.bit` mask) differ between two values of an ad or of the
/// app: a superset, never missing one, so a condition reading none of them is unchanged.
enum StateChanges {
    /// Only the states in `reads` are compared (the others may be left out of the mask), and
    /// `kind` always.
    /// The ads are read through pointers, field by field (an `AdState` argument would be copied).
    static func of(_ pa: UnsafePointer<AdState>, _ pb: UnsafePointer<AdState>, reads: UInt64) -> UInt64 {
        var m: UInt64 = 0
        // Always compared: a new kind means instances of the other scope to create (`RuleIndex`).
        if pa.pointee.kind != pb.pointee.kind { m |= StateName.kind.bit }
        // A boolean or string state differs when its value does (`flag(ad:)`, `text(ad:)`:
        // the state's one reading), compared with `==` as conditions compare values: a value
        // equal under `==` gives every condition the answer it gave.
        var plain = reads & plainAdStates
        while plain != 0 {
            let s = StateName(rawValue: plain.trailingZeroBitCount)!
            plain &= plain &- 1
            let differs = s.type == .bool ? s.flag(ad: pa.pointee) != s.flag(ad: pb.pointee)
                : s.text(ad: pa.pointee) != s.text(ad: pb.pointee)
            if differs { m |= s.bit }
        }
        if reads & StateName.presentCount.bit != 0, pa.pointee.presentCount != pb.pointee.presentCount { m |= StateName.presentCount.bit }
        if reads & StateName.frame.bit != 0, pa.pointee.frame != pb.pointee.frame { m |= StateName.frame.bit }
        if reads & (StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit) != 0,
           !AdState.sameIdentifiers(pa, pb), pa.pointee.requiredContentSizeIdentifiers != pb.pointee.requiredContentSizeIdentifiers {
            m |= StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit
        }
        // The three lists of overlapping app views read one stored list.
        let overlaps = StateName.obscuredBy.bit | StateName.coveredBy.bit | StateName.covering.bit
        if reads & overlaps != 0, !AdState.sameObscuredBy(pa, pb) { m |= overlaps }
        // The moment reads most of the ad (and the meter's memory, which only the ad's own
        // events change): any change of a listed ad may change it.
        if reads & StateName.exposureStates != 0 { m |= StateName.exposureStates }
        return m
    }

    /// The ad states other than `kind` and the exposure states whose value is a boolean or a
    /// string.
    static let plainAdStates: UInt64 = StateName.allCases
        .filter { $0.isAdState && !$0.isExposure && $0 != .kind && ($0.type == .bool || $0.type == .string) }
        .reduce(0) { $0 | $1.bit }

    @inline(__always)  // once per step
    static func of(_ a: AppFacts, _ b: AppFacts) -> UInt64 {
        var m: UInt64 = 0
        if a.paused != b.paused { m |= StateName.paused.bit }
        if a.background != b.background { m |= StateName.background.bit | StateName.exposureStates }
        if a.hostOnScreen != b.hostOnScreen { m |= StateName.hostOnScreen.bit | StateName.exposureStates }
        if a.orientation != b.orientation { m |= StateName.orientation.bit | StateName.screen.bit | StateName.exposureStates }
        return m
    }
}
