import AdsightSession

/// Sessions shared by the model tests (the same events as Fixtures/replay-banner.jsonl).
enum FixtureSessions {
    /// An iPhone banner that is shown before its ad loads, loads, is tapped, rotates and is
    /// released, with one event iAd would never send.
    static let banner: Session = {
        let header = SessionHeader(id: "replay-banner", device: Device(family: .iPhone), os: Version(parsing: "4.2.1")!)
        let events: [Event] = [
            Event(t: 0, line: 2, ad: "banner-1", kind: .initBanner(frame: Rect(x: 0, y: 430, width: 320, height: 50))),
            Event(t: 0, line: 3, ad: "banner-1", kind: .setDelegate(true)),
            Event(t: 0, line: 4, kind: .viewFrame(view: "content", frame: Rect(x: 0, y: 0, width: 320, height: 430), z: nil)),
            Event(t: 0.5, line: 5, ad: "banner-1", kind: .viewAdd(inViewController: true)),
            Event(t: 12.5, line: 6, ad: "banner-1", kind: .bannerViewDidLoadAd),
            Event(t: 20, line: 7, ad: "banner-1", kind: .userTap),
            Event(t: 20, line: 8, ad: "banner-1", kind: .bannerActionShouldBegin(willLeave: false, returned: true)),
            Event(t: 20.05, line: 9, kind: .pause(what: "game")),
            Event(t: 31, line: 10, ad: "banner-1", kind: .bannerActionDidFinish),
            Event(t: 31, line: 11, kind: .resume(what: "game")),
            Event(t: 32, line: 12, ad: "banner-1", kind: .bannerActionDidFinish),
            Event(t: 40, line: 13, kind: .willRotate(to: .landscapeLeft, duration: 0.3)),
            Event(t: 40, line: 14, ad: "banner-1", kind: .setCurrentContentSizeIdentifier(.landscape)),
            Event(t: 45, line: 15, ad: "banner-1", kind: .setDelegate(false)),
            Event(t: 45, line: 16, ad: "banner-1", kind: .release),
        ]
        return Session(header: header, events: events)
    }()
}
