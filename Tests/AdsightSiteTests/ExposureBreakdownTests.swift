@testable import AdsightModel
@testable import AdsightSite
import Testing

/// The session page's exposure table writes durations as the dashboard does: a few
/// milliseconds are "< 0.01 s", never "0.00 s", and none is "–".
@Suite struct ExposureBreakdownTests {
    static func exposure(hiddenMilliseconds ms: Int) -> AdExposure {
        var buckets = [Int](repeating: 0, count: ExposureBucket.allCases.count)
        buckets[ExposureBucket.hidden.index] = ms
        buckets[ExposureBucket.viewable.index] = 86_870
        var reasons = [Int](repeating: 0, count: HiddenReason.allCases.count)
        reasons[HiddenReason.covered.index] = ms
        return AdExposure(ad: "banner-1", kind: .banner, start: 0, end: Double(86_870 + ms) / 1000, served: 1,
                          viewableImpressions: 1, bucketMilliseconds: buckets, reasonMilliseconds: reasons, spans: [])
    }

    @Test func aFewMillisecondsAreNotNone() {
        let e = Self.exposure(hiddenMilliseconds: 3)
        #expect(ExposureBreakdown.bucketText(e) == "viewable 1 min 27 s · hidden < 0.01 s")
        let html = ExposureBreakdown.table([e], framesShown: false).description
        #expect(html.contains("covered&nbsp;&lt;\u{00A0}0.01\u{00A0}s"), "\(html)")
        #expect(!html.contains("0.00\u{00A0}s") && !html.contains(" 0.00 s"))
        #expect(html.contains("<td class=\"num warnn\">&lt; 0.01 s</td>"), "\(html)")
    }
}
