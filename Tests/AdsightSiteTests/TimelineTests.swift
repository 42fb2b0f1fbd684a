@testable import AdsightSite
import Foundation
import AdsightRules
import AdsightModel
import AdsightSession
import Testing

/// The timeline stays readable and small from milliseconds to hours.
@Suite struct TimelineTests {
    static let axes: [(Double, String, String)] = [
        (0.25, "0.05 s", "0.25 s"),
        (55, "10 s", "50 s"),
        (125, "0:15 min", "2:00 min"),
        (3 * 3600 + 5, "0:30 h", "3:00 h"),
    ]

    @Test(arguments: axes)
    func ticksAreReadable(end: Double, second: String, last: String) {
        let axis = TimeAxis(end: end, x0: 0, x1: 1000)
        #expect(axis.ticks.count >= 3 && axis.ticks.count <= 11)
        #expect(axis.label(axis.ticks[1]) == second)
        #expect(axis.label(axis.ticks.last!) == last)
    }

    /// 100,000 events of a banner flickering for hours: the page stays under 1.5 MB.
    @Test func hugeSessionGivesSmallPage() throws {
        let input = SiteInput(sessions: [LongSession.site(events: 100_000)], notes: [], summaryJSON: [])
        let site = try SiteBuilder(templates: SiteFixture.templates()).build(input)
        let page = try #require(site["sessions/huge.html"])
        #expect(page.count < 1_500_000, "the page is \(page.count) bytes")
        let text = String(decoding: page, as: UTF8.self)
        #expect(text.contains("<tr id=L100001>") || text.contains("<tr id=L100001 "), "the last event's line is linkable")
        #expect(text.contains("not shown"), "the gap in the log is counted")
    }
}

/// The timeline shows the model's states: after every group of events, each ad's lanes
/// say what `AdsightModel.Replayer` says (the states the rules judge).
@Suite struct TimelineAgreesWithModelTests {
    @Test(arguments: ["table-app-iphone.jsonl", "magazine-ipad.jsonl"])
    func lanesAreTheModelsStates(file: String) throws {
        let session = try #require(try SiteFixture.sessions().first { $0.report.file.hasSuffix(file) }?.session)
        let scan = SessionScan(session)
        var replayer = Replayer(header: session.header)
        func state(_ segments: [Segment], at t: Double) -> LaneState? {
            segments.first { $0.start <= t && t < $0.end }?.state
        }
        for group in Replay.groups(session.events) {
            _ = replayer.apply(group)
            let t = group.first!.t
            guard t < scan.end else { continue }
            for ad in replayer.state.ads {
                let track = try #require(scan.tracks.first { $0.name == ad.name })
                #expect((state(track.onScreen, at: t) == .onScreen) == ad.visible, "\(ad.name) visible at \(t)")
                #expect((state(track.action, at: t) == .action) == ad.actionInProgress, "\(ad.name) action at \(t)")
                #expect(state(track.load, at: t) == (ad.released ? .released : AdLanes.phase(ad.content)), "\(ad.name) content at \(t)")
            }
            #expect((state(scan.background, at: t) != nil) == replayer.state.app.background)
            #expect((state(scan.hostHidden, at: t) != nil) == !replayer.state.app.hostOnScreen)
        }
    }
}

/// `build` draws each page from the judge's own replay: a scan fed the lent steps
/// (`observe(_: LentStep)`) or the built ones (`observe(_: Step)`) draws the very page a
/// separate replay draws.
@Suite struct SharedScanTests {
    @Test func lentAndBuiltStepsDrawTheSamePageAsASeparateReplay() throws {
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: SiteFixture.notes)
        var pages = 0
        for site in try SiteFixture.sessions() {
            guard let session = site.session, site.report.valid else { continue }
            var built = SessionScanBuilder(header: session.header), lent = SessionScanBuilder(header: session.header)
            var steps = 0
            _ = RuleEvaluator.evaluate(notes: [], session: session, observe: { built.observe($0) })
            _ = RuleEvaluator.evaluate(notes: [], session: session, lending: { lent.observe($0); steps += 1 })
            #expect(steps > 0, "\(site.report.file): no step lent")
            let drawn = [SessionScan(session), built.finish(), lent.finish()].map {
                renderer.sessionPage(SiteSession(report: site.report, session: session, scan: $0), page: "p").bytes
            }
            #expect(drawn[1] == drawn[0], "\(site.report.file): built steps")
            #expect(drawn[2] == drawn[0], "\(site.report.file): lent steps")
            pages += 1
        }
        #expect(pages >= 2)
    }
}

