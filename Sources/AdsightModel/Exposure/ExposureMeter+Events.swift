import AdsightSession

extension ExposureMeter {
    /// Whether the meter reads events with this code (creations, loads, failures, unloads,
    /// releases, presentations).
    @inline(__always)
    static func matters(_ code: EventCode) -> Bool {
        switch code {
        case .initBanner, .initInterstitial, .bannerViewDidLoadAd, .interstitialDidLoad, .bannerDidFail,
             .interstitialDidFail, .interstitialDidUnload, .release, .presentFromViewController, .presentInView:
            return true
        default:
            return false
        }
    }

    /// One event the meter reads (at `e`, read in place), applied to the object it names as
    /// the model applies it (none for a name never created, a released object or the other
    /// kind's callback); returns the index in `state.ads` of the object whose account it may
    /// have changed.
    mutating func apply(_ e: UnsafePointer<Event>, at now: Int, _ state: UnsafePointer<ModelState>) -> Int? {
        guard let i = adIndex(of: e, in: state) else { return nil }
        while slot.count <= i { slot.append(-1) }
        let code = e.pointee.code
        switch code {  // switches: `==` of codes is a call into the events' module
        case .initBanner, .initInterstitial:
            if slot[i] >= 0 { tallies[slot[i]].close(at: now) }
            slot[i] = tallies.count
            let kind: AdKind = if case .initInterstitial = code { .interstitial } else { .banner }
            tallies.append(ExposureTally(ad: e.pointee.ad!, kind: kind, at: now, recording: recording))
            return i
        default: break
        }
        guard slot[i] >= 0, tallies[slot[i]].isOpen else { return nil }
        let k = slot[i]
        let banner = if case .banner = tallies[k].kind { true } else { false }
        // (The other kind's callbacks and calls change nothing.)
        switch code {
        case .bannerViewDidLoadAd where banner, .interstitialDidLoad where !banner:
            tallies[k].endHeld(at: now, loads: true)
        case .bannerDidFail where banner:
            tallies[k].endHeld(at: now, loads: false)
            tallies[k].failed += 1
        case .interstitialDidUnload where !banner:
            tallies[k].endHeld(at: now, loads: false)
        case .interstitialDidFail where !banner:
            // A full-screen ad that fails once loaded loses that ad (000: "reports the error
            // to your app and then unloads its contents"); only one failing with none held is
            // a request that came back empty. (A banner's failure is always a request: it
            // keeps asking for new ads.)
            if !tallies[k].holding { tallies[k].failed += 1 }
            tallies[k].endHeld(at: now, loads: false)
            tallies[k].presentationLive = false
        case .presentFromViewController where !banner, .presentInView where !banner:
            tallies[k].presentationLive = true
        case .release:
            tallies[k].endHeld(at: now, loads: false)
            tallies[k].close(at: now)
        default:
            return nil
        }
        return i
    }

    /// The index in `state.ads` of the ad the event at `e` names, if it was ever created: the
    /// last name looked up first.
    private mutating func adIndex(of e: UnsafePointer<Event>, in state: UnsafePointer<ModelState>) -> Int? {
        guard let name = e.pointee.ad else { return nil }
        if name == lastName { return lastIndex }
        guard let i = state.pointee.index[name] else { return nil }
        lastName = name
        lastIndex = i
        return i
    }
}
