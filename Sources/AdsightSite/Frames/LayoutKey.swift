import AdsightSession

/// What makes two layouts the same picture.
struct LayoutKey: Hashable {
    let orientation: Orientation
    let items: [LayoutItem]
    let hostBand: Bool
    /// A digest of what tells layouts apart in practice (orientation, host band, each item's
    /// role, frame and visibility), not every name and overlap: made once, it is the hash and
    /// the first test of equality (a layout is compared with the open one and looked up).
    private let digest: UInt64

    init(orientation: Orientation, items: [LayoutItem], hostBand: Bool) {
        self.orientation = orientation; self.items = items; self.hostBand = hostBand
        var d: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ v: UInt64) { d = (d ^ v) &* 0x0000_0100_0000_01B3 &+ (d >> 29) }
        // Equal values give equal digests: -0 is counted as 0 (NaN is never equal anyway).
        @inline(__always) func mix(_ v: Double) { mix(v == 0 ? 0 : v.bitPattern) }
        mix(UInt64(Self.tag(orientation)) | (hostBand ? 0x100 : 0) | UInt64(items.count) << 9)
        for item in items {
            mix(UInt64(Self.tag(item.role)) | (item.shown ? 0x100 : 0))
            mix(item.frame.x); mix(item.frame.y); mix(item.frame.width); mix(item.frame.height)
        }
        digest = d
    }

    /// The case number of a payload-free enum (its one byte of storage).
    @inline(__always)
    private static func tag<E>(_ value: E) -> UInt8 {
        withUnsafeBytes(of: value) { $0.isEmpty ? 0 : $0[0] }
    }

    static func == (a: LayoutKey, b: LayoutKey) -> Bool {
        a.digest == b.digest && a.orientation == b.orientation && a.hostBand == b.hostBand && a.items == b.items
    }

    func hash(into h: inout Hasher) { h.combine(digest) }
}
