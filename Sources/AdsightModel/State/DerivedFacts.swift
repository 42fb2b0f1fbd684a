import AdsightSession

/// An ad's derived facts, computed from the ad, the app and the geometry.
struct DerivedFacts: Equatable {
    var visible: Bool
    var frameIsBuiltinSize: Bool?
    var sizeMatchesOrientation: Bool?
    var obscuredBy: [ObscuringView]
    var hostViewSizeOK: Bool?

    /// The facts as they should be now.
    init(ad: borrowing AdState, device: DeviceFamily, app: borrowing AppState) {
        let axis = app.orientation.axis
        let screen = Geometry.screenRect(device, axis)
        let onScreen = ad.frame.map { $0.overlaps(screen) } ?? false
        let shownLikeBanner = !ad.released && ad.inViewHierarchy && !ad.hidden && app.hostOnScreen
            && !app.background && onScreen
        switch ad.kind {
        case .banner:
            visible = shownLikeBanner
            // `Geometry.builtinSize` by the identifier's axis, kept by the ad (finding it compares strings).
            let idAxis = ad.currentAxis
            frameIsBuiltinSize = ad.frame.map { f in idAxis.map { Geometry.banner(device, $0) == f.size } ?? false }
            sizeMatchesOrientation = idAxis == axis
            hostViewSizeOK = nil
        case .interstitial:
            switch ad.presentation {
            case .none: visible = false; hostViewSizeOK = nil
            case .modal(let dismissed):
                visible = !ad.released && !dismissed && !ad.unloaded && !app.background
                hostViewSizeOK = nil
            case .modeless(let host, _):
                visible = shownLikeBanner
                hostViewSizeOK = Geometry.hostViewSizeOK(host.size, device, axis)
            }
            frameIsBuiltinSize = nil
            sizeMatchesOrientation = nil
        }
        obscuredBy = (ad.inViewHierarchy && !ad.released) ? Self.overlaps(frame: ad.frame, z: ad.z, app.views) : []
    }

    /// Whether the ad already stores exactly these facts.
    func isStored(in ad: borrowing AdState) -> Bool {
        visible == ad.visible && frameIsBuiltinSize == ad.frameIsBuiltinSize
            && sizeMatchesOrientation == ad.sizeMatchesOrientation && hostViewSizeOK == ad.hostViewSizeOK
            && obscuredBy == ad.obscuredBy
    }

    func store(into ad: inout AdState) {
        ad.visible = visible; ad.frameIsBuiltinSize = frameIsBuiltinSize
        ad.sizeMatchesOrientation = sizeMatchesOrientation; ad.obscuredBy = obscuredBy
        ad.hostViewSizeOK = hostViewSizeOK
    }

    /// App views sharing a positive area with the ad: above it when their `z` is higher,
    /// else below it (an ad draws above an app view of equal `z`).
    static func overlaps(frame: Rect?, z: Double, _ views: [AppView]) -> [ObscuringView] {
        guard let frame, !views.isEmpty else { return [] }
        var out: [ObscuringView] = []
        for v in views {
            let area = frame.intersectionArea(v.frame)
            guard area > 0 else { continue }
            out.append(ObscuringView(view: v.name, relation: v.z > z ? .above : .below, area: area))
        }
        return out
    }
}
