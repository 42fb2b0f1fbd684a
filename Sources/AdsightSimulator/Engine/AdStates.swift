import AdsightSession

/// What the simulation tracks about the app's banner.
struct BannerState {
    let name: String
    var loaded = false
    /// The app has laid the banner out on screen (it believes it is showing).
    var shown = false
    /// The axis of the current content size identifier.
    var axis: OrientationAxis
    var released = false
    /// When the network's next answer is due (nil while none is pending).
    var responseAt: Int?
}

/// How a full-screen ad is presented.
enum AdShowing: Equatable {
    case none
    case modal
    case modeless
}

/// What the simulation tracks about one full-screen ad object.
struct InterstitialState {
    let name: String
    var loaded = false
    /// Failed or unloaded: the object is finished.
    var dead = false
    var showing = AdShowing.none
    /// Magazine: the host view's page, relative to the page on screen (0: on screen); nil: no host view.
    var hostOffset: Int?
    /// The host view's size as the app last set it.
    var hostSize: Size?
    /// The content expired while on screen: it unloads when the page moves off screen.
    var expired = false
    var released = false
    /// A modal ad the user has not closed yet.
    var awaitingDismiss = false
}

/// A situation a defect needs to show; the simulation brings it about early in the session.
enum Need: Hashable, CaseIterable {
    /// An ad loads (the network fills the next request).
    case fill
    /// The user taps an ad and the ad's action runs in the app.
    case tap
    /// A request fails while the ad is on screen.
    case failure
    /// The user rotates the device while an ad is on screen.
    case rotation
    /// The user rotates the device while on the detail screen (table app).
    case detailRotation
    /// A full-screen ad unloads.
    case unload
}
