/// What the timeline shows for one ad object.
struct AdTrack: Sendable {
    enum Kind: String, Sendable { case banner, interstitial = "full-screen", unknown = "ad" }
    var name: String
    var kind: Kind
    /// Loading, loaded, failed, unloaded, released.
    var load: [Segment]
    /// On screen (a visible banner, a presented full-screen ad).
    var onScreen: [Segment]
    /// Action in progress.
    var action: [Segment]
}
