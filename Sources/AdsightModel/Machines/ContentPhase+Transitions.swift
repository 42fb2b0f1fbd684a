import AdsightSession

extension ContentPhase {
    /// `bannerViewDidLoadAd:`: a banner keeps loading new ads, so always accepted.
    mutating func bannerDidLoad() -> Transition {
        switch self {
        case .loading, .loaded, .failed, .unloaded:
            self = .loaded
            return .accepted
        }
    }

    /// `bannerView:didFailToReceiveAdWithError:`: always accepted.
    mutating func bannerDidFail(_ error: AdError) -> Transition {
        switch self {
        case .loading, .loaded, .failed, .unloaded:
            self = .failed(error)
            return .accepted
        }
    }

    /// `interstitialAdDidLoad:`: a full-screen ad object loads a single ad.
    mutating func interstitialDidLoad() -> Transition {
        let previous = self
        self = .loaded
        switch previous {
        case .loading: return .accepted
        case .loaded: return .inconsistent("a second interstitialAdDidLoad: on one object; a full-screen ad object loads a single ad, so a new ad needs a new object")
        case .failed: return .inconsistent("interstitialAdDidLoad: after the object failed; a failed full-screen ad object never loads again")
        case .unloaded: return .inconsistent("interstitialAdDidLoad: after the object unloaded; an unloaded full-screen ad object never loads again")
        }
    }

    /// `interstitialAdDidUnload:`: only loaded content can unload (an error may be
    /// reported first, then the content unloads).
    mutating func interstitialDidUnload(everLoaded: Bool) -> Transition {
        let previous = self
        self = .unloaded
        switch previous {
        case .loaded: return .accepted
        case .failed where everLoaded: return .accepted
        case .loading, .failed: return .inconsistent("interstitialAdDidUnload: on an object that never loaded an ad")
        case .unloaded: return .inconsistent("a second interstitialAdDidUnload: on one object")
        }
    }

    /// `interstitialAd:didFailWithError:`: once per object, never after it unloaded.
    mutating func interstitialDidFail(_ error: AdError) -> Transition {
        let previous = self
        self = .failed(error)
        switch previous {
        case .loading, .loaded: return .accepted
        case .failed: return .inconsistent("a second interstitialAd:didFailWithError: on one object; a failed full-screen ad object is finished")
        case .unloaded: return .inconsistent("interstitialAd:didFailWithError: after the object unloaded")
        }
    }
}
