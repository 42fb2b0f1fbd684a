/// How the app changed, in what ads' derived facts read, since a change record took it: the
/// orientation's axis, whether ads can be shown (host view on screen, not in the background),
/// the app's views. Which untouched ads' facts may have changed follows from it.
struct AppChange {
    var axis = false
    var shown = false
    var views = false

    /// The change of `app` since `undo` recorded it.
    init(_ app: borrowing AppState, _ undo: borrowing StepUndo) {
        if let b = undo.app {
            axis = app.orientation.axis != b.orientation.axis
            shown = app.hostOnScreen != b.hostOnScreen || app.background != b.background
        }
        views = undo.viewCount != nil
    }

    /// Nothing derived facts read changed.
    var none: Bool { !axis && !shown && !views }

    /// Whether ad `i` of `ads`, if the group did not change it, keeps its derived facts: a
    /// released ad unless the axis turned (it is not visible nor obscured; its size checks
    /// read the axis), any ad when only the views changed unless it is in a view hierarchy
    /// with a frame (only then are views' overlaps looked for).
    func keepsDerivedFacts(of ads: borrowing [AdState], _ i: Int) -> Bool {
        if axis { return false }
        return ads.withUnsafeBufferPointer { all in
            let p = all.baseAddress! + i
            if p.pointee.released { return true }
            if shown { return false }
            return !p.pointee.inViewHierarchy || p.pointee.frame == nil
        }
    }
}
