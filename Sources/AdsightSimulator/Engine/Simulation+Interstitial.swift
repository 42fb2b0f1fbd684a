import AdsightSession

/// Full-screen ad objects (seed 000): create, load or fail, expire, unload, release.
extension Simulation {
    func index(of ad: String) -> Int? { interstitials.firstIndex { $0.name == ad } }

    /// The app's current ad object: the newest one not finished.
    var currentAdIndex: Int? { interstitials.lastIndex { !$0.released && !$0.dead } }

    /// `[[ADInterstitialAd alloc] init]` and `delegate = self`; it starts loading at once.
    mutating func createInterstitial() {
        let name = newAdName("ad")
        emit(.initInterstitial, ad: name, thread: setupThread)
        emit(.setDelegate(true), ad: name, thread: setupThread)
        interstitials.append(InterstitialState(name: name))
        if fullScreenWorks {
            var latency = dice.millis(scenario.network.latency)
            if has(.pollsLoaded) { latency = max(latency, 1200) }
            after(latency, .interstitialResponse(ad: name))
        }
        if has(.pollsLoaded) {
            emit(.readLoaded(false), ad: name)
            if fullScreenWorks { after(500, .pollLoaded(ad: name)) }
        }
        if app.kind == .magazine, has(.presentBeforeLoad), let i = index(of: name) { placeAdPage(i) }
    }

    mutating func interstitialResponse(_ ad: String) {
        guard let i = index(of: ad), !interstitials[i].released, !interstitials[i].dead else { return }
        if inBackground { after(2000, .interstitialResponse(ad: ad)); return }
        if let error = networkOutcome(adShown: true) {
            emit(.interstitialDidFail(error), ad: ad)
            interstitials[i].dead = true
            interstitials[i].loaded = false
            if has(.alertOnError) { emit(.alert(message: "Could not load an ad (\(error.code))")) }
            adWentAway(i, failed: true)
            return
        }
        emit(.interstitialDidLoad, ad: ad)
        interstitials[i].loaded = true
        needs.remove(.fill)
        after(dice.millis(scenario.network.contentExpiry), .expire(ad: ad))
        switch app.kind {
        case .game: if has(.modalFromLoadCallback) { after(100, .presentModal(ad: ad)) }
        case .magazine: if interstitials[i].showing == .none { after(100, .insertAdPage(ad: ad)) }
        case .table: break
        }
    }

    /// `polls-loaded`: the app reads `loaded` every 0.5 s until the ad loads.
    mutating func pollLoaded(_ ad: String) {
        guard let i = index(of: ad), !interstitials[i].released, !interstitials[i].dead else { return }
        emit(.readLoaded(interstitials[i].loaded), ad: ad)
        if !interstitials[i].loaded { after(500, .pollLoaded(ad: ad)) }
    }

    /// The content expires (5 to 15 minutes): it unloads now unless its page is on screen.
    mutating func expire(_ ad: String) {
        guard let i = index(of: ad), !interstitials[i].released, !interstitials[i].dead, interstitials[i].loaded else { return }
        if inBackground || (interstitials[i].showing == .modal && interstitials[i].awaitingDismiss) {
            after(2000, .expire(ad: ad))
            return
        }
        if interstitials[i].showing == .modeless, interstitials[i].hostOffset == 0 {
            interstitials[i].expired = true
            return
        }
        unload(i)
    }

    mutating func unload(_ i: Int) {
        emit(.interstitialDidUnload, ad: interstitials[i].name)
        interstitials[i].dead = true
        interstitials[i].loaded = false
        needs.remove(.unload)
        adWentAway(i, failed: false)
    }

    /// The app's delegate method for `interstitialAdDidUnload:` / `interstitialAd:didFailWithError:`
    /// runs its clean-up a moment later (0.1 s), so the release is not in the callback's instant.
    mutating func adWentAway(_ i: Int, failed: Bool) {
        after(100, .cleanUp(ad: interstitials[i].name, failed: failed))
    }

    /// Remove the page, release the object, and (ADGame, ADMagazine) start over with a new one.
    mutating func cleanUp(_ ad: String, failed: Bool) {
        guard let i = index(of: ad), !interstitials[i].released else { return }
        if interstitials[i].hostOffset != nil, failed || !has(.leavesEmptyPage) {
            emit(.viewRemove, ad: ad)
            interstitials[i].hostOffset = nil
        }
        if !has(.keepsObjectAfterUnload) {
            releaseAd(ad)
            interstitials[i].released = true
        }
        if failed { newAdPending = true } else { createInterstitial() }
    }
}
