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
        case .setRequiredContentSizeIdentifiers(let ids):
            requiredContentSizeIdentifiers = ids
        case .setCurrentContentSizeIdentifier(let id):
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
        case .bannerDidFail(let error):
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
        case .interstitialDidFail(let error):
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
