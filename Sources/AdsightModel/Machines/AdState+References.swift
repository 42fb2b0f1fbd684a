import AdsightSession

extension AdState {
    /// The fields holding references (`BorrowedAds.Field` bits) that `apply(e, device:)` may
    /// replace in the ad at `p`, releasing the old ones: on a failure its last failure and its
    /// content (each only when it holds one: a previous failure's error); its rare facts on new
    /// required identifiers, its current identifier (if set) on a new one; its content on a
    /// load or unload while it holds a failure's error. A borrowed copy of the ad's previous value (`BorrowedAds`) then
    /// takes its own references to them. Never less than `apply` replaces.
    static func referencesReplaced(by code: EventCode, at p: UnsafePointer<AdState>) -> UInt8 {
        switch code {
        case .bannerDidFail, .interstitialDidFail:
            return (holdsFailure(p) ? BorrowedAds.Field.content : 0)
                | (isSet(p, lastFailureOffset, AdError?.self) ? BorrowedAds.Field.lastFailure : 0)
        case .setRequiredContentSizeIdentifiers:
            return BorrowedAds.Field.rare
        case .setCurrentContentSizeIdentifier:
            return isSet(p, currentOffset, ContentSizeIdentifier?.self) ? BorrowedAds.Field.current : 0
        case .bannerViewDidLoadAd, .interstitialDidLoad, .interstitialDidUnload:
            return holdsFailure(p) ? BorrowedAds.Field.content : 0
        default:
            return 0
        }
    }

    /// Whether the ad at `p` holds a failure's error in its content (else its content holds no reference).
    private static func holdsFailure(_ p: UnsafePointer<AdState>) -> Bool {
        switch p.pointee.content {
        case .failed: return true
        case .loading, .loaded, .unloaded: return false
        }
    }

    /// Whether the optional of type `T?` at `offset` in the ad at `p` holds a value (nil holds
    /// no reference), read in place without copying it.
    private static func isSet<T>(_ p: UnsafePointer<AdState>, _ offset: Int, _: T?.Type) -> Bool {
        (UnsafeRawPointer(p) + offset).assumingMemoryBound(to: T?.self).pointee != nil
    }

    /// Whether the ad at `p` lists obscuring views (read in place: no retain of the list).
    static func isObscured(_ p: UnsafePointer<AdState>) -> Bool {
        UnsafeRawPointer(p).load(fromByteOffset: obscuredByOffset, as: UInt.self) != 0
    }
}
