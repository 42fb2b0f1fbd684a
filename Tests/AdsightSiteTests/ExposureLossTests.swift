import AdsightModel
@testable import AdsightSite
import Testing

/// The dashboard's "lost the most" ranking counts a banner's hidden time and a full-screen
/// ad's only while it was presented (off screen or covered), not while it waited.
struct ExposureLossTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var kind: AdKind
        /// Hidden milliseconds per reason, in `HiddenReason.allCases` order.
        var hiddenBy: [Int]
        var lost: Int?
        var mostly: HiddenReason?
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "a banner out of the view hierarchy loses it all", kind: .banner,
             hiddenBy: [0, 0, 9_000, 0, 1_000], lost: 10_000, mostly: .notShown),
        Case(label: "a banner hidden in the background loses it too", kind: .banner,
             hiddenBy: [4_000, 0, 0, 0, 0], lost: 4_000, mostly: .background),
        Case(label: "a loaded full-screen ad waiting to be presented loses nothing", kind: .interstitial,
             hiddenBy: [2_000, 1_000, 600_000, 0, 0], lost: nil, mostly: nil),
        Case(label: "a presented full-screen ad covered or off screen loses that", kind: .interstitial,
             hiddenBy: [0, 0, 600_000, 3_000, 5_000], lost: 8_000, mostly: .covered),
    ]

    @Test(arguments: cases)
    func lostTime(_ c: Case) {
        let hidden = c.hiddenBy.reduce(0, +)
        var buckets = [Int](repeating: 0, count: ExposureBucket.allCases.count)
        buckets[ExposureBucket.hidden.index] = hidden
        let e = AdExposure(ad: "ad-1", kind: c.kind, start: 0, end: Double(hidden) / 1000, served: 1, viewableImpressions: 0,
                           bucketMilliseconds: buckets, reasonMilliseconds: c.hiddenBy, spans: [])
        var totals = ExposureTotals()
        totals.add([e], href: "s.html", label: "s")
        #expect(totals.hiddenMilliseconds == hidden)  // the totals stay the spec's
        #expect(totals.worst.first?.lostMilliseconds == c.lost)
        #expect(totals.worst.first?.reason == c.mostly)
    }
}
