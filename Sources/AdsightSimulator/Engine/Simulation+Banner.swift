import AdsightModel
import AdsightSession

/// The table app of seed 004: a banner below the table, off screen until it loads.
extension Simulation {
    func identifier(_ axis: OrientationAxis) -> ContentSizeIdentifier {
        let old = app.deploymentTarget.map { $0 < Version([4, 2]) } ?? false
        switch axis {
        case .portrait: return ContentSizeIdentifier(old ? "ADBannerContentSizeIdentifier320x50" : "ADBannerContentSizeIdentifierPortrait")
        case .landscape: return ContentSizeIdentifier(old ? "ADBannerContentSizeIdentifier480x32" : "ADBannerContentSizeIdentifierLandscape")
        }
    }

    /// `createBannerView` of seed 004: sizes, delegate, off-screen frame, added to the controller's view.
    mutating func createBanner() {
        let name = newAdName("banner")
        let thread = setupThread
        emit(.initBanner(frame: Rect(x: 0, y: 0, width: 0, height: 0)), ad: name, thread: thread)
        var required = device.orientations
        if has(.requiredPortraitOnly) { required = [.portrait] }
        if has(.requiresUnusedSize) { required = [.portrait, .landscape] }
        emit(.setRequiredContentSizeIdentifiers(required.map(identifier)), ad: name, thread: thread)
        emit(.setCurrentContentSizeIdentifier(identifier(orientation.axis)), ad: name, thread: thread)
        emit(.setDelegate(true), ad: name, thread: thread)
        var state = BannerState(name: name, axis: orientation.axis)
        state.shown = has(.bannerBeforeLoad)
        banner = state
        layoutBanner(thread: thread)
        emit(.viewAdd(inViewController: !has(.bannerOutsideViewController)), ad: name, thread: thread)
        if iAdPresent { scheduleBannerResponse(after: dice.millis(scenario.network.latency)) }
    }

    /// `showBanner` / `hideBanner` of seed 004: the banner's frame and the table's frame.
    mutating func layoutBanner(thread: String? = nil) {
        let s = screen
        guard let b = banner, !b.released else {
            emit(.viewFrame(view: "content", frame: Rect(x: 0, y: 0, width: s.width, height: s.height), z: nil))
            return
        }
        var size = Geometry.banner(device.family, b.axis)
        if has(.stretchedBanner) { size.height += 10 }
        let y = b.shown ? s.height - size.height : s.height
        emit(.setFrame(Rect(x: 0, y: y, width: size.width, height: size.height), z: nil), ad: b.name, thread: thread)
        let content = b.shown && !has(.noAutosizing) ? s.height - size.height : s.height
        emit(.viewFrame(view: "content", frame: Rect(x: 0, y: 0, width: s.width, height: content), z: nil))
        startCoveringIfDue()
    }

    mutating func scheduleBannerResponse(after ms: Int) {
        guard let name = banner?.name else { return }
        banner?.responseAt = now + ms
        after(ms, .bannerResponse(ad: name))
    }

    /// The network answers the banner's request: an ad, or an error.
    mutating func bannerResponse(_ ad: String) {
        guard let b = banner, b.name == ad, !b.released, b.responseAt == now else { return }
        banner?.responseAt = nil
        if inBackground { return }
        if actionAd == ad { scheduleBannerResponse(after: 5000); return }
        let refresh = dice.millis(scenario.network.bannerRefresh)
        if let error = networkOutcome(adShown: b.shown && hostOnScreen) {
            emit(.bannerDidFail(error), ad: ad)
            banner?.loaded = false
            if has(.alertOnError) { emit(.alert(message: "Could not load an ad (\(error.code))")) }
            if !has(.keepsBannerOnError), b.shown {
                banner?.shown = false
                layoutBanner()
            }
        } else {
            emit(.bannerViewDidLoadAd, ad: ad)
            banner?.loaded = true
            needs.remove(.fill)
            if !b.shown {
                if has(.lateShow) { after(2000, .showBannerLate(ad: ad)) } else { banner?.shown = true; layoutBanner() }
            }
            if bannerVisible, !needs.contains(.tap), dice.chance(ppm: scenario.user.tapChance) {
                after(dice.int(2000...15000), .tap(ad: ad, forced: false))
            }
        }
        scheduleBannerResponse(after: refresh)
    }

    /// `late-show`: the app moves the banner on screen only now.
    mutating func showBannerLate(_ ad: String) {
        guard let b = banner, b.name == ad, !b.released, b.loaded, !b.shown else { return }
        banner?.shown = true
        layoutBanner()
    }

    /// `willRotateToInterfaceOrientation:duration:` in the table's controller.
    mutating func tableRotated() {
        if let b = banner, !b.released, !has(.noResizeOnRotation) {
            banner?.axis = orientation.axis
            emit(.setCurrentContentSizeIdentifier(identifier(orientation.axis)), ad: b.name)
        }
        layoutBanner()
    }

    /// `release-during-action`: the controller releases its banner while the ad's action
    /// covers the app, then builds a new one.
    mutating func releaseBannerDuringAction(_ ad: String) {
        guard actionAd == ad, let b = banner, b.name == ad, !b.released else { return }
        emit(.viewRemove, ad: ad)
        releaseAd(ad)
        banner?.released = true
        actionAd = nil
        if paused { resume() }
        createBanner()
    }
}
