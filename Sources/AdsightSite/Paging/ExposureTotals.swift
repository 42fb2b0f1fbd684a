import AdsightModel

/// The dashboard's exposure over the run, gathered one session at a time: ads served and
/// requests failed, viewable impressions, time in view, hidden and lost time by reason, and
/// the few sessions that lost the most: hidden time that is a loss (`AdExposure.isLoss`)
/// first, then served ads that earned no viewable impression (then failed requests); and the
/// few sessions served no ad at all, which lose no time (an ad object without an ad is idle,
/// not hidden) but all they could have shown. Holds bounded lists, so it does not grow with
/// the sessions.
struct ExposureTotals: Sendable {
    /// One session among those that lost the most: its served ads that earned no viewable
    /// impression, its hidden time that is a loss, its time in view, and its largest reason of loss.
    struct Loss: Sendable {
        var href: String, label: String, missed: Int, lostMilliseconds: Int, viewedMilliseconds: Int, failed: Int
        /// Its largest reason.
        var reason: HiddenReason?
    }

    /// One session with ad objects none of which was served an ad.
    struct Unserved: Sendable {
        var href: String, label: String, objects: Int, failed: Int
    }

    /// How many sessions `worst` and `unserved` keep.
    static let worstLimit = 10

    private(set) var served = 0, impressions = 0, failed = 0
    private(set) var viewedMilliseconds = 0, lifetimeMilliseconds = 0, hiddenMilliseconds = 0
    private(set) var reasonMilliseconds = [Int](repeating: 0, count: HiddenReason.allCases.count)
    /// The part of each reason's hidden time that is lost (`AdExposure.isLoss`), and the
    /// served ads that earned no viewable impression.
    private(set) var lostReasonMilliseconds = [Int](repeating: 0, count: HiddenReason.allCases.count)
    private(set) var missedImpressions = 0
    /// Most lost time first, then most missed impressions; ties in input order.
    private(set) var worst: [Loss] = []
    /// Most failed requests first; ties in input order. `unservedCount` counts them all.
    private(set) var unserved: [Unserved] = []
    private(set) var unservedCount = 0

    mutating func add(_ exposure: [AdExposure], href: String, label: String) {
        var lost = 0, viewed = 0, missed = 0, failedHere = 0
        var lostBy = [Int](repeating: 0, count: HiddenReason.allCases.count)
        for e in exposure {
            Self.add(&served, e.served); Self.add(&impressions, e.viewableImpressions)
            Self.add(&missed, e.missed); Self.add(&failedHere, e.failed)
            Self.add(&viewed, e.inViewMilliseconds)
            Self.add(&lifetimeMilliseconds, e.lifetimeMilliseconds)
            Self.add(&hiddenMilliseconds, e.milliseconds(.hidden))
            for r in HiddenReason.allCases {
                Self.add(&reasonMilliseconds[r.index], e.hiddenMilliseconds(r))
                Self.add(&lostBy[r.index], e.lostMilliseconds(r)); Self.add(&lost, e.lostMilliseconds(r))
            }
        }
        Self.add(&viewedMilliseconds, viewed)
        Self.add(&missedImpressions, missed); Self.add(&failed, failedHere)
        for r in HiddenReason.allCases { Self.add(&lostReasonMilliseconds[r.index], lostBy[r.index]) }
        if !exposure.isEmpty, exposure.allSatisfy({ $0.served == 0 }) {
            unservedCount += 1
            Self.insert(Unserved(href: href, label: label, objects: exposure.count, failed: failedHere), into: &unserved) { $0.failed < failedHere }
        }
        guard missed > 0 || lost > 0 else { return }
        let top = lost == 0 ? nil : lostBy.indices.max { (lostBy[$0], $1) < (lostBy[$1], $0) }.map { HiddenReason.allCases[$0] }
        let loss = Loss(href: href, label: label, missed: missed, lostMilliseconds: lost, viewedMilliseconds: viewed,
                        failed: failedHere, reason: top)
        Self.insert(loss, into: &worst) { ($0.lostMilliseconds, $0.missed, $0.failed) < (lost, missed, failedHere) }
    }

    /// Puts `item` before the first element `after` holds for, keeping `worstLimit` at most.
    private static func insert<T>(_ item: T, into list: inout [T], before after: (T) -> Bool) {
        let at = list.firstIndex(where: after) ?? list.endIndex
        guard at < worstLimit else { return }
        list.insert(item, at: at)
        if list.count > worstLimit { list.removeLast() }
    }

    /// `total += n`, saturating (`Int.saturatingAdd`).
    private static func add(_ total: inout Int, _ n: Int) { total = total.saturatingAdd(n) }

    /// Viewable impressions per served ad (nil when none was served).
    var viewableRate: Double? { served > 0 ? Double(impressions) / Double(served) : nil }
    /// Served ads per ad request, a request being a load or a failure (nil for none).
    var fillRate: Double? { served.saturatingAdd(failed) > 0 ? Double(served) / Double(served.saturatingAdd(failed)) : nil }

    func hiddenMilliseconds(_ r: HiddenReason) -> Int { reasonMilliseconds[r.index] }
    func lostMilliseconds(_ r: HiddenReason) -> Int { lostReasonMilliseconds[r.index] }
    /// Every reason's lost time (saturating).
    var lostMilliseconds: Int {
        lostReasonMilliseconds.reduce(0) { $0.saturatingAdd($1) }
    }
}
