import AdsightSession

extension AdState {
    /// The fields holding references (`BorrowedAds.Field` bits) that `apply(e, device:)` may
    /// replace in the ad at `p`, releasing the old ones: its rare facts on a failure or new
    /// content size identifiers; its content on a failure, or on a load or unload while it
    /// holds a failure's error. A borrowed copy of the ad's previous value (`BorrowedAds`) then
    /// takes its own references to them. Never less than `apply` replaces.
    static func referencesReplaced(by code: EventCode, at p: UnsafePointer<AdState>) -> UInt8 {
        switch code {
        case .bannerDidFail, .interstitialDidFail:
            return BorrowedAds.Field.rare | BorrowedAds.Field.content
        case .setRequiredContentSizeIdentifiers, .setCurrentContentSizeIdentifier:
            return BorrowedAds.Field.rare
        case .bannerViewDidLoadAd, .interstitialDidLoad, .interstitialDidUnload:
            switch p.pointee.content {
            case .failed: return BorrowedAds.Field.content
            case .loading, .loaded, .unloaded: return 0
            }
        default:
            return 0
        }
    }

    /// Whether the ad at `p` lists obscuring views (read in place: no retain of the list).
    static func isObscured(_ p: UnsafePointer<AdState>) -> Bool {
        UnsafeRawPointer(p).load(fromByteOffset: obscuredByOffset, as: UInt.self) != 0
    }
}
