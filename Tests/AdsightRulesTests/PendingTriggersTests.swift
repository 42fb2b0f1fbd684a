import Testing
@testable import AdsightRules

/// An `expect` rule's pending triggers, cleared and made again several times in a session:
/// each breach names its own trigger (the list is written over after a clear, never read
/// past its live part).
@Test func expectBreachesNameTheirOwnTriggers() throws {
    let hide = #""hidden": true"#, show = #""hidden": false"#
    let lines = bannerOnScreen() + [
        ev(0.5, "bannerViewDidLoadAd:"),
        ev(1, fail, failError),            // line 5: trigger, hidden in time
        ev(1.2, "setHidden:", hide),
        ev(2, "setHidden:", show),
        ev(3, fail, failError),            // line 8: breach
        ev(3.2, fail, failError),          // line 9: breach
        ev(4, "setHidden:", hide),
        ev(5, "setHidden:", show),
        ev(6, fail, failError),            // line 12: breach (two live triggers in a reused list)
        ev(6.1, fail, failError),          // line 13: breach
        ev(7, "setHidden:", hide),         // too late for both
        ev(7.5, "setHidden:", show),
        ev(8, fail, failError),            // line 16: breach, reported at the end
    ]
    let result = try judge("banner-hide-on-error", lines)
    #expect(result.status == .fail)
    #expect(result.evidence.map(\.line) == [8, 9, 12, 13, 16])
    #expect(result.evidence.map(\.t) == [3, 3.2, 6, 6.1, 8])
}
