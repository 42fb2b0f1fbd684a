import AdsightSession

/// The layout of one orientation during some spans of the session.
struct LayoutSnapshot: Sendable {
    var orientation: Orientation
    var items: [LayoutItem]
    /// Whether a full-screen ad was presented in a host view (draws the host-view band).
    var hostBand: Bool
    var spans: [Interval]

    var totalTime: Double { spans.reduce(0) { $0 + ($1.end - $1.start) } }
}
