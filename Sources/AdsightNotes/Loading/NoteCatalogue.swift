/// The order notes are listed and judged in: the rules of `rules.md` in its table order,
/// then `model-consistency`, then any other note (a user's own) by id.
public enum NoteCatalogue {
    /// The catalogue's ids in `rules.md` order.
    public static let ruleIDs: [String] = [
        "banner-never-empty", "banner-hide-on-error", "banner-show-on-load",
        "banner-size-matches-orientation", "banner-frame-is-builtin-size", "banner-current-in-required",
        "banner-required-only-used", "banner-in-view-controller", "banner-not-obscured",
        "banner-no-release-during-action", "banner-weak-link-before-ios4",
        "ad-pause-on-action", "ad-resume-after-action", "ad-allow-actions", "ad-cancel-only-when-urgent",
        "ad-delegate-cleared-before-release", "ad-main-thread", "ad-no-error-ui", "ad-configuration",
        "interstitial-ipad-only", "interstitial-present-when-loaded", "interstitial-modal-at-transition",
        "interstitial-no-polling", "interstitial-host-view-size", "interstitial-host-in-view-controller",
        "interstitial-release-after-unload", "interstitial-one-ad-per-object", "interstitial-remove-empty-page",
        "model-consistency",
    ]

    private static let rank: [String: Int] = Dictionary(
        uniqueKeysWithValues: ruleIDs.enumerated().map { ($0.element, $0.offset) }
    )

    /// `notes` in catalogue order.
    public static func sorted(_ notes: [Note]) -> [Note] {
        notes.sorted { a, b in
            switch (rank[a.id], rank[b.id]) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
            }
        }
    }
}