/// The note under a timeline with more ad objects than lanes names those left out: all of
/// up to five, else the first three and the last.
@Test(arguments: [
    (["ad-25"], "1 more ad object not drawn: ad-25"),
    (["a", "b", "c", "d", "e"], "5 more ad objects not drawn: a, b, c, d, e"),
    (["a", "b", "c", "d", "e", "f", "g"], "7 more ad objects not drawn: a, b, c, …, g"),
    ([String(repeating: "x", count: 24), String(repeating: "y", count: 30)],
     "2 more ad objects not drawn: " + String(repeating: "x", count: 24) + ", " + String(repeating: "y", count: 23) + "…"),
])
func leftOutAdObjectsAreNamed(names: [String], note: String) {
    #expect(TimelineSVG.leftOutNote(names) == note)
}

/// With more ad objects than lanes, the ones a breach names are drawn before the earliest
/// others, and all in creation order.
@Test(arguments: [
    (30, ["ad-26", "ad-29"], Array(0..<22) + [25, 28]),
    (30, [], Array(0..<24)),
    (24, ["ad-3"], Array(0..<24)),
    (40, (15...40).map { "ad-\($0)" }, Array(14..<38)),
])
func theTimelineDrawsTheAdsBreachesName(count: Int, breached: [String], drawn: [Int]) {
    let tracks = (1...count).map { AdTrack(name: "ad-\($0)", kind: .interstitial, load: [], onScreen: [], action: []) }
    let evidence = breached.map { Evidence(t: 1, line: 2, message: "x", ad: $0) }
    let failures = [RuleResult(rule: "r", severity: .error, status: .fail, evidence: evidence)]
    #expect(DrawnTracks.select(tracks, failures: failures, limit: 24) == drawn)
}

