import AdsightSession

extension Simulation {
    /// The latest a session may run while it waits for a defect's situation.
    var hardCap: Int { scenario.session.duration * 3 + 1_200_000 }

    /// A modal full-screen ad is up and not closed yet.
    var modalUp: Bool { interstitials.contains { $0.showing == .modal && $0.awaitingDismiss && !$0.released } }

    /// The session ends once its duration has passed, nothing is half done, and every
    /// need has been met; the app then releases what it holds.
    mutating func end() {
        let busy = actionAd != nil || inBackground || !hostOnScreen || modalUp || paused
        if now < hardCap, !needs.isEmpty || busy {
            after(busy ? 1000 : 5000, .end)
            return
        }
        if let b = banner, !b.released {
            emit(.viewRemove, ad: b.name)
            releaseAd(b.name)
            banner?.released = true
        }
        for i in interstitials.indices where !interstitials[i].released {
            if interstitials[i].hostOffset != nil, !interstitials[i].dead {
                emit(.viewRemove, ad: interstitials[i].name)
                interstitials[i].hostOffset = nil
            }
            releaseAd(interstitials[i].name)
            interstitials[i].released = true
        }
        finished = true
    }

    /// Clears the delegate (unless `release-with-delegate`) and releases the object.
    mutating func releaseAd(_ name: String) {
        if !has(.releaseWithDelegate) { emit(.setDelegate(false), ad: name) }
        emit(.release, ad: name)
    }
}
