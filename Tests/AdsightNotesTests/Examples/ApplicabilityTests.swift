import AdsightNotes
import AdsightRules
import AdsightSession
import Testing

/// A shipped note applies only where its rule's condition arises (rules.md): "pass" means
/// the rule was put to the test, not that nothing happened that it is about.
struct ApplicabilityCase: Sendable, CustomStringConvertible {
    var name: String
    var note: String
    var lines: [String]
    var status: RuleStatus
    var description: String { name }
}

private func header(os: String, target: String, linkage: String = "required") -> String {
    #"{"adsession": 1, "id": "x", "device": {"family": "iPhone", "model": "iPhone3,1"}, "os": "\#(os)", "app": {"name": "A", "deploymentTarget": "\#(target)", "iAdLinkage": "\#(linkage)", "supportedOrientations": ["portrait"]}, "orientation": "portrait"}"#
}
private let banner = [#"{"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 480, 320, 50]}"#,
                      #"{"t": 0, "event": "view.add", "ad": "b", "inViewController": true}"#]
private let onScreen = #"{"t": 2, "event": "setFrame:", "ad": "b", "frame": [0, 430, 320, 50]}"#
private let failure = #"{"t": 5, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"code": "ADErrorServerFailure"}}"#

private let applicabilityCases: [ApplicabilityCase] = [
    ApplicabilityCase(name: "iOS 4 target on iOS 4: nothing to weak-link", note: "banner-weak-link-before-ios4",
                      lines: [header(os: "4.2", target: "4.0")] + banner, status: .notApplicable),
    ApplicabilityCase(name: "iOS 3 target, weak-linked", note: "banner-weak-link-before-ios4",
                      lines: [header(os: "4.2", target: "3.1", linkage: "weak")] + banner, status: .pass),
    ApplicabilityCase(name: "a banner on iOS 3", note: "banner-weak-link-before-ios4",
                      lines: [header(os: "3.1.3", target: "3.1", linkage: "weak")] + banner, status: .fail),
    ApplicabilityCase(name: "a failure while the banner is off screen", note: "banner-hide-on-error",
                      lines: [header(os: "4.2", target: "4.0")] + banner + [failure], status: .notApplicable),
    ApplicabilityCase(name: "a failure while the banner is on screen, hidden at once", note: "banner-hide-on-error",
                      lines: [header(os: "4.2", target: "4.0")] + banner
                          + [#"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b"}"#, onScreen, failure,
                             #"{"t": 5, "event": "view.remove", "ad": "b"}"#], status: .pass),
    ApplicabilityCase(name: "a banner never on screen", note: "banner-never-empty",
                      lines: [header(os: "4.2", target: "4.0")] + banner, status: .notApplicable),
    ApplicabilityCase(name: "a banner on screen once loaded", note: "banner-never-empty",
                      lines: [header(os: "4.2", target: "4.0")] + banner
                          + [#"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b"}"#, onScreen], status: .pass),
]

@Test(arguments: applicabilityCases)
func aShippedNoteAppliesOnlyWhereItsConditionArises(_ c: ApplicabilityCase) throws {
    let note = try #require(shipped.notes.first { $0.id == c.note })
    let session = try #require(SessionDecoding.decode(c.lines.joined(separator: "\n")).session)
    let result = try #require(NoteEvaluator.evaluate([note], on: session).first)
    #expect(result.status == c.status, "\(result.evidence)")
}