/// Breach marks never cover one another: breaches less than a mark's width to the right of a
/// column's first join it (in the colour of its highest severity), others start a column of
/// their own; each breach's mark id is its column's. Axis: 1,000 px for 100 s (10 px a second).
@Test(arguments: [
    // (error times, warning times, expected columns as (first t, count, severity, the lesser one it holds))
    ([0.5], [0.7], [(0.5, 2, "error", "warning")]),                       // 2 px apart: one mark, split
    ([1.0], [0.7], [(0.7, 2, "error", "warning")]),                       // a warning 3 px before an error: one, split
    ([2.7], [0.7], [(0.7, 1, "warning", ""), (2.7, 1, "error", "")]),     // 20 px apart: two
    ([10.0], [11.0], [(10.0, 2, "error", "warning")]),                    // 10 px apart: one
    ([10.0], [11.2], [(10.0, 1, "error", ""), (11.2, 1, "warning", "")]), // 12 px apart: two, touching
    ([1.0, 1.5, 2.0, 2.4], [], [(1.0, 3, "error", ""), (2.4, 1, "error", "")]),  // a column is as wide as a mark
    ([], [3.0, 3.1], [(3.0, 2, "warning", "")]),                          // one severity: not split
] as [([Double], [Double], [(Double, Int, String, String)])])
func breachMarksDoNotCoverEachOther(errors: [Double], warnings: [Double], expected: [(Double, Int, String, String)]) {
    let axis = TimeAxis(end: 100, x0: 0, x1: 1000)
    let columns = BreachColumns([failed("w", .warning, warnings), failed("e", .error, errors)], axis: axis)
    #expect(columns.columns.map(\.first) == expected.map(\.0))
    #expect(columns.columns.map(\.count) == expected.map(\.1))
    #expect(columns.columns.map(\.severity) == expected.map(\.2))
    #expect(columns.columns.map(\.lesserSeverity) == expected.map(\.3))
    for (k, c) in columns.columns.enumerated() {
        #expect(columns.column(of: c.first) == k)
        #expect(columns.column(of: c.last) == k)
        if k > 0 { #expect(axis.x(c.first) - axis.x(columns.columns[k - 1].first) >= BreachColumns.width) }
    }
}

private func failed(_ rule: String, _ severity: Severity, _ times: [Double]) -> RuleResult {
    RuleResult(rule: rule, severity: severity, status: .fail,
               evidence: times.enumerated().map { Evidence(t: $1, line: 10 + $0, message: rule) })
}

/// A mark shows its column's two highest severities, in whichever order the breaches come.
@Test(arguments: [
    ([Severity.info, .warning, .error], "error", "warning"), ([.error, .info, .warning], "error", "warning"),
    ([.info, .error], "error", "info"), ([.warning, .info], "warning", "info"), ([.info, .info], "info", ""),
])
func aMarkShowsItsTwoHighestSeverities(order: [Severity], top: String, lesser: String) {
    let results = order.enumerated().map { k, sev in failed("r\(k)", sev, [5.0 + 0.01 * Double(k)]) }
    let columns = BreachColumns(results, axis: TimeAxis(end: 100, x0: 0, x1: 1000)).columns
    #expect(columns.map(\.severity) == [top])
    #expect(columns.map(\.lesserSeverity) == [lesser])
}

/// Each orientation span is titled with its exact orientation and labelled with its name,
/// or, when too short for it, with the name's capitals: a 4 s turn to landscapeRight in a
/// 120 s session (about 34 px) reads `LR`, not nothing.
@Suite struct OrientationLabelTests {
    @Test(arguments: [("portrait", "P"), ("portraitUpsideDown", "PUD"), ("landscapeLeft", "LL"), ("landscapeRight", "LR")])
    func shortNames(name: String, short: String) {
        #expect(TimelineSVG.shortName(name) == short)
    }

    @Test func aShortTurnIsLabelledShort() throws {
        let url = SiteFixture.fixtures.appendingPathComponent("sessions/table-app-iphone.jsonl")
        var text = try String(contentsOf: url, encoding: .utf8)
        text += #"{"t": 56.0, "event": "device.orientation", "to": "landscapeRight"}"# + "\n"
            + #"{"t": 60.0, "event": "device.orientation", "to": "portrait"}"# + "\n"
            + #"{"t": 120.0, "event": "custom.marker"}"# + "\n"
        let session = try #require(SessionDecoding.decode(text).session)
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: SiteFixture.notes)
        let report = SessionReport(file: "t.jsonl", id: session.header.id, header: session.header, valid: true, errors: [], warnings: [],
                                   results: [], eventCount: session.events.count, duration: session.events.last?.t ?? 0)
        let page = String(decoding: renderer.sessionPage(SiteSession(report: report, session: session), page: "p").bytes, as: UTF8.self)
        #expect(page.contains("<title>landscapeRight: 56.000 s – 60.000 s</title>"), "the span's title is its exact orientation")
        #expect(page.contains(">LR</text>"), "the short span is labelled")
        #expect(page.contains(">portrait</text>"), "a long span keeps its whole name")
    }
}

/// On the page, a mark holding an error and a warning draws its right half in the warning's
/// colour; a mark of one severity is one triangle.
@Test func aMarkOfTwoSeveritiesIsSplit() throws {
    var s = LongSession.site(events: 6, id: "split")
    let warning = RuleResult(rule: "banner-hide-on-error", severity: .warning, status: .fail,
                             evidence: [Evidence(t: s.report.results[0].evidence[0].t, line: 5, message: "w"), Evidence(t: 0.25, line: 6, message: "w")])
    s.report.results.append(warning)
    let page = try #require(try SiteBuilder(templates: SiteFixture.templates())
        .build(SiteInput(sessions: [s], notes: SiteFixture.notes, summaryJSON: []))["sessions/split.html"])
    let svg = String(decoding: page, as: UTF8.self)
    #expect(svg.ranges(of: #"<path class=sev-warning d="M"#).count == 2, "one split half, one warning mark")
    #expect(svg.ranges(of: "v-12h6z").count == 1, "only the mixed mark is split")
}
