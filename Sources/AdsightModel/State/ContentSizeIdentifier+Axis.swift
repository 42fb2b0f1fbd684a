import AdsightSession

extension ContentSizeIdentifier {
    /// iAd's four identifiers and their axes, as UTF-8 bytes.
    private static let known: [(bytes: [UInt8], axis: OrientationAxis)] = [
        (Array("ADBannerContentSizeIdentifier320x50".utf8), .portrait),
        (Array("ADBannerContentSizeIdentifier480x32".utf8), .landscape),
        (Array("ADBannerContentSizeIdentifierPortrait".utf8), .portrait),
        (Array("ADBannerContentSizeIdentifierLandscape".utf8), .landscape),
    ]

    /// `axis`, found by comparing bytes when the identifier is spelled as iAd's are (the
    /// String comparison `axis` makes, which also equates canonically equivalent spellings,
    /// cost ~250 instructions); any other spelling is left to `axis`.
    var fastAxis: OrientationAxis? {
        let found: OrientationAxis?? = raw.utf8.withContiguousStorageIfAvailable { text in
            for (bytes, axis) in Self.known where bytes.count == text.count {
                if bytes.withUnsafeBufferPointer({ memcmpEqual($0, text) }) { return axis }
            }
            return nil
        }
        if let axis = found ?? nil { return axis }
        return axis
    }
}

/// Whether two byte buffers of the same length hold the same bytes.
private func memcmpEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
    return AdState.sameBytes(UnsafeRawPointer(pa), UnsafeRawPointer(pb), a.count)
}
