import AdsightSession

/// What makes two layouts the same picture.
struct LayoutKey: Hashable {
    var orientation: Orientation
    var items: [LayoutItem]
    var hostBand: Bool
}
