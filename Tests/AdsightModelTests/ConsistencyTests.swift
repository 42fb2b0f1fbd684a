import AdsightModel
import AdsightSession
import Testing

/// A session and the lines (with a word of the message) that must be flagged; nothing else may be.
struct ConsistencyCase: Sendable, CustomTestStringConvertible {
    var name: String
    var events: [E]
    var flagged: [(line: Int, says: String)]
    var testDescription: String { name }
}

private let banner = E(0, "b", .initBanner(frame: F.bottomBanner(.iPad)))
private let bLoad = E(1, "b", .bannerViewDidLoadAd)
private let bBegin = E(2, "b", .bannerActionShouldBegin(willLeave: false, returned: true))
private let bFinish = E(3, "b", .bannerActionDidFinish)
private let inter = E(0, "i", .initInterstitial)
private let iLoad = E(1, "i", .interstitialDidLoad)
private let iBegin = E(3, "i", .interstitialActionShouldBegin(willLeave: false, returned: true))
private let iFinish = E(4, "i", .interstitialActionDidFinish)
private let modal = E(2, "i", .presentFromViewController)

let consistencyCases: [ConsistencyCase] = [
    ConsistencyCase(name: "clean banner action", events: [banner, bLoad, bBegin, bFinish], flagged: []),
    ConsistencyCase(name: "banner finish with no action begun", events: [banner, bLoad, bFinish], flagged: [(4, "no action begun")]),
    ConsistencyCase(name: "second finish", events: [banner, bLoad, bBegin, bFinish, E(4, "b", .bannerActionDidFinish)],
                    flagged: [(6, "second finish")]),
    ConsistencyCase(name: "finish after willLeave: true",
                    events: [banner, bLoad, E(2, "b", .bannerActionShouldBegin(willLeave: true, returned: true)), bFinish],
                    flagged: [(5, "left the application")]),
    ConsistencyCase(name: "finish after the delegate declined",
                    events: [banner, bLoad, E(2, "b", .bannerActionShouldBegin(willLeave: false, returned: false)), bFinish],
                    flagged: [(5, "declined")]),
    ConsistencyCase(name: "banner cancel then finish is fine",
                    events: [banner, bLoad, bBegin, E(2.5, "b", .cancelBannerViewAction), bFinish], flagged: []),
    ConsistencyCase(name: "finish after cancelAction on a full-screen ad",
                    events: [inter, iLoad, modal, iBegin, E(3.5, "i", .cancelAction), iFinish], flagged: [(7, "cancelAction")]),
    ConsistencyCase(name: "action on a banner with nothing loaded", events: [banner, bBegin], flagged: [(3, "nothing loaded")]),
    ConsistencyCase(name: "action while this ad's action runs",
                    events: [banner, bLoad, bBegin, E(2.5, "b", .bannerActionShouldBegin(willLeave: false, returned: true))],
                    flagged: [(5, "still in progress")]),
    ConsistencyCase(name: "action while another ad's action runs",
                    events: [banner, E(0, "c", .initBanner(frame: F.bottomBanner(.iPad))), bLoad, E(1, "c", .bannerViewDidLoadAd),
                             bBegin, E(2.5, "c", .bannerActionShouldBegin(willLeave: false, returned: true))],
                    flagged: [(7, "b's action")]),
    ConsistencyCase(name: "second interstitialAdDidLoad:", events: [inter, iLoad, E(2, "i", .interstitialDidLoad)], flagged: [(4, "second")]),
    ConsistencyCase(name: "load after unload", events: [inter, iLoad, E(2, "i", .interstitialDidUnload), E(3, "i", .interstitialDidLoad)],
                    flagged: [(5, "after the object unloaded")]),
    ConsistencyCase(name: "load after failure",
                    events: [inter, E(1, "i", .interstitialDidFail(AdError(code: "ADErrorServerFailure"))), E(2, "i", .interstitialDidLoad)],
                    flagged: [(4, "after the object failed")]),
    ConsistencyCase(name: "unload with nothing loaded", events: [inter, E(2, "i", .interstitialDidUnload)], flagged: [(3, "never loaded")]),
    ConsistencyCase(name: "banner reloads after failure are fine",
                    events: [banner, bLoad, E(2, "b", .bannerDidFail(AdError(code: "ADErrorServerFailure"))), E(3, "b", .bannerViewDidLoadAd)],
                    flagged: []),
    ConsistencyCase(name: "callback for an object never created", events: [E(1, "ghost", .bannerViewDidLoadAd)], flagged: [(2, "never created")]),
    ConsistencyCase(name: "call on an object never created", events: [E(1, "ghost", .setHidden(true))], flagged: [(2, "never created")]),
    ConsistencyCase(name: "call after release", events: [banner, E(1, "b", .release), E(2, "b", .setHidden(true))],
                    flagged: [(4, "after it was released")]),
    ConsistencyCase(name: "double release", events: [banner, E(1, "b", .release), E(2, "b", .release)], flagged: [(4, "after it was released")]),
    ConsistencyCase(name: "callback after release is the rule's, not the model's",
                    events: [banner, E(1, "b", .release), E(2, "b", .bannerViewDidLoadAd)], flagged: []),
    ConsistencyCase(name: "banner callback on a full-screen ad", events: [inter, E(1, "i", .bannerViewDidLoadAd)], flagged: [(3, "only an ADBannerView")]),
    ConsistencyCase(name: "full-screen callback on a banner", events: [banner, E(1, "b", .interstitialDidLoad)], flagged: [(3, "only an ADInterstitialAd")]),
    ConsistencyCase(name: "full-screen method on a banner", events: [banner, E(1, "b", .presentFromViewController)], flagged: [(3, "only an ADInterstitialAd")]),
    ConsistencyCase(name: "modal ad unloads while presented", events: [inter, iLoad, modal, E(5, "i", .interstitialDidUnload)],
                    flagged: [(5, "still presented")]),
    ConsistencyCase(name: "user.dismiss on an ad not presented", events: [inter, iLoad, E(2, "i", .userDismiss)], flagged: [(4, "not presented modally")]),
    ConsistencyCase(name: "user.dismiss on a modeless ad",
                    events: [inter, iLoad, E(2, "i", .presentInView(frame: F.r(0, 0, 768, 1024), inViewController: true)), E(3, "i", .userDismiss)],
                    flagged: [(5, "modelessly")]),
    ConsistencyCase(name: "user.dismiss on a banner", events: [banner, E(1, "b", .userDismiss)], flagged: [(3, "not presented modally")]),
    ConsistencyCase(name: "callback off the main thread", events: [banner, E(1, "b", .bannerViewDidLoadAd, thread: "worker")],
                    flagged: [(3, "off the main thread")]),
    ConsistencyCase(name: "app call off the main thread is the rule's", events: [E(0, "b", .initBanner(frame: F.bottomBanner(.iPad)), thread: "bg")],
                    flagged: []),
    ConsistencyCase(name: "callback after the delegate was set to nil",
                    events: [banner, E(0.5, "b", .setDelegate(false)), bLoad], flagged: [(4, "set to nil")]),
    ConsistencyCase(name: "two reasons, one finding",
                    events: [banner, E(0.5, "b", .setDelegate(false)), E(1, "b", .bannerActionDidFinish, thread: "x")],
                    flagged: [(4, "off the main thread")]),
]

