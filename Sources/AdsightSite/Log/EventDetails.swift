import AdsightSession

/// An event's payload in a few words for the event log, written escaped straight into the
/// page: each through one reservation (`ByteCursor`) of its literals, numbers and texts.
enum EventDetails {
    static func write(_ kind: EventKind, into h: inout HTML) {
        withUnsafePointer(to: kind) { write(kind: $0, into: &h) }
    }

    /// `write(event.kind, into:)`, the kind read in place (no copy of it per row).
    static func write(_ event: UnsafePointer<Event>, into h: inout HTML) {
        withUnsafePointer(to: &UnsafeMutablePointer(mutating: event).pointee.kind) { write(kind: $0, into: &h) }
    }

    private static func write(kind: UnsafePointer<EventKind>, into h: inout HTML) {
        switch kind.pointee {
        case .initBanner(let f): h.write(reserving: frameCapacity + 8) { c in c.raw("frame "); frame(f, &c) }
        case .initInterstitial: break
        case .setDelegate(let d): h.raw(d ? "delegate set" : "delegate = nil")
        case .setRequiredContentSizeIdentifiers(let ids):
            for (i, id) in ids.enumerated() {
                if i > 0 { h.raw(", ") }
                writeShort(id.raw, &h)
            }
        case .setCurrentContentSizeIdentifier(let id): writeShort(id.raw, &h)
        case .setFrame(let f, let z): h.write(reserving: frameCapacity + depthCapacity) { c in frame(f, &c); depth(z, &c) }
        case .setHidden(let hidden): h.raw(hidden ? "hidden" : "shown")
        case .viewAdd(let vc): h.raw(vc ? "in view controller" : "not in a view controller")
        case .readBannerLoaded(let v), .readLoaded(let v): h.raw(v ? "→ true" : "→ false")
        case .presentInView(let f, let vc):
            h.write(reserving: frameCapacity + 32) { c in frame(f, &c); if !vc { c.raw(", not in a view controller") } }
        case .bannerDidFail(let e), .interstitialDidFail(let e):
            h.write(reserving: 2 + Markup.escapeCapacity(e.code) + (e.message.map(Markup.escapeCapacity) ?? 0)) { c in
                c.text(e.code)
                if let m = e.message { c.raw(": "); c.text(m) }
            }
        case .bannerActionShouldBegin(let leave, let ret), .interstitialActionShouldBegin(let leave, let ret):
            h.raw(leave ? "willLeave true, returned " : "willLeave false, returned "); h.raw(ret ? "true" : "false")
        case .willRotate(let to, let d):
            h.write(reserving: 16 + Markup.escapeCapacity(to.rawValue) + ByteCursor.numberCapacity) { c in
                c.raw("to "); c.text(to.rawValue); c.raw(" in "); c.coord(d); c.raw(" s")
            }
        case .deviceOrientation(let to): h.raw("to "); h.text(to.rawValue)
        case .viewFrame(let v, let f, let z):
            h.write(reserving: 1 + Markup.escapeCapacity(v) + frameCapacity + depthCapacity) { c in
                c.text(v); c.raw(" "); frame(f, &c); depth(z, &c)
            }
        case .pause(let w), .resume(let w): if let w { h.text(w) }
        case .transition(let from, let to):
            h.write(reserving: 9 + (from.map(Markup.escapeCapacity) ?? 0) + (to.map(Markup.escapeCapacity) ?? 0)) { c in
                if let from { c.raw("from "); c.text(from) }
                if let to { c.raw(from == nil ? "to " : " to "); c.text(to) }
            }
        case .urgent(let r): if let r { h.text(r) }
        case .alert(let m): if let m { h.text(m) }
        case .unknown: h.raw("not an adsession/1 event")
        default: break
        }
    }

    /// Room for `frame`: four numbers and eight bytes of punctuation.
    private static let frameCapacity = 8 + 4 * ByteCursor.numberCapacity
    /// Room for `depth`.
    private static let depthCapacity = 3 + ByteCursor.numberCapacity

    /// `[x, y, width, height]`.
    @inline(__always)
    static func frame(_ f: Rect, _ c: inout ByteCursor) {
        c.raw("["); c.coord(f.x); c.raw(", "); c.coord(f.y); c.raw(", "); c.coord(f.width); c.raw(", "); c.coord(f.height); c.raw("]")
    }

    /// ` z <z>` when a z is given.
    @inline(__always)
    private static func depth(_ z: Double?, _ c: inout ByteCursor) {
        if let z { c.raw(" z "); c.coord(z) }
    }

    static let sizePrefix = "ADBannerContentSizeIdentifier"

    /// `ADBannerContentSizeIdentifierPortrait` → `Portrait`.
    static func short(_ id: String) -> String {
        id.hasPrefix(sizePrefix) ? String(id.dropFirst(sizePrefix.count)) : id
    }

    /// Writes `short(id)`, escaped, without making it: when `id`'s bytes start with the
    /// prefix and an ASCII byte or nothing follows (so the prefix ends on a character
    /// boundary, as `hasPrefix` requires), the rest of its bytes; else through `short`.
    static func writeShort(_ id: String, _ h: inout HTML) {
        var id = id
        let done = id.withUTF8 { b -> Bool in
            let prefix: StaticString = "ADBannerContentSizeIdentifier"
            let n = prefix.utf8CodeUnitCount
            guard b.count >= n, b.count == n || b[n] < 0x80,
                  UnsafeBufferPointer(start: prefix.utf8Start, count: n).elementsEqual(b[..<n]) else { return false }
            Markup.escape(utf8: UnsafeBufferPointer(rebasing: b[n...]), into: &h)
            return true
        }
        if !done { h.text(short(id)) }
    }
}
