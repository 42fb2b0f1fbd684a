import AdsightModel
@testable import AdsightSite
import Testing

/// The dashboard's "lost the most" ranking: a banner's hidden time and a full-screen ad's
/// only while app views covered it, not while it waited to be presented or, as a page, to
/// be turned to, and neither while the app was in the background; then served ads with no
/// viewable impression. The same lost time is what the
/// dashboard's cards and reasons add up and what a session page shows per ad.
struct ExposureLossTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var kind: AdKind
        /// Hidden milliseconds per reason, in `HiddenReason.allCases` order.
        var hiddenBy: [Int]
        var lost: Int?
        /// The lost milliseconds per reason, written out (not worked out with the rule under test).
        var lostBy: [Int]
        var mostly: HiddenReason?
        var served = 1, impressions = 1
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "a banner out of the view hierarchy loses it all", kind: .banner,
             hiddenBy: [0, 0, 9_000, 0, 1_000], lost: 10_000, lostBy: [0, 0, 9_000, 0, 1_000], mostly: .notShown),
        Case(label: "a banner in the background loses nothing: nobody is looking", kind: .banner,
             hiddenBy: [4_000, 0, 0, 0, 0], lost: nil, lostBy: [0, 0, 0, 0, 0], mostly: nil),
        Case(label: "a banner's background time is left out of its loss", kind: .banner,
             hiddenBy: [4_000, 2_000, 0, 500, 0], lost: 2_500, lostBy: [0, 2_000, 0, 500, 0], mostly: .hostHidden),
        Case(label: "a full-screen ad in the background loses nothing either", kind: .interstitial,
             hiddenBy: [4_000, 0, 0, 0, 0], lost: nil, lostBy: [0, 0, 0, 0, 0], mostly: nil),
        Case(label: "a loaded full-screen ad waiting to be presented loses nothing", kind: .interstitial,
             hiddenBy: [2_000, 1_000, 600_000, 0, 0], lost: nil, lostBy: [0, 0, 0, 0, 0], mostly: nil),
        Case(label: "a presented full-screen ad covered loses that, a page not turned to does not",
             kind: .interstitial, hiddenBy: [0, 0, 600_000, 3_000, 5_000], lost: 5_000, lostBy: [0, 0, 0, 0, 5_000], mostly: .covered),
        Case(label: "a page the reader never reached is a missed impression", kind: .interstitial,
             hiddenBy: [0, 0, 0, 600_000, 0], lost: 0, lostBy: [0, 0, 0, 0, 0], mostly: nil, impressions: 0),
    ]

    @Test(arguments: cases)
    func lostTime(_ c: Case) {
        let hidden = c.hiddenBy.reduce(0, +)
        var buckets = [Int](repeating: 0, count: ExposureBucket.allCases.count)
        buckets[ExposureBucket.hidden.index] = hidden
        let e = AdExposure(ad: "ad-1", kind: c.kind, start: 0, end: Double(hidden) / 1000, served: c.served, viewableImpressions: c.impressions,
                           bucketMilliseconds: buckets, reasonMilliseconds: c.hiddenBy, spans: [])
        var totals = ExposureTotals()
        totals.add([e], href: "s.html", label: "s")
        #expect(totals.hiddenMilliseconds == hidden)  // the totals stay the spec's
        #expect(totals.worst.first?.lostMilliseconds == c.lost)
        #expect(totals.worst.first?.reason == c.mostly)
        #expect(totals.worst.first?.missed == (c.lost == nil ? nil : c.served - c.impressions))
        // The cards and the reasons' "Lost" column add up what the session pages show per ad.
        #expect(e.lostMilliseconds == (c.lost ?? 0))
        #expect(totals.lostMilliseconds == (c.lost ?? 0))
        #expect(totals.missedImpressions == c.served - c.impressions)
        for r in HiddenReason.allCases {
            #expect(totals.lostMilliseconds(r) == c.lostBy[r.index], "\(r)")
            #expect(e.lostMilliseconds(r) == c.lostBy[r.index], "\(r)")
        }
    }

    /// The most lost time first, then the most missed impressions, then input order; a
    /// session that lost nothing and missed nothing is not listed.
    @Test func ranking() {
        func exposure(hidden: Int, impressions: Int) -> AdExposure {
            var buckets = [Int](repeating: 0, count: ExposureBucket.allCases.count)
            buckets[ExposureBucket.hidden.index] = hidden
            var reasons = [Int](repeating: 0, count: HiddenReason.allCases.count)
            reasons[HiddenReason.offscreen.index] = hidden
            return AdExposure(ad: "banner-1", kind: .banner, start: 0, end: Double(hidden) / 1000, served: 2,
                              viewableImpressions: impressions, bucketMilliseconds: buckets,
                              reasonMilliseconds: reasons, spans: [])
        }
        var totals = ExposureTotals()
        for (label, hidden, impressions) in [("a", 5_000, 2), ("b", 0, 1), ("c", 9_000, 2), ("d", 5_000, 1), ("e", 0, 2), ("f", 5_000, 2)] {
            totals.add([exposure(hidden: hidden, impressions: impressions)], href: "\(label).html", label: label)
        }
        #expect(totals.worst.map(\.label) == ["c", "d", "a", "f", "b"])
    }

    /// Failed requests: summed into the fill rate, breaking ties of lost time and missed
    /// impressions but listing no session that lost nothing, and a session whose objects were
    /// served nothing is listed apart (most failed requests first), even with no failure at all.
    @Test func failedRequestsAndSessionsServedNothing() {
        func idle(_ ad: String, served: Int, failed: Int, impressions: Int? = nil) -> AdExposure {
            var buckets = [Int](repeating: 0, count: ExposureBucket.allCases.count)
            buckets[ExposureBucket.idle.index] = 10_000
            return AdExposure(ad: ad, kind: .banner, start: 0, end: 10, served: served, viewableImpressions: impressions ?? served,
                              bucketMilliseconds: buckets, reasonMilliseconds: [0, 0, 0, 0, 0], spans: [], failed: failed)
        }
        var totals = ExposureTotals()
        totals.add([idle("a", served: 3, failed: 1)], href: "a.html", label: "a")
        totals.add([idle("a", served: 0, failed: 2), idle("b", served: 0, failed: 6)], href: "b.html", label: "b")
        totals.add([idle("a", served: 0, failed: 0)], href: "c.html", label: "c")
        totals.add([idle("a", served: 2, failed: 0)], href: "d.html", label: "d")
        totals.add([], href: "e.html", label: "e")
        totals.add([idle("a", served: 2, failed: 1, impressions: 1)], href: "f.html", label: "f")
        totals.add([idle("a", served: 2, failed: 4, impressions: 1)], href: "g.html", label: "g")
        #expect(totals.served == 9 && totals.failed == 14)
        #expect(totals.fillRate == 9.0 / 23.0)
        #expect(totals.worst.map(\.label) == ["g", "f"], "one missed impression each: more failed requests first; none that lost nothing")
        #expect(totals.unserved.map(\.label) == ["b", "c"])
        #expect(totals.unserved.map(\.objects) == [2, 1])
        #expect(totals.unserved.map(\.failed) == [8, 0])
        #expect(totals.unservedCount == 2)
        #expect(ExposureTotals().fillRate == nil)
    }
}
