import AdsightSession
import Testing
@testable import AdsightRules

/// `coveredBy` and `covering` split `obscuredBy` by which side is drawn on top: the app views
/// above the ad that cover part of it, and those below it that it covers part of.
struct OverlapCase: Sendable, CustomStringConvertible {
    var name: String
    var views: [String]
    var messages: [String]
    var description: String { name }
}

private func view(_ t: Double, _ name: String, _ frame: String, z: Int) -> String {
    #"{"t": \#(t), "event": "view.frame", "view": "\#(name)", "frame": \#(frame), "z": \#(z)}"#
}

private let overlapCheck = """
    for each banner
    never obscured while visible
    report "above {coveredBy} below {covering} all {obscuredBy}"
    """

private let overlapCases: [OverlapCase] = [
    OverlapCase(name: "content under the banner (equal z), a toolbar over it",
                views: [view(0, "content", "[0, 0, 320, 480]", z: 0), view(0, "toolbar", "[0, 436, 320, 44]", z: 1)],
                messages: ["above [toolbar] below [content] all [content, toolbar]"]),
    OverlapCase(name: "only content under it", views: [view(0, "content", "[0, 0, 320, 460]", z: 0)],
                messages: ["above [] below [content] all [content]"]),
    OverlapCase(name: "only a view over it", views: [view(0, "tabBar", "[0, 431, 320, 49]", z: 2)],
                messages: ["above [tabBar] below [] all [tabBar]"]),
    OverlapCase(name: "a view beside it overlaps neither way", views: [view(0, "content", "[0, 0, 320, 430]", z: 0)],
                messages: []),
]

@Test(arguments: overlapCases)
func overlapStatesSayWhichSideIsOnTop(_ c: OverlapCase) throws {
    let note = RuleNote(id: "r", severity: .error, program: try RuleProgram.parse(overlapCheck))
    let events = c.views + bannerOnScreen(t: 0) + [ev(0, "bannerViewDidLoadAd:"), app(10, "app.alert")]
    let session = try #require(SessionDecoding.decode(([iPhone] + events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
    #expect(result.evidence.map(\.message) == c.messages, "\(result.evidence)")
}

/// A condition on either list sees its changes: the banner comes out from under the toolbar
/// while still over the content, which ends a `coveredBy` stretch but no `obscured` one.
@Test func aCoveredByStretchEndsWhenTheViewMoves() throws {
    let check = "for each banner\nnever coveredBy != [] while visible\nreport \"{coveredBy} at {t}\""
    let note = RuleNote(id: "r", severity: .error, program: try RuleProgram.parse(check))
    let events = [view(0, "content", "[0, 0, 320, 480]", z: 0), view(0, "toolbar", "[0, 436, 320, 44]", z: 1)]
        + bannerOnScreen(t: 0) + [ev(0, "bannerViewDidLoadAd:"), view(5, "toolbar", "[0, 0, 320, 44]", z: 1),
                                  view(8, "toolbar", "[0, 436, 320, 44]", z: 1), app(10, "app.alert")]
    let session = try #require(SessionDecoding.decode(([iPhone] + events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
    #expect(result.evidence.map(\.message) == ["[toolbar] at 0", "[toolbar] at 8"], "\(result.evidence)")
}
