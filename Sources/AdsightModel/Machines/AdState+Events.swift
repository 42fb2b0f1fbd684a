import AdsightSession

extension AdState {
    /// Applies one event concerning this (live, right-class) ad; returns what iAd makes of it.
    /// Creation is handled by the replayer.
    mutating func apply(_ e: UnsafePointer<Event>, device: DeviceFamily) -> Transition {
        switch e.pointee.kind {
        case .initBanner, .initInterstitial:
            return .accepted
        case .setDelegate(let on):
            delegate = on ? .set : .cleared
        case .setRequiredContentSizeIdentifiers:
            if let ids = Self.requiredIdentifiers(of: e) { requiredContentSizeIdentifiers = ids }
        case .setCurrentContentSizeIdentifier:
            guard let id = Self.currentIdentifier(of: e) else { break }
            currentContentSizeIdentifier = id
            // `Geometry.builtinSize(device, id)` by the axis just found with the identifier
            // (finding it again compared strings).
            if let axis = currentAxis {
                let size = Geometry.banner(device, axis)
                let origin = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            }
        case .setFrame(let rect, let newZ):
            frame = rect
            if let newZ { z = newZ }
            presentation.setHostFrame(rect)
        case .setHidden(let h):
            hidden = h
        case .viewAdd(let ivc):
            inViewHierarchy = true
            inViewController = ivc
        case .viewRemove:
            inViewHierarchy = false
        case .readBannerLoaded, .readLoaded:
            loadedReads += 1
        case .presentFromViewController:
            presentCount += 1
            return presentation.presentModally()
        case .presentInView(let host, let ivc):
            presentCount += 1
            frame = host
            inViewHierarchy = true
            inViewController = ivc
            return presentation.presentInView(host: host, inViewController: ivc)
        case .cancelBannerViewAction:
            return action.cancelBanner()
        case .cancelAction:
            return action.cancelInterstitial()
        case .release:
            released = true
            releasedAt = e.pointee.t
        case .bannerViewDidLoadAd:
            markLoaded(e.pointee.t)
            return content.bannerDidLoad()
        case .bannerDidFail:
            guard let error = Self.error(of: e) else { break }
            markFailed(error, e.pointee.t)
            return content.bannerDidFail(error)
        case .interstitialDidLoad:
            markLoaded(e.pointee.t)
            return content.interstitialDidLoad()
        case .interstitialDidUnload:
            let check = presentation.unloadCheck()
            let wasEverLoaded = everLoaded
            unloadedAt = e.pointee.t
            return check.then(content.interstitialDidUnload(everLoaded: wasEverLoaded))
        case .interstitialDidFail:
            guard let error = Self.error(of: e) else { break }
            markFailed(error, e.pointee.t)
            return content.interstitialDidFail(error)
        case .bannerActionShouldBegin(let willLeave, let returned),
             .interstitialActionShouldBegin(let willLeave, let returned):
            let emptiness: Transition = loaded ? .accepted
                : .inconsistent("an action began on an ad with nothing loaded")
            return emptiness.then(action.shouldBegin(willLeave: willLeave, returned: returned, at: e.pointee.t))
        case .bannerActionDidFinish, .interstitialActionDidFinish:
            return action.didFinish()
        case .userDismiss:
            return presentation.userDismiss()
        case .userTap, .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear,
             .viewFrame, .didEnterBackground, .willEnterForeground, .pause, .resume, .transition,
             .urgent, .alert, .unknown:
            break
        }
        return .accepted
    }

    // The payloads holding references are read by functions that mutate nothing: bound in
    // `apply`, across its writes to the ad, each cost a copy of the whole event kind and its
    // destruction (~100 instructions) besides the payload's own retain.

    /// The identifiers of the `setRequiredContentSizeIdentifiers:` event at `e` (nil: another event).
    private static func requiredIdentifiers(of e: UnsafePointer<Event>) -> [ContentSizeIdentifier]? {
        if case .setRequiredContentSizeIdentifiers(let ids) = e.pointee.kind { return ids }
        return nil
    }

    /// The identifier of the `setCurrentContentSizeIdentifier:` event at `e` (nil: another event).
    private static func currentIdentifier(of e: UnsafePointer<Event>) -> ContentSizeIdentifier? {
        if case .setCurrentContentSizeIdentifier(let id) = e.pointee.kind { return id }
        return nil
    }

    /// The error of the failure event at `e` (nil: another event).
    private static func error(of e: UnsafePointer<Event>) -> AdError? {
        switch e.pointee.kind {
        case .bannerDidFail(let error), .interstitialDidFail(let error): return error
        default: return nil
        }
    }

    private mutating func markLoaded(_ t: Double) {
        if !loaded { loadedAt = t }
        everLoaded = true
    }

    private mutating func markFailed(_ error: AdError, _ t: Double) {
        lastFailure = error
        lastFailureAt = t
    }
}

extension Transition {
    /// Both outcomes together: accepted only when both are; messages joined with "; ".
    func then(_ other: Transition) -> Transition {
        switch (self, other) {
        case (.accepted, _): return other
        case (_, .accepted): return self
        case (.inconsistent(let a), .inconsistent(let b)): return .inconsistent(a + "; " + b)
        }
    }
}
