import AdsightSession

extension Simulation {
    /// The situations the scenario's defects need, so each defect shows in every session.
    static func needs(for s: Scenario) -> Set<Need> {
        var n: Set<Need> = []
        for d in s.app.defects {
            switch d {
            case .lateShow, .stretchedBanner, .bannerOutsideViewController, .noAutosizing, .coveredByAppViews,
                 .modalFromLoadCallback, .wrongHostHeight, .hostOutsideViewController:
                n.insert(.fill)
            case .noPauseOnAction, .noResumeAfterAction, .refusesActions, .cancelsWithoutUrgency, .releaseDuringAction:
                n.insert(.tap)
            case .keepsBannerOnError, .alertOnError: n.insert(.failure)
            case .noResizeOnRotation, .requiredPortraitOnly, .noHostResizeOnRotation, .presentsTwice: n.insert(.rotation)
            case .noResizeOnReappear: n.insert(.detailRotation)
            case .keepsObjectAfterUnload, .leavesEmptyPage: n.insert(.unload)
            default: break
            }
        }
        let adsLoad = s.app.kind.usesBanners
            ? s.device.os >= Version([4])
            : s.device.family == .iPad && s.device.os >= Version([4, 3])
        if !adsLoad { return [] }
        if s.app.has(.notConfigured) { n.formIntersection([.failure]) }
        if s.device.orientations.count < 2 { n.subtract([.rotation, .detailRotation]) }
        return n
    }

    /// t = 0: the app's screen, its first ad object, and the user's and device's processes.
    mutating func start() {
        let session = scenario.session
        switch app.kind {
        case .table:
            emit(.viewFrame(view: "content", frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height), z: nil))
            if iAdPresent || has(.noClassCheck) { createBanner() }
            if let every = session.detailEvery { after(dice.millis(every), .enterDetail(forced: false)) }
        case .game:
            if fullScreenWorks || has(.noIdiomCheck) { createInterstitial() }
            after(dice.millis(session.match), .matchEnd)
        case .magazine:
            if fullScreenWorks || has(.noIdiomCheck) { createInterstitial() }
            after(dice.millis(session.page), .pageTurn)
        }
        if let every = device.rotateEvery, device.orientations.count > 1 { after(dice.millis(every), .rotate(forced: false)) }
        if let every = session.backgroundEvery { after(dice.millis(every), .goBackground) }
        after(session.duration, .end)
    }

    /// Schedules the happening that brings about a pending need, once its situation is ready.
    mutating func considerNeeds() {
        guard !finished, actionAd == nil, !inBackground else { return }
        if needs.contains(.tap), !forcing.contains(.tap), let ad = tappableAd() {
            forcing.insert(.tap)
            after(800, .tap(ad: ad, forced: true))
        }
        if needs.contains(.rotation), !forcing.contains(.rotation), rotationTargetReady {
            forcing.insert(.rotation)
            after(1500, .rotate(forced: true))
        }
        if needs.contains(.detailRotation), !forcing.contains(.detailRotation), app.kind == .table, bannerVisible {
            forcing.insert(.detailRotation)
            after(1500, .enterDetail(forced: true))
        }
    }

    /// The ad the user could tap right now, if any (modal ads handle their own taps).
    func tappableAd() -> String? {
        if let b = banner, bannerVisible { return b.name }
        if app.kind == .magazine,
           let ad = interstitials.first(where: { !$0.released && !$0.dead && $0.loaded && $0.hostOffset == 0 && !$0.expired && $0.showing == .modeless }) {
            return ad.name
        }
        return nil
    }

    /// The banner is on screen with an ad (as the rules' *visible* and *loaded*).
    var bannerVisible: Bool {
        guard let b = banner else { return false }
        return !b.released && b.loaded && b.shown && hostOnScreen && !inBackground
    }

    /// A rotation now would show the defect it is forced for.
    var rotationTargetReady: Bool {
        switch app.kind {
        case .table: return bannerVisible
        case .game: return false
        case .magazine:
            return interstitials.contains { !$0.released && !$0.dead && $0.loaded && $0.showing == .modeless && $0.hostOffset != nil }
        }
    }
}
