import AdsightSession

/// A view's frame and `z` before a group changed them (its name stays with its index).
struct ViewUndo: Sendable {
    var index: Int
    var frame: Rect
    var z: Double
}
