import AdsightSession
import Testing
@testable import AdsightModel

/// The replayer asks its questions about an event of its `EventCode`, kept in the event
/// (`Event.code`): the code and every answer must be what the kind itself says.
@Suite struct EventCodeTests {
    /// Every case, with payloads of every shape, and the events of every test session.
    static let kinds: [EventKind] = EventKind.samples + FixtureSessions.banner.events.map(\.kind)
        + IncrementalReplayTests.sessions.flatMap { $0.1.map(\.kind) }
        + DerivedFactsShortcutTests.sessions.flatMap { $0.1.map(\.kind) }

    /// An event's code is its kind's, however it was made (the initialiser, the decoder's
    /// fast path, a later change of `kind`).
    @Test func storedCodesAreTheSwitchs() throws {
        var events = Self.kinds.enumerated().map { Event(t: 0, line: $0.offset, ad: "a", kind: $0.element) }
        for e in events { #expect(e.code == EventCode(e.kind), "\(e.kind)") }
        #expect(Set(events.map(\.code)).count == EventCode.allCases.count)
        for k in events.indices { events[k].kind = Self.kinds[(k + 7) % Self.kinds.count] }
        for e in events { #expect(e.code == EventCode(e.kind), "\(e.kind)") }
        for e in FixtureSessions.banner.events { #expect(e.code == EventCode(e.kind), "decoded \(e.kind)") }
    }

    /// `number`, spelled out for speed, is `rawValue`.
    @Test func numbersAreRawValues() {
        for code in EventCode.allCases { #expect(code.number == code.rawValue, "\(code)") }
    }

    /// Each trait of a code is what the kind answers: category, whether it concerns an ad,
    /// the class it is only for, whether it may change the app.
    @Test(arguments: EventKind.samples)
    func traitsAreTheKinds(_ kind: EventKind) {
        let code = EventCode(kind)
        #expect(code.category == kind.category)
        #expect(code.isCallback == (kind.category == .callback))
        #expect(code.concernsAd == kind.concernsAd)
        #expect(code.onlyFor == kind.onlyFor)
        let event = Event(t: 0, line: 2, kind: kind)
        #expect(code.mayChangeApp == withUnsafePointer(to: event) { AppState.mayChange($0) })
    }

    /// Only the codes of `mayRepeatUnchanged` are ever ignored as repeats: each sample is
    /// applied to a banner and a full-screen ad (with a frame, loaded or not) and then asked
    /// about again, the second time being a repeat wherever one can be.
    @Test(arguments: EventKind.samples)
    func onlyRepeatableCodesAreIgnored(_ kind: EventKind) {
        let code = EventCode(kind)
        var ignored = false
        for adKind in [AdKind.banner, .interstitial] {
            for loaded in [false, true] {
                var ad = AdState(name: "a", kind: adKind, createdAt: 0, createdLine: 2, frame: F.bottomBanner(.iPhone))
                let load = Event(t: 0, line: 2, ad: "a", kind: adKind == .banner ? .bannerViewDidLoadAd : .interstitialDidLoad)
                if loaded { _ = withUnsafePointer(to: load) { ad.apply($0, device: .iPhone) } }
                let event = Event(t: 1, line: 3, ad: "a", kind: kind)
                withUnsafePointer(to: event) { e in
                    _ = ad.apply(e, device: .iPhone)
                    if withUnsafePointer(to: ad, { AdState.ignores(e, code, at: $0, device: .iPhone) }) { ignored = true }
                }
            }
        }
        if ignored { #expect(code.mayRepeatUnchanged, "\(kind) was ignored") }
    }
}

/// An identifier's axis found by its bytes (`fastAxis`) is the one `axis` gives by comparing
/// strings, for iAd's identifiers and for every other spelling.
@Suite struct ContentSizeAxisTests {
    static let identifiers: [String] = [
        "ADBannerContentSizeIdentifier320x50", "ADBannerContentSizeIdentifier480x32",
        "ADBannerContentSizeIdentifierPortrait", "ADBannerContentSizeIdentifierLandscape",
        "ADBannerContentSizeIdentifier" + ["Portrait"].joined(),  // not a literal
        "ADBannerContentSizeIdentifier320x32", "ADBannerContentSizeIdentifier480x50",
        "adbannercontentsizeidentifierportrait", "ADBannerContentSizeIdentifierPortrai",
        "ADBannerContentSizeIdentifierPortraits", "ADBannerContentSizeIdentifierLandscapf", "",
        "ADBannerContentSizeIdentifierLandsc\u{E0}pe", "caf\u{E9}", "cafe\u{301}",
    ]

    @Test(arguments: identifiers)
    func fastAxisIsAxis(_ raw: String) {
        let id = ContentSizeIdentifier(raw)
        #expect(id.fastAxis == id.axis)
    }

    @Test func iAdsIdentifiersHaveTheirAxes() {
        #expect(ContentSizeIdentifier("ADBannerContentSizeIdentifier320x50").fastAxis == .portrait)
        #expect(ContentSizeIdentifier("ADBannerContentSizeIdentifier480x32").fastAxis == .landscape)
        #expect(ContentSizeIdentifier.portrait.fastAxis == .portrait)
        #expect(ContentSizeIdentifier.landscape.fastAxis == .landscape)
    }
}
