import AdsightCLI
import AdsightModel
import AdsightRules
import AdsightRuns
import AdsightSession
import AdsightSite
import AdsightTemplates
import Foundation

/// The fixture sessions decoded from Fixtures/sessions, with hand-written verdicts (so the
/// pages are tested independently of the rule evaluator) and a few notes.
enum SiteFixture {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let catalogue: [(String, Severity)] = [
        ("banner-never-empty", .error), ("banner-hide-on-error", .error), ("banner-size-matches-orientation", .error),
        ("banner-frame-is-builtin-size", .error), ("banner-not-obscured", .error), ("banner-weak-link-before-ios4", .error),
        ("ad-pause-on-action", .error), ("ad-main-thread", .error), ("ad-no-error-ui", .warning),
        ("interstitial-no-polling", .warning), ("interstitial-host-view-size", .error), ("interstitial-remove-empty-page", .warning),
    ]

    /// Failures (rule → evidence) and passes per session id; every other rule is not applicable.
    static let verdicts: [String: (fail: [String: [Evidence]], pass: [String])] = [
        "table-app-iphone-017": (
            fail: [
                "banner-never-empty": [Evidence(t: 0, line: 7, message: "banner-1 is on screen with no ad loaded", ad: "banner-1")],
                "banner-hide-on-error": [Evidence(t: 23, line: 17, message: "banner-1 is still visible 0.5 s after bannerView:didFailToReceiveAdWithError:", ad: "banner-1")],
                "banner-size-matches-orientation": [Evidence(t: 20, line: 14, message: "banner-1 shows its portrait size 0.5 s after rotating to landscapeLeft", ad: "banner-1")],
                "banner-frame-is-builtin-size": [Evidence(t: 24, line: 18, message: "banner-1's frame is 480 × 32 but its content size is portrait (320 × 50)", ad: "banner-1")],
                "banner-not-obscured": [
                    Evidence(t: 0, line: 7, message: "banner-1 overlaps the view content, which was not resized", ad: "banner-1"),
                    Evidence(t: 20, line: 16, message: "banner-1 overlaps the view content, which was not resized", ad: "banner-1"),
                ],
            ],
            pass: ["ad-pause-on-action", "ad-main-thread", "ad-no-error-ui", "banner-weak-link-before-ios4"]
        ),
        "magazine-ipad-modeless": (
            fail: [
                "interstitial-no-polling": [Evidence(t: 4, line: 8, message: "full-1: 3 reads of loaded within 5 s", ad: "full-1")],
                "interstitial-host-view-size": [Evidence(t: 9, line: 10, message: "the host view of full-1 is 1024 × 600; in landscape it must be 1024 wide and 655–768 tall", ad: "full-1")],
                "interstitial-remove-empty-page": [Evidence(t: 80, line: 15, message: "full-1's empty host view is still shown 1 s after interstitialAdDidUnload:", ad: "full-1")],
            ],
            pass: ["ad-pause-on-action", "ad-main-thread", "ad-no-error-ui"]
        ),
        "../Évil/<b>Id</b> & \"quotes\"": (
            fail: [
                "ad-main-thread": [Evidence(t: 0, line: 2, message: "initWithFrame: is called on thread <worker-2>", ad: "b<1>")],
                "banner-weak-link-before-ios4": [
                    Evidence(t: 0, line: 1, message: "deploymentTarget 3.0 needs iAdLinkage \"weak\", not \"required\""),
                    Evidence(t: 0, line: 2, message: "an ad object is created on iOS 3.1.3", ad: "b<1>"),
                ],
            ],
            pass: ["ad-no-error-ui"]
        ),
    ]

    static let files = ["table-app-iphone.jsonl", "magazine-ipad.jsonl", "weird-id.jsonl", "broken.jsonl"]