@Test(arguments: consistencyCases)
func modelConsistency(_ c: ConsistencyCase) {
    let result = SessionBuilder.replay(.iPad, c.events)
    #expect(result.findings.map(\.line) == c.flagged.map(\.line), "\(result.findings)")
    for (finding, expected) in zip(result.findings, c.flagged) {
        #expect(finding.message.contains(expected.says), "\(finding.message)")
        #expect(finding.t == c.events[finding.line - 2].t)
        #expect(finding.ad == c.events[finding.line - 2].ad)
        // The message names the ad too: text, JUnit and the session page show only it.
        #expect(finding.ad.map { namesAd(finding.message, $0) } == true, "\(finding.message)")
    }
    #expect(result.steps.flatMap(\.events).count == c.events.count, "the session is still replayed in full")
}

/// Whether `message` names `ad` as a word (first, as `ad: ...`, or within the text).
func namesAd(_ message: String, _ ad: String) -> Bool {
    message.hasPrefix(ad + ": ") || message.contains(" \(ad),") || message.contains(" \(ad) ") || message.hasSuffix(" \(ad)")
}

/// An action beginning while one is in progress names the other ad whose action runs, never
/// the ad itself (ads told apart by their place: two ads, one, or several with one running).
@Test(arguments: [
    ("only this ad's action runs", ["b", "b"], ["b: an action began while this ad's previous action was still in progress"]),
    ("another ad's action runs", ["c", "b"], ["b: an action began while c's action was in progress"]),
    ("this ad's and another's run", ["c", "b", "b"],
     ["b: an action began while c's action was in progress",
      "b: an action began while c's action was in progress; an action began while this ad's previous action was still in progress"]),
])
func actionsInProgressNameTheOtherAd(_ name: String, _ beginning: [String], _ messages: [String]) {
    var events: [E] = []
    for ad in ["b", "c"] { events += [E(0, ad, .initBanner(frame: F.bottomBanner(.iPad))), E(1, ad, .bannerViewDidLoadAd)] }
    for (k, ad) in beginning.enumerated() { events.append(E(2 + Double(k), ad, .bannerActionShouldBegin(willLeave: false, returned: true))) }
    let result = SessionBuilder.replay(.iPad, events)
    #expect(result.findings.map(\.message) == messages, "\(name)")
}
