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
        #expect(svg.contains("viewBox=\"-53.76 -53.76 1131.52 875.52\""), "the picture is not widened for what it does not draw: \(svg.prefix(200))")
        #expect(!svg.contains("host full-1"))
    }

    /// Every distinct layout is drawn, up to the limit: the most telling first (a covered
    /// ad before a longer layout that is fine), and the page counts what it left out.
    @Test func coveredLayoutsAreDrawnFirst() {
        func layout(_ toolbarY: Double, _ span: Interval) -> LayoutSnapshot {
            var banner = LayoutItem(view: AppView(name: "b", frame: Rect(x: 0, y: 430, width: 320, height: 50)))
            banner.role = .banner; banner.frameIsBuiltinSize = true; banner.sizeMatchesOrientation = true
            if toolbarY < 480 { banner.obscuredBy = [ObscuringView(view: "toolbar", relation: .above, area: 320)] }
            let bar = LayoutItem(view: AppView(name: "toolbar", frame: Rect(x: 0, y: toolbarY, width: 320, height: 44), z: 1))
            return LayoutSnapshot(orientation: .portrait, items: [banner, bar], hostBand: false, spans: [span])
        }
        var scan = SessionScan()
        scan.orientationsUsed = [.portrait]
        scan.layouts = (0..<9).map { layout(480 + Double($0), Interval(start: Double($0) * 10, end: Double($0) * 10 + 9)) }
        scan.layouts.append(layout(436, Interval(start: 95, end: 96)))
        let chosen = FrameSelection.choose(scan, family: .iPhone)
        #expect(chosen.frames.count == FrameSelection.limit)
        #expect(chosen.frames.contains { $0.snapshot.spans[0].start == 95 }, "the covered layout is drawn")
        #expect(chosen.leftOut == 10 - FrameSelection.limit)
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

/// A label wider than its item (a 320 pt banner parked below an iPhone's screen, whose note
/// makes its label longer than the screen is wide) lies inside the picture: the viewBox is
/// widened to hold it, by the width the labels are placed with.
@Test(arguments: [(0.0, 480.0, false), (0.0, 430.0, true), (-100.0, 600.0, false)])
func everyLabelLiesInsideThePicture(x: Double, y: Double, shown: Bool) throws {
    var banner = LayoutItem(view: AppView(name: "banner-1", frame: Rect(x: x, y: y, width: 320, height: 50)))
    banner.role = .banner; banner.shown = shown; banner.frameIsBuiltinSize = true; banner.sizeMatchesOrientation = true
    let content = LayoutItem(view: AppView(name: "content", frame: Rect(x: 0, y: 0, width: 320, height: 430)))
    let d = FrameDiagram(family: .iPhone, snapshot: LayoutSnapshot(orientation: .portrait, items: [content, banner], hostBand: false,
                                                              spans: [Interval(start: 0, end: 1)]))
    let svg = d.render(id: "f", title: "t").description
    let box = try #require(svg.firstMatch(of: try Regex(#"viewBox="([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)""#)))
    let minX = Double(box.output[1].substring ?? "") ?? 0, width = Double(box.output[3].substring ?? "") ?? 0
    let size = 12 / (320.0 / 480)
    for item in [content, banner] {
        let l = d.label(item)
        let (x0, x1) = l.right ? (l.x - Double(l.text.count) * size * 0.58, l.x) : (l.x, l.x + Double(l.text.count) * size * 0.58)
        #expect(x0 >= minX && x1 <= minX + width, "\(l.text): \(x0)–\(x1) outside \(minX)–\(minX + width)")
    }
}

/// A host view's label says why it is not seen as its exposure does: a page wholly off
/// screen (ADMagazine's page not turned to) is off screen, one on screen but not presented
/// is not shown, an empty page says so.
@Test(arguments: [
    (1024.0, false, false, "full-1 1024 × 724 (off screen)"),
    (0.0, false, false, "full-1 1024 × 724 (not shown)"),
    (0.0, true, false, "full-1 1024 × 724"),
    (-1024.0, false, true, "full-1 1024 × 724 (no ad: empty page)"),
])
func hostViewLabelsSayWhyTheAdIsNotSeen(x: Double, shown: Bool, empty: Bool, label: String) {
    var host = LayoutItem(view: AppView(name: "page", frame: Rect(x: x, y: 44, width: 1024, height: 724)))
    host.role = .hostView; host.name = "full-1"; host.shown = shown; host.empty = empty
    let d = FrameDiagram(family: .iPad, snapshot: LayoutSnapshot(orientation: .landscapeLeft, items: [host], hostBand: true,
                                                              spans: [Interval(start: 0, end: 1)]))
    #expect(d.label(host).text == label)
}

/// A picture that holds a frame beside the screen is wider than a grid column, so its figure
/// takes two and its labels keep their 12 px; a screen with its own views fits one. The
/// width is the SVG's own.
@Test(arguments: [(0.0, false), (768.0, true), (-768.0, true), (100.0, false)])
func aFrameBesideTheScreenMakesAWidePicture(x: Double, wide: Bool) throws {
    var host = LayoutItem(view: AppView(name: "page", frame: Rect(x: x, y: 144, width: 768, height: 880)))
    host.role = .hostView; host.name = "ad-1"; host.shown = x == 0
    let d = FrameDiagram(family: .iPad, snapshot: LayoutSnapshot(orientation: .portrait, items: [host], hostBand: true,
                                                              spans: [Interval(start: 0, end: 1)]))
    let svg = d.render(id: "f", title: "t").description
    #expect(svg.hasPrefix("<svg class=frame width=\(Fmt.coord(d.pixelWidth)) "))
    #expect((d.pixelWidth > FrameDiagram.wideWidth) == wide, "\(d.pixelWidth) px")
}
