/// Strings the format itself names (content size identifiers, error codes, orientations),
/// returned as literals when a line holds one, so the events that repeat them allocate
/// nothing (a literal is immortal: copies of it retain nothing).
enum KnownText {
    static func contentSizeIdentifier(_ s: ByteText) -> ContentSizeIdentifier {
        if s.equals("ADBannerContentSizeIdentifierPortrait") { return ContentSizeIdentifier("ADBannerContentSizeIdentifierPortrait") }
        if s.equals("ADBannerContentSizeIdentifierLandscape") { return ContentSizeIdentifier("ADBannerContentSizeIdentifierLandscape") }
        if s.equals("ADBannerContentSizeIdentifier320x50") { return ContentSizeIdentifier("ADBannerContentSizeIdentifier320x50") }
        if s.equals("ADBannerContentSizeIdentifier480x32") { return ContentSizeIdentifier("ADBannerContentSizeIdentifier480x32") }
        return ContentSizeIdentifier(s.string)
    }

    static func errorCode(_ s: ByteText) -> String {
        switch s.count {
        case 14: if s.equals("ADErrorUnknown") { return "ADErrorUnknown" }
        case 20: if s.equals("ADErrorServerFailure") { return "ADErrorServerFailure" }
        case 23: if s.equals("ADErrorLoadingThrottled") { return "ADErrorLoadingThrottled" }
        case 25: if s.equals("ADErrorConfigurationError") { return "ADErrorConfigurationError" }
        case 26: if s.equals("ADErrorApplicationInactive") { return "ADErrorApplicationInactive" }
        case 27: if s.equals("ADErrorInventoryUnavailable") { return "ADErrorInventoryUnavailable" }
        case 34: if s.equals("ADErrorBannerVisibleWithoutContent") { return "ADErrorBannerVisibleWithoutContent" }
        default: break
        }
        return s.string
    }

    static func orientation(_ s: ByteText) -> Orientation? {
        switch s.count {
        case 8: return s.equals("portrait") ? .portrait : nil
        case 13: return s.equals("landscapeLeft") ? .landscapeLeft : nil
        case 14: return s.equals("landscapeRight") ? .landscapeRight : nil
        case 18: return s.equals("portraitUpsideDown") ? .portraitUpsideDown : nil
        default: return nil
        }
    }
}
