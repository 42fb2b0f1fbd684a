import AdsightSession

/// The user tapping an ad, the ad's action, urgent interruptions and cancels.
extension Simulation {
    func canTap(_ ad: String) -> Bool {
        if let b = banner, b.name == ad { return bannerVisible }
        guard let i = index(of: ad) else { return false }
        let s = interstitials[i]
        guard !s.released, !s.dead, s.loaded else { return false }
        switch s.showing {
        case .modal: return s.awaitingDismiss
        case .modeless: return s.hostOffset == 0 && !s.expired
        case .none: return false
        }
    }

    var isModalAd: (String) -> Bool {
        { ad in interstitials.contains { $0.name == ad && $0.showing == .modal && $0.awaitingDismiss } }
    }

    mutating func tap(_ ad: String, forced: Bool) {
        if forced { forcing.remove(.tap) }
        guard actionAd == nil, !inBackground, canTap(ad) else {
            if isModalAd(ad) { after(dice.millis(scenario.user.dismissAfter), .dismiss(ad: ad)) }
            return
        }
        emit(.userTap, ad: ad)
        let willLeave = forced ? false : dice.chance(ppm: scenario.user.leaveChance)
        let returned = !has(.refusesActions)
        let isBanner = banner?.name == ad
        emit(isBanner ? .bannerActionShouldBegin(willLeave: willLeave, returned: returned)
                      : .interstitialActionShouldBegin(willLeave: willLeave, returned: returned), ad: ad)
        if forced { needs.remove(.tap) }
        guard returned else { actionDone(ad); return }
        if willLeave {
            enterBackground()
            if isModalAd(ad) { dismissAfterForeground = ad }
            after(dice.millis(scenario.session.backgroundStay), .comeForeground)
            return
        }
        actionAd = ad
        if !has(.noPauseOnAction) { pause() }
        let length = dice.millis(scenario.user.actionLength)
        after(length, .actionEnd(ad: ad))
        if has(.cancelsWithoutUrgency) {
            after(length / 2, .cancelOnTimer(ad: ad))
        } else if has(.releaseDuringAction), isBanner {
            after(length / 2, .releaseBannerNow(ad: ad))
        } else if !forced, dice.chance(ppm: scenario.user.urgentChance) {
            after(length / 2, .urgentCall(ad: ad))
        }
    }

    /// The user closes the ad's action.
    mutating func actionEnd(_ ad: String) {
        guard actionAd == ad else { return }
        emit(banner?.name == ad ? .bannerActionDidFinish : .interstitialActionDidFinish, ad: ad)
        actionAd = nil
        resumeAfterAction()
        actionDone(ad)
    }

    /// An incoming call during the action: the app cancels the ad's action.
    mutating func urgentCall(_ ad: String) {
        guard actionAd == ad else { return }
        emit(.urgent(reason: "incoming call"))
        after(100, .cancelAfterUrgent(ad: ad))
    }

    /// `cancelBannerViewAction` (iAd then sends the finish) or `cancelAction` (no finish follows).
    mutating func cancelAction(_ ad: String) {
        guard actionAd == ad else { return }
        if banner?.name == ad {
            emit(.cancelBannerViewAction, ad: ad)
            emit(.bannerActionDidFinish, ad: ad)
        } else {
            emit(.cancelAction, ad: ad)
        }
        actionAd = nil
        resumeAfterAction()
        actionDone(ad)
    }

    mutating func resumeAfterAction() {
        guard paused else { return }
        if has(.noResumeAfterAction) { after(3000, .resumeLate) } else { resume() }
    }

    /// After an action (or a refused one) on a modal ad, the user closes the ad.
    mutating func actionDone(_ ad: String) {
        if isModalAd(ad) { after(dice.millis(scenario.user.dismissAfter), .dismiss(ad: ad)) }
    }
}
