import AdsightSession

/// What makes two layouts the same picture.
struct LayoutKey: Hashable {
    var orientation: Orientation
    var items: [LayoutItem]
    var hostBand: Bool

    /// Hashes what tells layouts apart in practice (orientation, host band, each item's role,
    /// frame and visibility), not every name and overlap; equality compares everything.
    func hash(into h: inout Hasher) {
        h.combine(orientation)
        h.combine(hostBand)
        h.combine(items.count)
        for item in items {
            h.combine(item.role)
            h.combine(item.frame)
            h.combine(item.shown)
        }
    }
}
