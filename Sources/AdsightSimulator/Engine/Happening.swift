/// Something scheduled to happen in a simulated session: the user, the device, the
/// network and the app's own timers.
enum Happening: Equatable {
    // The network.
    case bannerResponse(ad: String)
    case interstitialResponse(ad: String)
    case expire(ad: String)
    case cleanUp(ad: String, failed: Bool)
    // The user and the device.
    case rotate(forced: Bool)
    case enterDetail(forced: Bool)
    case rotateInDetail
    case leaveDetail
    case goBackground
    case comeForeground
    case tap(ad: String, forced: Bool)
    case actionEnd(ad: String)
    case urgentCall(ad: String)
    case cancelAfterUrgent(ad: String)
    case presentModal(ad: String)
    case insertAdPage(ad: String)
    case dismiss(ad: String)
    case matchEnd
    case pageTurn
    // The app's own timers (defects).
    case showBannerLate(ad: String)
    case resumeLate
    case cancelOnTimer(ad: String)
    case pollLoaded(ad: String)
    case releaseBannerNow(ad: String)
    case cover(step: Int)
    case end
}
