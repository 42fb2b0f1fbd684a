extension AdState {
    /// Whether the ads at `a` and `b` hold the same values (numbers bit for bit) in everything their derived facts are
    /// computed from besides the app and the device (kind, release, view hierarchy, hidden,
    /// frame, `z`, the current identifier's axis, presentation, unload) and in the derived facts they
    /// store. Then, in the same app and device, `b`'s stored facts are current when `a`'s are
    /// (`DerivedFacts` reads nothing else), so an ad a group changed need not be recomputed
    /// when its value before the group says so.
    static func sameDerivedInputs(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        a.pointee.visible == b.pointee.visible && a.pointee.frameIsBuiltinSize == b.pointee.frameIsBuiltinSize
            && a.pointee.sizeMatchesOrientation == b.pointee.sizeMatchesOrientation
            && a.pointee.hostViewSizeOK == b.pointee.hostViewSizeOK && a.pointee.axisOfCurrent == b.pointee.axisOfCurrent
            && samePlacement(a, b) && samePresentationBits(a, b) && sameObscuredBy(a, b)
    }

    /// Whether the ads at `a` and `b` are alike in what says where and whether they can be
    /// drawn: kind, release, view hierarchy, hidden, unload, `z` and frame (numbers bit for
    /// bit). Both the derived facts and the exposure read these.
    static func samePlacement(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        guard a.pointee.kind == b.pointee.kind, a.pointee.released == b.pointee.released,
              a.pointee.inViewHierarchy == b.pointee.inViewHierarchy, a.pointee.hidden == b.pointee.hidden,
              a.pointee.z.bitPattern == b.pointee.z.bitPattern,
              (a.pointee.unloadedAt == nil) == (b.pointee.unloadedAt == nil)
        else { return false }
        switch (a.pointee.frame, b.pointee.frame) {
        case (nil, nil): return true
        case let (x?, y?): return x.hasSameBits(as: y)
        default: return false
        }
    }
}
