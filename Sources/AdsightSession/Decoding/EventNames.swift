import AdsightJSON

/// The event names `adsession/1` defines, in a fixed order used by the fast path.
enum EventNames {
    static let names: [StaticString] = [
        "initWithFrame:", "init", "setDelegate:", "setRequiredContentSizeIdentifiers:",
        "setCurrentContentSizeIdentifier:", "setFrame:", "setHidden:", "view.add", "view.remove",
        "bannerLoaded", "loaded", "presentFromViewController:", "presentInView:",
        "cancelBannerViewAction", "cancelAction", "release",
        "bannerViewDidLoadAd:", "bannerView:didFailToReceiveAdWithError:",
        "bannerViewActionShouldBegin:willLeaveApplication:", "bannerViewActionDidFinish:",
        "interstitialAdDidLoad:", "interstitialAdDidUnload:", "interstitialAd:didFailWithError:",
        "interstitialAdActionShouldBegin:willLeaveApplication:", "interstitialAdActionDidFinish:",
        "willRotateToInterfaceOrientation:duration:", "device.orientation", "viewWillAppear:",
        "viewWillDisappear:", "view.frame", "applicationDidEnterBackground:",
        "applicationWillEnterForeground:", "app.pause", "app.resume", "app.transition", "app.urgent",
        "app.alert", "user.tap", "user.dismiss",
    ]

    /// Whether each name (same order) needs `ad`.
    static let needsAd: [Bool] = names.map { EventPayload.needsAd($0.description) }

    /// The index of the event name held by string `i`, or nil.
    static func index(_ v: JSONTapeView, _ i: Int) -> Int? { table.index(of: i, in: v) }

    static let table = JSONKeyTable(names.map(\.description))
}
