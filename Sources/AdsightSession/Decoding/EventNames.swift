/// The event names `adsession/1` defines, in the order of the format's tables.
public enum EventNames {
    /// Every event name the format defines (39), as written in `event`.
    public static let all: [String] = [
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
}
