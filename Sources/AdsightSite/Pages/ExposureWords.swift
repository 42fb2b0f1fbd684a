import AdsightModel

/// How the site words exposure: percentages, reasons and buckets as people read them.
enum ExposureWords {
    /// `90%`, `0.5%`, `100%`: whole per cent, one decimal below 1%.
    static func percent(_ fraction: Double) -> String {
        let p = max(0, min(1, fraction)) * 100
        return (p > 0 && p < 1 ? Fmt.fixed(p, places: 1) : Fmt.fixed(p.rounded(), places: 0)) + "%"
    }

    /// A hidden reason in words.
    static func reason(_ r: HiddenReason) -> String {
        switch r {
        case .background: return "app in the background"
        case .hostHidden: return "host screen not shown"
        case .notShown: return "removed, hidden or not presented"
        case .offscreen: return "off screen"
        case .covered: return "covered"
        }
    }

    /// A bucket in words (the legend's).
    static func bucket(_ b: ExposureBucket) -> String {
        switch b {
        case .action: return "action"
        case .viewable: return "viewable (≥ 50%)"
        case .partly: return "partly (< 50%)"
        case .empty: return "empty (shown, no ad)"
        case .hidden: return "hidden (loaded, not seen)"
        case .idle: return "idle"
        }
    }
}