    static func sessions() throws -> [SiteSession] {
        try files.map { name in
            let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("sessions/" + name)))
            let outcome = SessionDecoding.decode(bytes)
            let id = outcome.header?.id ?? name
            var results: [RuleResult] = []
            if outcome.isValid, let v = verdicts[id] {
                results = catalogue.map { rule, severity in
                    if let e = v.fail[rule] { return RuleResult(rule: rule, severity: severity, status: .fail, evidence: e) }
                    return RuleResult(rule: rule, severity: severity, status: v.pass.contains(rule) ? .pass : .notApplicable)
                }
            }
            var report = SessionReport(
                file: "recordings/" + name, id: id, header: outcome.header, valid: outcome.isValid,
                errors: outcome.errors, warnings: outcome.warnings, results: results,
                eventCount: outcome.eventCount, duration: outcome.session?.events.last?.t ?? 0
            )
            report.exposure = outcome.session.map { Exposure.of($0) } ?? []   // as the pipeline measures it
            return SiteSession(report: report, session: outcome.session)
        }
    }

    static let notes: [SiteNote] = [
        SiteNote(
            id: "banner-never-empty", title: "Never show an empty banner", severity: .error,
            html: "<p>A banner view that is on screen before its first ad arrives shows an empty frame. Keep it hidden or off screen until <code>bannerViewDidLoadAd:</code>.</p>\n<h2>Fix</h2>\n<p>Create the banner off screen and move it in from <code>bannerViewDidLoadAd:</code>.</p>\n",
            checkSource: "for each banner:\n  never visible and not loaded\n  except within 0.5 s after failed\n",
            file: "notes/banner-never-empty.md"
        ),
        SiteNote(
            id: "interstitial-host-view-size", title: "Size the host view of a modeless ad", severity: .error,
            html: "<p>The host view is as wide as the screen and between screen height − 113 and screen height tall.</p>\n",
            checkSource: "for each presentInView:\n  frame.width == screen.width\n", file: "notes/interstitial-host-view-size.md"
        ),
        SiteNote(
            id: "ad-main-thread", title: "Call iAd on the main thread", severity: .error,
            html: "<p>Every call into iAd happens on the main thread.</p>\n", checkSource: "every app call: thread == main\n",
            file: "notes/ad-main-thread.md"
        ),
    ]

    static func templates() throws -> SiteTemplates {
        var files: [String: [UInt8]] = [:]
        for f in Embedded.site where !f.path.hasPrefix("site/.") { files[String(f.path.dropFirst(5))] = f.bytes }
        return try SiteTemplates(files: files)
    }

    static func input() throws -> SiteInput {
        let sessions = try sessions()
        return SiteInput(sessions: sessions, notes: notes,
                         summaryJSON: Array(CheckJSON.document(sessions.map(\.report)).utf8))
    }

    static func site() throws -> [String: [UInt8]] {
        try SiteBuilder(templates: templates()).build(input())
    }

    /// Three recorded runs (the last this one, one linked, one label of markup) and a
    /// comparison with a baseline, as a build with `--baseline` and a history shows them.
    static let runs = SiteRuns(
        history: [
            HistoryLine(run: "2011-03-01", url: "https://ci.example/runs/1", sessions: 3, invalid: 0, errors: 2, warnings: 0,
                        failed: [("table-app-iphone-017", ["banner-never-empty", "banner-hide-on-error"])]),
            HistoryLine(run: "<b>nightly</b>", url: "javascript:alert(1)", sessions: 4, invalid: 1, errors: 5, warnings: 1,
                        failed: [("table-app-iphone-017", ["banner-never-empty"]), ("magazine-ipad-modeless", ["interstitial-no-polling"])]),
            HistoryLine(run: "PR #42", url: "https://ci.example/runs/3", sessions: 4, invalid: 1, errors: 8, warnings: 2,
                        failed: [("table-app-iphone-017", ["banner-never-empty", "banner-hide-on-error"]),
                                 ("magazine-ipad-modeless", ["interstitial-no-polling", "interstitial-host-view-size"])]),
        ],
        comparison: SiteComparison(
            baseline: "baseline/summary.json", newFailures: 2, fixed: 1, stillFailing: 7, newSessions: 1, gone: ["table-app-iphone-009"],
            changedRules: ["ad-main-thread"],
            listed: [SiteComparison.Failure(session: "magazine-ipad-modeless", page: "magazine-ipad-modeless", rule: "interstitial-host-view-size",
                                            line: 10, message: "the host view of full-1 is 1024 × 600"),
                     SiteComparison.Failure(session: "table-app-iphone-017", page: "table-app-iphone-017", rule: "banner-never-empty",
                                            line: 7, message: "banner-1 is on screen with no ad loaded")]))

    /// The site with `runs`.
    static func siteWithRuns() throws -> [String: [UInt8]] {
        var input = try input()
        input.runs = runs
        return SiteBuilder(templates: try templates()).build(input)
    }
}
