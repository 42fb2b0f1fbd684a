import AdsightSession

extension ContentSizeIdentifier {
    /// `ADBannerContentSizeIdentifierPortrait` (iAd's default).
    public static let portrait = ContentSizeIdentifier("ADBannerContentSizeIdentifierPortrait")
    /// `ADBannerContentSizeIdentifierLandscape`.
    public static let landscape = ContentSizeIdentifier("ADBannerContentSizeIdentifierLandscape")
}
