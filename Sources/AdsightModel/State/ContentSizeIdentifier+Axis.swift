import AdsightSession

extension ContentSizeIdentifier {
    /// iAd's four identifiers and their axes.
    private static let known: [(text: String, axis: OrientationAxis)] = [
        ("ADBannerContentSizeIdentifier320x50", .portrait), ("ADBannerContentSizeIdentifier480x32", .landscape),
        ("ADBannerContentSizeIdentifierPortrait", .portrait), ("ADBannerContentSizeIdentifierLandscape", .landscape),
    ]

    /// `axis`, found by comparing bytes when the identifier is spelled as iAd's are (the
    /// String comparison `axis` makes, which also equates canonically equivalent spellings,
    /// cost ~250 instructions); any other spelling is left to `axis`.
    var fastAxis: OrientationAxis? {
        for (text, axis) in Self.known where text.utf8.count == raw.utf8.count && text.hasSameUTF8(as: raw) { return axis }
        return axis
    }
}
