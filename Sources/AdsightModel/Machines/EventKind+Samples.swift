import AdsightSession

extension EventKind {
    /// Every case of `EventKind`, each with payloads of every shape (empty, short and heap
    /// strings, nil and not, zero and non-zero numbers, each Boolean and orientation): what
    /// the tests and the rules' code table are checked on.
    package static var samples: [EventKind] {
        let zero = Rect(x: 0, y: 0, width: 0, height: 0), odd = Rect(x: -0.0, y: .infinity, width: .nan, height: -1e300)
        let long = String(repeating: "a long name, on the heap ", count: 3), short = "x"
        let errors = [AdError(code: ""), AdError(code: long, message: long), AdError(code: short, message: "")]
        let identifiers = [ContentSizeIdentifier.portrait, ContentSizeIdentifier(long), ContentSizeIdentifier("")]
        let texts: [String?] = [nil, "", short, long]
        var out: [EventKind] = [
            .initInterstitial, .viewRemove, .presentFromViewController, .cancelBannerViewAction, .cancelAction, .release,
            .bannerViewDidLoadAd, .bannerActionDidFinish, .interstitialDidLoad, .interstitialDidUnload,
            .interstitialActionDidFinish, .viewWillAppear, .viewWillDisappear, .didEnterBackground,
            .willEnterForeground, .userTap, .userDismiss,
            .setRequiredContentSizeIdentifiers([]), .setRequiredContentSizeIdentifiers(identifiers),
        ]
        for rect in [zero, odd] {
            out += [.initBanner(frame: rect), .setFrame(rect, z: nil), .setFrame(rect, z: -0.0), .setFrame(rect, z: 3)]
            for flag in [false, true] {
                out += [.presentInView(frame: rect, inViewController: flag)]
            }
            for view in ["", short, long] {
                out += [.viewFrame(view: view, frame: rect, z: nil), .viewFrame(view: view, frame: rect, z: .nan)]
            }
        }
        for flag in [false, true] {
            out += [.setDelegate(flag), .setHidden(flag), .viewAdd(inViewController: flag), .readBannerLoaded(flag),
                    .readLoaded(flag)]
            for other in [false, true] {
                out += [.bannerActionShouldBegin(willLeave: flag, returned: other),
                        .interstitialActionShouldBegin(willLeave: flag, returned: other)]
            }
        }
        for id in identifiers { out.append(.setCurrentContentSizeIdentifier(id)) }
        for error in errors { out += [.bannerDidFail(error), .interstitialDidFail(error)] }
        for to in Orientation.allCases {
            out += [.willRotate(to: to, duration: 0), .willRotate(to: to, duration: -.infinity), .deviceOrientation(to: to)]
        }
        for text in texts {
            out += [.pause(what: text), .resume(what: text), .urgent(reason: text), .alert(message: text)]
            for other in texts { out.append(.transition(from: text, to: other)) }
        }
        for name in ["", short, long] { out.append(.unknown(name: name)) }
        return out
    }
}
