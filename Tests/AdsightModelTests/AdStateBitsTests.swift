import AdsightSession
import Testing
@testable import AdsightModel

/// `AdState.sameContentBits` / `samePresentationBits` (read by the rules' `StateChanges`) may
/// say "differ" for equal values (payload bytes a case does not use keep whatever was there,
/// -0 is not 0 bit for bit): that only costs a re-judgement. They must never say "same" for
/// values that read differently: a rule would then skip a step that changes its verdict.
/// Each pair of values is written over ads whose fields held every other value before (so the
/// bytes a case leaves unused are stale in every way the table can make them).
@Suite struct AdStateBitsTests {
    static func text(_ s: String) -> String { s + String(repeating: "-", count: 24) }
    static let contents: [ContentPhase] = [
        .loading, .loaded, .unloaded,
        .failed(AdError(code: "ADErrorUnknown")), .failed(AdError(code: "ADErrorUnknown", message: "m")),
        .failed(AdError(code: text("ADErrorServerFailure"), message: text("long"))),
        .failed(AdError(code: text("ADErrorServerFailure"), message: nil)),
        .failed(AdError(code: "", message: "")),
    ]
    static let presentations: [Presentation] = [
        .none, .modal(dismissed: false), .modal(dismissed: true),
        .modeless(host: Rect(x: 0, y: 0, width: 320, height: 480), inViewController: false),
        .modeless(host: Rect(x: 0, y: 0, width: 320, height: 480), inViewController: true),
        .modeless(host: Rect(x: 0, y: 0, width: 0, height: 0), inViewController: false),
        .modeless(host: Rect(x: -0.0, y: 0, width: 0, height: 0), inViewController: false),
    ]

    /// Ads holding `value` in a field, written over each other value first.
    static func ads<T>(_ values: [T], _ set: (inout AdState, T) -> Void) -> [(T, AdState)] {
        var out: [(T, AdState)] = []
        for value in values {
            for previous in values {
                var ad = AdState(name: "a", kind: .interstitial, createdAt: 0, createdLine: 1)
                set(&ad, previous)
                set(&ad, value)
                out.append((value, ad))
            }
        }
        return out
    }

    static func check<T: Equatable>(_ ads: [(T, AdState)], _ same: (UnsafePointer<AdState>, UnsafePointer<AdState>) -> Bool) -> Int {
        var sameCount = 0
        for (x, a) in ads {
            for (y, b) in ads {
                let bitsSame = withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in same(pa, pb) } }
                if bitsSame {
                    #expect(x == y && "\(x)" == "\(y)", "\(x) and \(y) read differently but hold the same bits")
                    sameCount += 1
                }
            }
        }
        return sameCount
    }

    @Test func differentContentsNeverHaveTheSameBits() {
        let n = Self.check(Self.ads(Self.contents) { $0.content = $1 }, AdState.sameContentBits)
        #expect(n >= Self.contents.count * Self.contents.count)  // at least each value with itself
    }

    @Test func differentPresentationsNeverHaveTheSameBits() {
        let n = Self.check(Self.ads(Self.presentations) { $0.presentation = $1 }, AdState.samePresentationBits)
        #expect(n >= Self.presentations.count * Self.presentations.count)
    }
}
