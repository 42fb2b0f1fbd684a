import AdsightSession

/// One of the app's own views, as last given by `view.frame`.
public struct AppView: Sendable, Hashable {
    public var name: String
    public var frame: Rect
    /// Drawing order; higher draws above; 0 by default; on equal `z` an ad draws above.
    public var z: Double

    public init(name: String, frame: Rect, z: Double = 0) {
        self.name = name; self.frame = frame; self.z = z
    }
}
