@testable import AdsightSite
import AdsightModel
import AdsightSession
import Testing

/// Frame diagrams stay readable when a view is parked far away, and lanes end at release.
@Suite struct FrameDiagramTests {
    @Test func farOffItemsAreListedNotDrawn() {
        var host = LayoutItem(view: AppView(name: "page", frame: Rect(x: 0, y: 0, width: 1024, height: 768)))
        host.role = .hostView; host.name = "full-1"; host.frame = Rect(x: -3072, y: 44, width: 1024, height: 724)
        let page = LayoutItem(view: AppView(name: "page", frame: Rect(x: 0, y: 0, width: 1024, height: 768)))
        let d = FrameDiagram(family: .iPad, snapshot: LayoutSnapshot(orientation: .landscapeLeft, items: [host, page], hostBand: true, spans: [Interval(start: 0, end: 1)]))
        #expect(d.farOff == ["the host view of full-1 at [-3072, 44, 1024, 724]"])
        let svg = d.render(id: "f", title: "t").description
        #expect(svg.contains("viewBox=\"-42.67 -42.67 1109.33 853.33\""), "the picture is not widened for what it does not draw: \(svg.prefix(200))")
        #expect(!svg.contains("host full-1"))
    }

    /// A banner released during its action: the action lane ends at the release.
    @Test func actionLaneEndsAtRelease() {
        let header = SessionHeader(id: "r", device: Device(family: .iPhone), os: Version([4, 1]))
        let events = [
            Event(t: 0, line: 2, ad: "b", kind: .initBanner(frame: Rect(x: 0, y: 430, width: 320, height: 50))),
            Event(t: 1, line: 3, ad: "b", kind: .bannerViewDidLoadAd),
            Event(t: 2, line: 4, ad: "b", kind: .bannerActionShouldBegin(willLeave: false, returned: true)),
            Event(t: 3, line: 5, ad: "b", kind: .release),
            Event(t: 9, line: 6, ad: nil, kind: .didEnterBackground),
        ]
        let scan = SessionScan(Session(header: header, events: events))
        #expect(scan.tracks.first?.action == [Segment(state: .action, start: 2, end: 3)])
        #expect(scan.tracks.first?.load.last == Segment(state: .released, start: 3, end: 9))
    }
}
