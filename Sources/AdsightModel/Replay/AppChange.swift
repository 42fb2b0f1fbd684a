/// How the app changed, in what ads' derived facts read, since a change record took it: the
/// orientation's axis, whether ads can be shown (host view on screen, not in the background),
/// the app's views. Which untouched ads' facts may have changed follows from it.
struct AppChange {
    var axis = false
    var shown = false
    var views = false

    /// The change of `app` since `undo` recorded it.
    @inline(__always)
    init(_ app: borrowing AppState, _ undo: borrowing StepUndo) {
        if let b = undo.app {
            axis = app.orientation.axis != b.orientation.axis
            shown = app.hostOnScreen != b.hostOnScreen || app.background != b.background
        }
        views = undo.viewCount != nil
    }

    /// Nothing derived facts read changed.
    var none: Bool { !axis && !shown && !views }

    /// Whether ad `i` of `ads`, if the group did not change it, keeps its derived facts: none
    /// when the axis turned (size checks read it); else a released ad (it is neither visible
    /// nor obscured), and an ad that no change of the host view or background can show
    /// (`mayShow`) nor a change of views cover (only an ad in a view hierarchy with a frame
    /// has views' overlaps looked for).
    @inline(__always)
    func keepsDerivedFacts(of ads: borrowing [AdState], _ i: Int) -> Bool {
        if axis { return false }
        return ads.withUnsafeBufferPointer { all in
            let p = all.element(i)
            if p.pointee.released { return true }
            if shown && Self.mayShow(p) { return false }
            return !(views && p.pointee.inViewHierarchy && p.pointee.frame != nil)
        }
    }

    /// Whether the ad at `p` is visible or not by the host view and the background: a banner
    /// or a modeless full-screen ad in a view hierarchy and not hidden (else never visible), a
    /// modal one (the background hides it).
    @inline(__always)
    static func mayShow(_ p: UnsafePointer<AdState>) -> Bool {
        switch p.pointee.kind {
        case .banner: return p.pointee.inViewHierarchy && !p.pointee.hidden
        case .interstitial:
            switch p.pointee.presentation {
            case .none: return false
            case .modal: return true
            case .modeless: return p.pointee.inViewHierarchy && !p.pointee.hidden
            }
        }
    }
}
