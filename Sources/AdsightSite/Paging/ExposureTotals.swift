import AdsightModel

/// The dashboard's exposure over the run, gathered one session at a time: ads served,
/// viewable impressions, viewable time, hidden time by reason, and the few sessions that
/// lost the most: hidden time that is a loss (`lost(_:_:)`) first, then served ads that
/// earned no viewable impression. Holds a bounded list, so it does not grow with the sessions.
struct ExposureTotals: Sendable {
    /// One session among those that lost the most: its served ads that earned no viewable
    /// impression, its hidden time that is a loss (`lost(_:_:)`), and its largest reason of it.
    struct Loss: Sendable {
        var href: String, label: String, missed: Int, lostMilliseconds: Int, viewedMilliseconds: Int
        /// Its largest reason.
        var reason: HiddenReason?
    }

    /// How many sessions `worst` keeps.
    static let worstLimit = 10

    private(set) var served = 0, impressions = 0
    private(set) var viewedMilliseconds = 0, lifetimeMilliseconds = 0, hiddenMilliseconds = 0
    private(set) var reasonMilliseconds = [Int](repeating: 0, count: HiddenReason.allCases.count)
    /// Most lost time first, then most missed impressions; ties in input order.
    private(set) var worst: [Loss] = []

    /// Whether `reason` is a loss for an ad of `kind`. A banner is meant to be seen as long
    /// as it holds an ad, so all its hidden time is lost. A full-screen ad waits, loaded, for
    /// the app to present it (`notShown`), for the app to come back (`background`,
    /// `hostHidden`) or, as a page of a scroll view, for the reader to turn to it
    /// (`offscreen`: ADMagazine's pages are off screen until swiped to); only app views
    /// drawn over it while presented (`covered`) are a loss. A page the reader can never
    /// reach still shows, as a served ad with no viewable impression.
    static func lost(_ reason: HiddenReason, _ kind: AdKind) -> Bool {
        kind == .banner || reason == .covered
    }

    mutating func add(_ exposure: [AdExposure], href: String, label: String) {
        var lost = 0, viewed = 0, missed = 0
        var lostBy = [Int](repeating: 0, count: HiddenReason.allCases.count)
        for e in exposure {
            Self.add(&served, e.served); Self.add(&impressions, e.viewableImpressions)
            Self.add(&missed, max(0, e.served - e.viewableImpressions))
            Self.add(&viewed, e.milliseconds(.viewable)); Self.add(&viewed, e.milliseconds(.action))
            Self.add(&lifetimeMilliseconds, e.lifetimeMilliseconds)
            Self.add(&hiddenMilliseconds, e.milliseconds(.hidden))
            for r in HiddenReason.allCases {
                Self.add(&reasonMilliseconds[r.index], e.hiddenMilliseconds(r))
                if Self.lost(r, e.kind) { Self.add(&lostBy[r.index], e.hiddenMilliseconds(r)); Self.add(&lost, e.hiddenMilliseconds(r)) }
            }
        }
        Self.add(&viewedMilliseconds, viewed)
        guard missed > 0 || lost > 0 else { return }
        let top = lost == 0 ? nil : lostBy.indices.max { (lostBy[$0], $1) < (lostBy[$1], $0) }.map { HiddenReason.allCases[$0] }
        let loss = Loss(href: href, label: label, missed: missed, lostMilliseconds: lost, viewedMilliseconds: viewed, reason: top)
        let at = worst.firstIndex { ($0.lostMilliseconds, $0.missed) < (lost, missed) } ?? worst.endIndex
        guard at < Self.worstLimit else { return }
        worst.insert(loss, at: at)
        if worst.count > Self.worstLimit { worst.removeLast() }
    }

    /// `total += n`, saturating at `Int.max`: a hostile session may hold thousands of ads
    /// each alive for ages (times are clamped, their sums are not), and must not trap.
    private static func add(_ total: inout Int, _ n: Int) {
        let (sum, overflow) = total.addingReportingOverflow(n)
        total = overflow ? (n > 0 ? Int.max : Int.min) : sum
    }

    /// Viewable impressions per served ad (nil when none was served).
    var viewableRate: Double? { served > 0 ? Double(impressions) / Double(served) : nil }

    func hiddenMilliseconds(_ r: HiddenReason) -> Int { reasonMilliseconds[r.index] }
}
