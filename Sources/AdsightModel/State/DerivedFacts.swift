import AdsightSession

/// An ad's derived facts, computed from the ad, the app and the geometry.
struct DerivedFacts: Equatable {
    var visible: Bool
    var frameIsBuiltinSize: Bool?
    var sizeMatchesOrientation: Bool?
    /// The overlapping app views, nil when none (as `AdState.obscuring`).
    var obscuredBy: [ObscuringView]?
    var hostViewSizeOK: Bool?

    /// The facts as they should be now.
    init(ad: borrowing AdState, device: DeviceFamily, app: borrowing AppState) {
        self = withUnsafePointer(to: ad) { DerivedFacts(at: $0, device: device, app: app) }
    }

    /// The facts of the ad at `p`, read in place (an `AdState` passed by value from an array
    /// being updated was copied whole, several references retained and released).
    init(at p: UnsafePointer<AdState>, device: DeviceFamily, app: borrowing AppState) {
        let axis = app.orientation.axis
        visible = Self.visible(at: p, device: device, app: app)
        switch p.pointee.kind {
        case .banner:
            // `Geometry.builtinSize` by the identifier's axis, kept by the ad (finding it compares strings).
            let idAxis = p.pointee.currentAxis
            frameIsBuiltinSize = p.pointee.frame.map { f in idAxis.map { Geometry.banner(device, $0) == f.size } ?? false }
            sizeMatchesOrientation = idAxis == axis
            hostViewSizeOK = nil
        case .interstitial:
            switch p.pointee.presentation {
            case .none, .modal: hostViewSizeOK = nil
            case .modeless(let host, _): hostViewSizeOK = Geometry.hostViewSizeOK(host.size, device, axis)
            }
            frameIsBuiltinSize = nil
            sizeMatchesOrientation = nil
        }
        obscuredBy = Self.obscuredBy(at: p, app.views)
    }

    /// The facts the ad at `p` stores (to be updated in part: `visible`, `obscuredBy`).
    init(storedAt p: UnsafePointer<AdState>) {
        visible = p.pointee.visible; frameIsBuiltinSize = p.pointee.frameIsBuiltinSize
        sizeMatchesOrientation = p.pointee.sizeMatchesOrientation; hostViewSizeOK = p.pointee.hostViewSizeOK
        obscuredBy = p.pointee.obscuring
    }

    /// `visible` of the ad at `p`: all a change of the host view or of the background changes
    /// (`AppChange.shown`).
    @inline(__always)
    static func visible(at p: UnsafePointer<AdState>, device: DeviceFamily, app: borrowing AppState) -> Bool {
        visible(at: p, device: device, hostOnScreen: app.hostOnScreen, background: app.background, axis: app.orientation.axis)
    }

    /// `visible(at:device:app:)` from the app's facts it reads.
    @inline(__always)
    static func visible(at p: UnsafePointer<AdState>, device: DeviceFamily, hostOnScreen: Bool, background: Bool,
                        axis: OrientationAxis) -> Bool {
        if case .interstitial = p.pointee.kind {
            switch p.pointee.presentation {
            case .none: return false
            case .modal(let dismissed): return !p.pointee.released && !dismissed && !p.pointee.unloaded && !background
            case .modeless: break  // shown like a banner
            }
        }
        // On screen last: the other conditions are plain reads (mostly one of them fails).
        return !p.pointee.released && p.pointee.inViewHierarchy && !p.pointee.hidden && hostOnScreen
            && !background && (p.pointee.frame.map { $0.overlaps(Geometry.screenRect(device, axis)) } ?? false)
    }

    /// `obscuredBy` of the ad at `p`: all a change of the app's views changes (`AppChange.views`).
    @inline(__always)
    static func obscuredBy(at p: UnsafePointer<AdState>, _ views: [AppView]) -> [ObscuringView]? {
        (p.pointee.inViewHierarchy && !p.pointee.released) ? overlaps(frame: p.pointee.frame, z: p.pointee.z, views) : nil
    }

    /// Whether the ad at `p` already stores exactly these facts.
    func isStored(at p: UnsafePointer<AdState>) -> Bool {
        visible == p.pointee.visible && frameIsBuiltinSize == p.pointee.frameIsBuiltinSize
            && sizeMatchesOrientation == p.pointee.sizeMatchesOrientation && hostViewSizeOK == p.pointee.hostViewSizeOK
            && sameObscuredBy(at: p)
    }

    /// Whether the ad at `p` lists these obscuring views (mostly both none).
    func sameObscuredBy(at p: UnsafePointer<AdState>) -> Bool { obscuredBy == p.pointee.obscuring }

    /// Whether the ad already stores exactly these facts.
    func isStored(in ad: borrowing AdState) -> Bool {
        visible == ad.visible && frameIsBuiltinSize == ad.frameIsBuiltinSize
            && sizeMatchesOrientation == ad.sizeMatchesOrientation && hostViewSizeOK == ad.hostViewSizeOK
            && obscuredBy == ad.obscuring
    }

    func store(into ad: inout AdState) {
        ad.visible = visible; ad.frameIsBuiltinSize = frameIsBuiltinSize
        ad.sizeMatchesOrientation = sizeMatchesOrientation
        if !(obscuredBy == nil && ad.obscuring == nil) { ad.obscuring = obscuredBy }  // mostly both none: no write
        ad.hostViewSizeOK = hostViewSizeOK
    }

    /// App views sharing a positive area with the ad: above it when their `z` is higher,
    /// else below it (an ad draws above an app view of equal `z`).
    static func overlaps(frame: Rect?, z: Double, _ views: [AppView]) -> [ObscuringView]? {
        guard let frame, !views.isEmpty else { return nil }
        var out: [ObscuringView]?  // made at the first overlap (an empty list is a reference to release)
        for v in views {
            let area = frame.intersectionArea(v.frame)
            guard area > 0 else { continue }
            if out == nil { out = [] }
            out!.append(ObscuringView(view: v.name, relation: v.z > z ? .above : .below, area: area))
        }
        return out
    }
}
