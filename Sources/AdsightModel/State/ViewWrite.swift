import AdsightSession

/// What `AppState.setView(_:frame:z:)` did to the app's views.
enum ViewWrite {
    /// The view already had this frame and `z`, bit for bit: nothing written.
    case unchanged
    /// A new view, appended.
    case appended
    /// The view at `index` had `frame` and `z` before.
    case changed(index: Int, frame: Rect, z: Double)
}
