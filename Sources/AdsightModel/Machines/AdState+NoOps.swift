import AdsightSession

extension AdState {
    /// Whether `apply(e, device:)` would accept `e` and leave the ad at `p` exactly as it is,
    /// bit for bit (the frequent repeats: a banner loading while loaded, a frame or content
    /// size set again to the same value, the delegate set again): the replayer then neither
    /// records the ad nor applies the event. False whenever unsure. `code` is `e`'s.
    static func ignores(_ e: UnsafePointer<Event>, _ code: EventCode, at p: UnsafePointer<AdState>, device: DeviceFamily) -> Bool {
        switch code {
        case .userTap:
            return true  // `apply` only accepts it
        case .bannerViewDidLoadAd:
            // `markLoaded` changes nothing once loaded (and ever loaded); loaded stays loaded.
            guard p.pointee.everLoaded, case .loaded = p.pointee.content else { return false }
            return true
        case .setDelegate:
            guard case .setDelegate(let on) = e.pointee.kind else { return false }
            return p.pointee.delegate == (on ? .set : .cleared)
        case .setFrame:
            guard case .setFrame(let rect, let newZ) = e.pointee.kind, let frame = p.pointee.frame, frame.hasSameBits(as: rect) else { return false }
            if let newZ, newZ.bitPattern != p.pointee.z.bitPattern { return false }
            switch p.pointee.presentation {
            case .none, .modal: return true
            case .modeless(let host, _): return host.hasSameBits(as: rect)
            }
        case .setCurrentContentSizeIdentifier:
            // The identifier as written, byte for byte (String's == also equates canonically
            // equivalent spellings, which print differently).
            guard case .setCurrentContentSizeIdentifier(let id) = e.pointee.kind,
                  let current = p.pointee.currentContentSizeIdentifier, current.raw.hasSameUTF8(as: id.raw) else { return false }
            // The size of `id`'s axis, which is the ad's (kept with it: finding it compares strings).
            guard let axis = p.pointee.currentAxis else { return true }
            let size = Geometry.banner(device, axis)
            guard let frame = p.pointee.frame else { return false }
            return frame.width.bitPattern == size.width.bitPattern && frame.height.bitPattern == size.height.bitPattern
        default:
            return false
        }
    }
}
