import AdsightSession
import Testing
@testable import AdsightModel

/// `AdState.samePresentationBits` (read by the replay) and `sameIdentifiers` (by the rules' `StateChanges`) may
/// say "differ" for equal values (payload bytes a case does not use keep whatever was there,
/// -0 is not 0 bit for bit): that only costs a re-judgement. They must never say "same" for
/// values that read differently: a rule would then skip a step that changes its verdict.
/// Each pair of values is written over ads whose fields held every other value before (so the
/// bytes a case leaves unused are stale in every way the table can make them).
@Suite struct AdStateBitsTests {
    static func text(_ s: String) -> String { s + String(repeating: "-", count: 24) }
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

    @Test func differentPresentationsNeverHaveTheSameBits() {
        let n = Self.check(Self.ads(Self.presentations) { $0.presentation = $1 }, AdState.samePresentationBits)
        #expect(n >= Self.presentations.count * Self.presentations.count)
    }

    // `sameIdentifiers` (the rules skip comparing the identifiers when it says "same") compares
    // the required identifiers' reference and the current identifier's bytes: "same" must mean
    // the same values in both.
    static let identifiers: [ContentSizeIdentifier?] = [
        nil, .portrait, .landscape, ContentSizeIdentifier("ADBannerContentSizeIdentifier320x50"),
        ContentSizeIdentifier(text("ADBannerContentSizeIdentifier480x32")), ContentSizeIdentifier(""),
        ContentSizeIdentifier("e\u{301}"), ContentSizeIdentifier("\u{e9}"),
    ]
    static let requiredLists: [[ContentSizeIdentifier]?] = [
        nil, [], [.portrait], [.portrait, .landscape], [ContentSizeIdentifier(text("Custom"))],
    ]

    @Test func differentCurrentIdentifiersAreNeverTheSame() {
        let n = Self.check(Self.ads(Self.identifiers) { $0.currentContentSizeIdentifier = $1 }, AdState.sameIdentifiers)
        #expect(n >= Self.identifiers.count)
    }

    @Test func differentRequiredIdentifiersAreNeverTheSame() {
        let n = Self.check(Self.ads(Self.requiredLists) { $0.requiredContentSizeIdentifiers = $1 }, AdState.sameIdentifiers)
        #expect(n >= Self.requiredLists.count)
    }

    /// The ad keeps its current identifier's axis (found when it is set): the effective
    /// identifier's, portrait's before any is set.
    @Test(arguments: identifiers)
    func theCurrentAxisIsTheEffectiveIdentifiers(_ id: ContentSizeIdentifier?) {
        var ad = AdState(name: "a", kind: .banner, createdAt: 0, createdLine: 1)
        #expect(ad.currentAxis == ContentSizeIdentifier.portrait.axis && ad.currentAxis != nil)
        ad.currentContentSizeIdentifier = .landscape
        ad.currentContentSizeIdentifier = id
        #expect(ad.currentAxis == ad.effectiveCurrentContentSizeIdentifier.axis)
        #expect(ad.currentContentSizeIdentifier == id)
        var copy = ad
        #expect(copy.hasSameIdentifiers(as: ad))
        copy.lastFailure = AdError(code: "ADErrorUnknown")  // not an identifier
        #expect(copy.hasSameIdentifiers(as: ad))
        copy.currentContentSizeIdentifier = id == .landscape ? .portrait : .landscape
        #expect(!copy.hasSameIdentifiers(as: ad))
    }
}
