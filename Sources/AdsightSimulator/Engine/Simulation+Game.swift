import AdsightSession

/// ADGame (seed 000): a modal full-screen ad between two matches, if one is loaded.
extension Simulation {
    mutating func matchEnd() {
        if inBackground || actionAd != nil || modalUp { after(2000, .matchEnd); return }
        if !has(.modalFromLoadCallback), let i = currentAdIndex {
            let loaded = interstitials[i].loaded
            emit(.transition(from: "match-\(match)", to: loaded ? "ad" : "match-\(match + 1)"))
            emit(.readLoaded(loaded), ad: interstitials[i].name)
            if loaded {
                after(250, .presentModal(ad: interstitials[i].name))
                return
            }
        } else {
            emit(.transition(from: "match-\(match)", to: "match-\(match + 1)"))
        }
        nextMatch()
    }

    /// A new match starts (after a failure, with a new ad object).
    mutating func nextMatch() {
        match += 1
        if newAdPending, currentAdIndex == nil {
            newAdPending = false
            createInterstitial()
        }
        after(dice.millis(scenario.session.match), .matchEnd)
    }

    mutating func presentModal(_ ad: String) {
        guard let i = index(of: ad), !interstitials[i].released, !interstitials[i].dead, interstitials[i].loaded else {
            if !has(.modalFromLoadCallback) { emit(.transition(from: "ad", to: "match-\(match + 1)")); nextMatch() }
            return
        }
        if inBackground || actionAd != nil { after(1000, .presentModal(ad: ad)); return }
        emit(.presentFromViewController, ad: ad)
        interstitials[i].showing = .modal
        interstitials[i].awaitingDismiss = true
        if has(.modalFromLoadCallback) { midMatch = true }
        if needs.contains(.tap) {
            after(1000, .tap(ad: ad, forced: true))
        } else if dice.chance(ppm: scenario.user.tapChance) {
            after(dice.int(1000...3000), .tap(ad: ad, forced: false))
        } else {
            after(dice.millis(scenario.user.dismissAfter), .dismiss(ad: ad))
        }
    }

    /// The user closes the modal ad: its content unloads at once; the next match starts.
    mutating func dismiss(_ ad: String) {
        guard let i = index(of: ad), interstitials[i].showing == .modal, interstitials[i].awaitingDismiss,
              !interstitials[i].released else { return }
        if inBackground || actionAd == ad { after(1000, .dismiss(ad: ad)); return }
        emit(.userDismiss, ad: ad)
        interstitials[i].awaitingDismiss = false
        unload(i)
        if midMatch {
            midMatch = false
        } else {
            emit(.transition(from: "ad", to: "match-\(match + 1)"))
            nextMatch()
        }
    }
}
