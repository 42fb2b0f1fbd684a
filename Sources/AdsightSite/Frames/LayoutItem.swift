import AdsightSession

/// One rectangle of a frame diagram: an app view, a banner or a host view, as laid out.
struct LayoutItem: Sendable, Hashable {
    enum Role: String, Sendable, Hashable { case appView = "view", banner, hostView = "host" }
    var role: Role
    var name: String
    var frame: Rect
    var z: Double
    /// False for a banner that is hidden, removed or not yet added (drawn dashed).
    var shown: Bool
    /// For a banner: the orientation of its current content size identifier.
    var sizeAxis: OrientationAxis?
}
