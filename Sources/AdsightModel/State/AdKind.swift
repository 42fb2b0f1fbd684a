import AdsightSession

/// The two kinds of ad object iAd has.
public enum AdKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `ADBannerView`.
    case banner
    /// `ADInterstitialAd` (a full-screen ad).
    case interstitial

    /// The Objective-C class name as recorded in `class`.
    public var className: String {
        switch self {
        case .banner: return "ADBannerView"
        case .interstitial: return "ADInterstitialAd"
        }
    }
}
