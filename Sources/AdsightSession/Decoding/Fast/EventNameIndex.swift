/// The position in `EventNames.all` of an event name given as bytes; nil for a name the
/// format does not define (the slow path warns about it).
enum EventNameIndex {
    @inline(__always)
    static func match(_ k: ByteText) -> Int? {
        switch k.count {
        case 4: if k.equals("init") { return 1 }
        case 6: if k.equals("loaded") { return 10 }
        case 7: if k.equals("release") { return 15 }
        case 8: if k.equals("view.add") { return 7 }; if k.equals("user.tap") { return 37 }
        case 9: if k.equals("setFrame:") { return 5 }; if k.equals("app.pause") { return 32 }; if k.equals("app.alert") { return 36 }
        case 10:
            if k.equals("setHidden:") { return 6 }; if k.equals("view.frame") { return 29 }
            if k.equals("app.resume") { return 33 }; if k.equals("app.urgent") { return 35 }
        case 11: if k.equals("view.remove") { return 8 }
        case 12:
            if k.equals("setDelegate:") { return 2 }; if k.equals("bannerLoaded") { return 9 }
            if k.equals("cancelAction") { return 14 }; if k.equals("user.dismiss") { return 38 }
        case 14: if k.equals("initWithFrame:") { return 0 }; if k.equals("presentInView:") { return 12 }; if k.equals("app.transition") { return 34 }
        case 15: if k.equals("viewWillAppear:") { return 27 }
        case 18: if k.equals("device.orientation") { return 26 }; if k.equals("viewWillDisappear:") { return 28 }
        case 20: if k.equals("bannerViewDidLoadAd:") { return 16 }
        case 22: if k.equals("cancelBannerViewAction") { return 13 }; if k.equals("interstitialAdDidLoad:") { return 20 }
        case 24: if k.equals("interstitialAdDidUnload:") { return 21 }
        case 26: if k.equals("presentFromViewController:") { return 11 }; if k.equals("bannerViewActionDidFinish:") { return 19 }
        case 30: if k.equals("interstitialAdActionDidFinish:") { return 24 }; if k.equals("applicationDidEnterBackground:") { return 30 }
        case 31: if k.equals("applicationWillEnterForeground:") { return 31 }
        case 32: if k.equals("setCurrentContentSizeIdentifier:") { return 4 }; if k.equals("interstitialAd:didFailWithError:") { return 22 }
        case 34: if k.equals("setRequiredContentSizeIdentifiers:") { return 3 }
        case 39: if k.equals("bannerView:didFailToReceiveAdWithError:") { return 17 }
        case 42: if k.equals("willRotateToInterfaceOrientation:duration:") { return 25 }
        case 49: if k.equals("bannerViewActionShouldBegin:willLeaveApplication:") { return 18 }
        case 53: if k.equals("interstitialAdActionShouldBegin:willLeaveApplication:") { return 23 }
        default: break
        }
        return nil
    }

    /// Whether the event at `index` needs `ad` (calls into iAd, its callbacks, the user's taps).
    @inline(__always)
    static func needsAd(_ index: Int) -> Bool { index <= 24 || index >= 37 }
}
