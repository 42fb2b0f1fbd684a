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

    /// The code of the event `name` (`unknown` for a name not in `all`).
    static func code(of name: String) -> EventCode {
        var name = name
        return name.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, let index = EventNameIndex.shared.match(ByteText(base: base, count: utf8.count)) else {
                return .unknown
            }
            return EventCode(rawValue: UInt8(index)) ?? .unknown
        }
    }
}
