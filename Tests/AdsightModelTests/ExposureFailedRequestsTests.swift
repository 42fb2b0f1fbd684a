import AdsightSession
import Testing
@testable import AdsightModel

/// `AdExposure.failed` counts an object's requests that came back without an ad: a banner's
/// every `bannerView:didFailToReceiveAdWithError:` (it keeps asking), a full-screen ad's
/// `interstitialAd:didFailWithError:` while it holds no loaded ad (one after a load ends that
/// ad), within its lifetime (not the other kind's callback, not after its release, and a
/// name re-created starts a new account).
@Test func failedRequestsAreAnObjectsOwnFailures() {
    let f = DeviceFamily.iPad
    let error = AdError(code: "ADErrorServerFailure")
    let events = [
        E(0, "b", .initBanner(frame: F.bottomBanner(f))), E(0, "b", .viewAdd(inViewController: true)),
        E(1, "b", .bannerDidFail(error)), E(2, "b", .bannerViewDidLoadAd), E(3, "b", .bannerDidFail(error)),
        E(3.5, "b", .interstitialDidFail(error)),  // the other kind's callback: not the banner's
        E(4, "i", .initInterstitial), E(5, "i", .interstitialDidFail(error)), E(6, "i", .release),
        E(6.5, "i", .interstitialDidFail(error)),  // after its release
        E(7, "b", .initBanner(frame: F.bottomBanner(f))), E(8, "b", .bannerDidFail(error)),
        E(9, "j", .initInterstitial), E(10, "j", .interstitialDidLoad), E(11, "j", .interstitialDidFail(error)),
        E(12, "j", .interstitialDidFail(error)),  // none held now: a request that failed
    ]
    let accounts = Exposure.of(SessionBuilder.session(f, events), recordingSpans: false, recomputingAll: false)
    #expect(accounts.map(\.ad) == ["b", "i", "b", "j"])
    #expect(accounts.map(\.failed) == [2, 1, 1, 1])
    #expect(accounts.map(\.served) == [1, 0, 0, 1])
}
