import AdsightModel
import AdsightSession

/// One rectangle of a frame diagram: an app view, a banner or a host view, as the model
/// lays it out after a group of events, with the model's verdicts on it.
struct LayoutItem: Sendable, Hashable {
    enum Role: String, Sendable, Hashable { case appView = "view", banner, hostView = "host" }
    var role: Role
    var name: String
    var frame: Rect
    var z: Double
    /// The model's `visible` (app views: always true). False draws a banner dashed.
    var shown: Bool
    /// Banner: the orientation of its effective current content size identifier (nil for
    /// an identifier iAd does not define).
    var sizeAxis: OrientationAxis?
    /// Banner: the built-in size of that identifier on this device (nil when undefined).
    var builtinSize: Size?
    /// Banner: the model's `frameIsBuiltinSize` and `sizeMatchesOrientation`.
    var frameIsBuiltinSize: Bool?
    var sizeMatchesOrientation: Bool?
    /// App views sharing area with the ad (the model's `obscuredBy`).
    var obscuredBy: [ObscuringView] = []
    /// Host view: the model's `hostViewSizeOK`, and whether no ad is loaded in it.
    var hostViewSizeOK: Bool?
    var empty = false

    /// The overlaps worth highlighting: any for a banner (it covers or is covered by app
    /// content), only views drawn over it for a host view (it is meant to lie on the page).
    var highlightedOverlaps: [ObscuringView] {
        role == .hostView ? obscuredBy.filter { $0.relation == .above } : obscuredBy
    }

    /// An app view.
    init(view: AppView) {
        role = .appView; name = view.name; frame = view.frame; z = view.z; shown = true
    }

    /// A banner or a modeless host view from the model's state of the ad; nil when the
    /// ad has nothing to draw (released, no frame, a full-screen ad not in a host view).
    /// Reads the ad's fields in place, one by one (passing the whole `AdState` copies it).
    init?(ad: UnsafePointer<AdState>, family: DeviceFamily) {
        guard !ad.pointee.released, let frame = ad.pointee.frame else { return nil }
        self.frame = frame; z = ad.pointee.z; shown = ad.pointee.visible
        switch ad.pointee.kind {
        case .banner:
            role = .banner
            let id = ad.pointee.currentContentSizeIdentifier ?? .portrait   // effectiveCurrentContentSizeIdentifier
            sizeAxis = id.axis
            builtinSize = Geometry.builtinSize(family, id)
            frameIsBuiltinSize = ad.pointee.frameIsBuiltinSize
            sizeMatchesOrientation = ad.pointee.sizeMatchesOrientation
        case .interstitial:
            guard case .modeless = ad.pointee.presentation, ad.pointee.inViewHierarchy else { return nil }
            role = .hostView
            hostViewSizeOK = ad.pointee.hostViewSizeOK
            empty = !ad.pointee.content.isLoaded
        }
        name = ad.pointee.name; obscuredBy = ad.pointee.obscuredBy
    }
}
