/// A small seeded generator of valid `adsession/1` texts with random events: two ad names
/// created (and re-created) as either kind, their calls and callbacks, and app events, on
/// a few equal `t`s so groups hold several events.
struct RandomSessions {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    private mutating func next(_ n: Int) -> Int {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return Int(state % UInt64(n))
    }

    private mutating func pick(_ xs: [String]) -> String { xs[next(xs.count)] }

    /// One session's text.
    mutating func session(id: Int) -> String {
        let family = pick(["iPhone", "iPad"])
        var lines = [#"{"adsession": 1, "id": "random-\#(id)", "device": {"family": "\#(family)"}, "os": "\#(pick(["3.1", "4.2.1", "4.3"]))", "app": {"name": "R", "deploymentTarget": "3.1", "iAdLinkage": "\#(pick(["weak", "required"]))", "supportedOrientations": ["portrait"]}}"#]
        var t = 0.0
        for _ in 0..<(10 + next(40)) {
            if next(3) > 0 { t += Double(next(8)) / 4 }
            lines.append(#"{"t": \#(t), "#  + event() + "}")
        }
        return lines.joined(separator: "\n")
    }

    private mutating func event() -> String {
        let ad = #""ad": "\#(pick(["a", "b"]))", "#
        let frame = pick(["[0, 430, 320, 50]", "[0, 0, 768, 1024]", "[0, 0, 768, 66]", "[0, 500, 320, 50]"])
        let bool = { (r: inout RandomSessions) in r.next(2) == 0 ? "true" : "false" }
        switch next(30) {
        case 0, 1: return ad + #""event": "initWithFrame:", "class": "ADBannerView", "frame": \#(frame)"#
        case 2: return ad + #""event": "init", "class": "ADInterstitialAd""#
        case 3: return ad + #""event": "setDelegate:", "delegate": \#(bool(&self))"#
        case 4: return ad + #""event": "setFrame:", "frame": \#(frame)"#
        case 5: return ad + #""event": "setHidden:", "hidden": \#(bool(&self))"#
        case 6, 7: return ad + #""event": "view.add", "inViewController": \#(bool(&self))"#
        case 8: return ad + #""event": "view.remove""#
        case 9, 10: return ad + #""event": "bannerViewDidLoadAd:""#
        case 11: return ad + #""event": "bannerView:didFailToReceiveAdWithError:", "error": {"code": "ADErrorServerFailure", "message": "x"}"#
        case 12: return ad + #""event": "interstitialAdDidLoad:""#
        case 13: return ad + #""event": "\#(pick(["presentFromViewController:", "interstitialAdDidUnload:", "release"]))""#
        case 14: return ad + #""event": "presentInView:", "frame": \#(frame), "inViewController": \#(bool(&self))"#
        case 15: return ad + #""event": "\#(pick(["bannerViewActionShouldBegin:willLeaveApplication:", "interstitialAdActionShouldBegin:willLeaveApplication:"]))", "willLeave": \#(bool(&self)), "returned": \#(bool(&self))"#
        case 16: return ad + #""event": "\#(pick(["bannerViewActionDidFinish:", "interstitialAdActionDidFinish:", "cancelAction", "cancelBannerViewAction"]))""#
        case 17: return ad + #""event": "setCurrentContentSizeIdentifier:", "identifier": "\#(pick(["ADBannerContentSizeIdentifierPortrait", "ADBannerContentSizeIdentifierLandscape"]))""#
        case 18: return ad + #""event": "setRequiredContentSizeIdentifiers:", "identifiers": ["ADBannerContentSizeIdentifierPortrait"]"#
        case 19: return #""event": "willRotateToInterfaceOrientation:duration:", "to": "\#(pick(["portrait", "landscapeLeft"]))", "duration": 0.3"#
        case 20: return #""event": "device.orientation", "to": "\#(pick(["portrait", "landscapeRight"]))""#
        case 21: return #""event": "\#(pick(["viewWillAppear:", "viewWillDisappear:", "applicationDidEnterBackground:", "applicationWillEnterForeground:"]))""#
        case 22: return #""event": "view.frame", "view": "content", "frame": \#(frame)"#
        case 23, 24: return #""event": "\#(pick(["app.pause", "app.resume"]))", "what": "sound""#
        case 25: return #""event": "\#(pick(["app.transition", "app.urgent", "app.alert"]))""#
        case 26: return ad + #""event": "loaded", "value": \#(bool(&self)), "thread": "\#(pick(["main", "worker"]))""#
        case 27: return ad + #""event": "bannerLoaded", "value": \#(bool(&self))"#
        default: return ad + #""event": "\#(pick(["user.tap", "user.dismiss"]))""#
        }
    }
}
