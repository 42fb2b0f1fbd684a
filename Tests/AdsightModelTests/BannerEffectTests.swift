import AdsightModel
import AdsightSession
import Testing

/// One event table and the state values expected after the last group.
struct EffectCase: Sendable, CustomTestStringConvertible {
    var name: String
    var family: DeviceFamily
    var events: [E]
    var expect: [(String, StateValue)]
    var testDescription: String { "\(family.rawValue): \(name)" }

    /// Replays the events: no consistency finding, and every expected value holds at the end.
    func check() {
        let result = SessionBuilder.replay(family, events)
        #expect(result.findings == [], "\(result.findings)")
        for (path, value) in expect {
            #expect(result.final.value(at: path) == value, "\(path)")
        }
    }
}

private func bannerCases(_ f: DeviceFamily) -> [EffectCase] {
    let frame = F.bottomBanner(f)
    let create = E(0, "b", .initBanner(frame: frame))
    let add = E(0, "b", .viewAdd(inViewController: true))
    let load = E(1, "b", .bannerViewDidLoadAd)
    let land = Geometry.banner(f, .landscape), port = Geometry.banner(f, .portrait)
    let rotate = E(5, nil, .willRotate(to: .landscapeLeft, duration: 0.3))
    return [
        EffectCase(name: "created, not added: not visible", family: f, events: [create],
                   expect: [("b.visible", .bool(false)), ("b.loaded", .bool(false)), ("b.kind", .text("banner")),
                            ("b.frame", .rect(frame)), ("b.frameIsBuiltinSize", .bool(true))]),
        EffectCase(name: "added on screen before any ad: visible, not loaded", family: f, events: [create, add],
                   expect: [("b.visible", .bool(true)), ("b.loaded", .bool(false)), ("b.inViewController", .bool(true))]),
        EffectCase(name: "didLoad: loaded and everLoaded", family: f, events: [create, add, load],
                   expect: [("b.loaded", .bool(true)), ("b.everLoaded", .bool(true)), ("b.content", .text("loaded"))]),
        EffectCase(name: "failure: not loaded, error kept", family: f,
                   events: [create, load, E(2, "b", .bannerDidFail(AdError(code: "ADErrorServerFailure")))],
                   expect: [("b.loaded", .bool(false)), ("b.everLoaded", .bool(true)), ("b.lastFailure", .text("ADErrorServerFailure"))]),
        EffectCase(name: "hidden: not visible", family: f, events: [create, add, E(2, "b", .setHidden(true))],
                   expect: [("b.hidden", .bool(true)), ("b.visible", .bool(false))]),
        EffectCase(name: "removed: not visible", family: f, events: [create, add, E(2, "b", .viewRemove)],
                   expect: [("b.inViewHierarchy", .bool(false)), ("b.visible", .bool(false))]),
        EffectCase(name: "added outside a view controller", family: f, events: [create, E(0, "b", .viewAdd(inViewController: false))],
                   expect: [("b.inViewController", .bool(false)), ("b.visible", .bool(true))]),
        EffectCase(name: "host disappears: not visible", family: f, events: [create, add, E(2, nil, .viewWillDisappear)],
                   expect: [("app.hostOnScreen", .bool(false)), ("b.visible", .bool(false))]),
        EffectCase(name: "host reappears: visible again", family: f, events: [create, add, E(2, nil, .viewWillDisappear), E(3, nil, .viewWillAppear)],
                   expect: [("app.hostOnScreen", .bool(true)), ("b.visible", .bool(true))]),
        EffectCase(name: "background: not visible", family: f, events: [create, add, E(2, nil, .didEnterBackground)],
                   expect: [("app.background", .bool(true)), ("b.visible", .bool(false))]),
        EffectCase(name: "foreground: visible again", family: f, events: [create, add, E(2, nil, .didEnterBackground), E(3, nil, .willEnterForeground)],
                   expect: [("app.background", .bool(false)), ("b.visible", .bool(true))]),
        EffectCase(name: "frame below the screen: not visible", family: f,
                   events: [create, add, E(2, "b", .setFrame(F.offscreenBanner(f), z: nil))],
                   expect: [("b.visible", .bool(false)), ("b.frameIsBuiltinSize", .bool(true))]),
        EffectCase(name: "setCurrentContentSizeIdentifier landscape resizes, keeps origin", family: f,
                   events: [create, E(1, "b", .setCurrentContentSizeIdentifier(.landscape))],
                   expect: [("b.frame", .rect(F.r(frame.x, frame.y, land.width, land.height))),
                            ("b.currentContentSizeIdentifier", .text("ADBannerContentSizeIdentifierLandscape")),
                            ("b.frameIsBuiltinSize", .bool(true))]),
        EffectCase(name: "legacy 320x50 identifier is the portrait size", family: f,
                   events: [create, E(1, "b", .setFrame(F.r(0, 0, 10, 10), z: nil)),
                            E(2, "b", .setCurrentContentSizeIdentifier(ContentSizeIdentifier("ADBannerContentSizeIdentifier320x50")))],
                   expect: [("b.frame", .rect(F.r(0, 0, port.width, port.height))), ("b.frameIsBuiltinSize", .bool(true))]),
        EffectCase(name: "unknown identifier leaves the frame", family: f,
                   events: [create, E(1, "b", .setCurrentContentSizeIdentifier(ContentSizeIdentifier("Bogus")))],
                   expect: [("b.frame", .rect(frame)), ("b.frameIsBuiltinSize", .bool(false)), ("b.sizeMatchesOrientation", .bool(false))]),
        EffectCase(name: "rotation changes orientation, not the banner", family: f, events: [create, add, rotate],
                   expect: [("app.orientation", .text("landscapeLeft")), ("b.frame", .rect(frame)),
                            ("b.sizeMatchesOrientation", .bool(false)), ("b.frameIsBuiltinSize", .bool(true))]),
        EffectCase(name: "device.orientation changes orientation", family: f,
                   events: [create, E(5, nil, .deviceOrientation(to: .landscapeRight))],
                   expect: [("app.orientation", .text("landscapeRight")), ("b.sizeMatchesOrientation", .bool(false))]),
        EffectCase(name: "default identifier is portrait and matches portrait", family: f, events: [create],
                   expect: [("b.currentContentSizeIdentifier", .absent), ("b.sizeMatchesOrientation", .bool(true))]),
        EffectCase(name: "wrong frame size is not built-in", family: f,
                   events: [create, E(1, "b", .setFrame(F.r(0, 0, port.width - 20, port.height), z: nil))],
                   expect: [("b.frameIsBuiltinSize", .bool(false))]),
        EffectCase(name: "required identifiers recorded", family: f,
                   events: [create, E(1, "b", .setRequiredContentSizeIdentifiers([.portrait, .landscape]))],
                   expect: [("b.requiredContentSizeIdentifiers", .list(["ADBannerContentSizeIdentifierPortrait", "ADBannerContentSizeIdentifierLandscape"]))]),
        EffectCase(name: "app view above overlapping: obscured above", family: f,
                   events: [create, add, E(1, nil, .viewFrame(view: "content", frame: F.r(0, 0, frame.width, frame.y + 10), z: 1))],
                   expect: [("b.obscuredBy", .list(["content(above)"]))]),
        EffectCase(name: "banner over an app view below: obscured below", family: f,
                   events: [create, add, E(1, nil, .viewFrame(view: "content", frame: F.r(0, 0, frame.width, frame.y + 10), z: nil))],
                   expect: [("b.obscuredBy", .list(["content(below)"]))]),
        EffectCase(name: "content resized to make room: not obscured", family: f,
                   events: [create, add, E(1, nil, .viewFrame(view: "content", frame: F.r(0, 0, frame.width, frame.y), z: nil))],
                   expect: [("b.obscuredBy", .list([])), ("view:content.frame", .rect(F.r(0, 0, frame.width, frame.y)))]),
        EffectCase(name: "delegate set then cleared", family: f, events: [create, E(1, "b", .setDelegate(true)), E(2, "b", .setDelegate(false))],
                   expect: [("b.delegate", .text("cleared"))]),
        EffectCase(name: "release: released, not visible", family: f, events: [create, add, load, E(3, "b", .release)],
                   expect: [("b.released", .bool(true)), ("b.visible", .bool(false))]),
        EffectCase(name: "action begins", family: f,
                   events: [create, add, load, E(2, "b", .bannerActionShouldBegin(willLeave: false, returned: true))],
                   expect: [("b.actionInProgress", .bool(true))]),
        EffectCase(name: "action declined", family: f,
                   events: [create, add, load, E(2, "b", .bannerActionShouldBegin(willLeave: false, returned: false))],
                   expect: [("b.actionInProgress", .bool(false))]),
        EffectCase(name: "action leaving the app is not in progress", family: f,
                   events: [create, add, load, E(2, "b", .bannerActionShouldBegin(willLeave: true, returned: true))],
                   expect: [("b.actionInProgress", .bool(false))]),
        EffectCase(name: "banner cancel keeps the action until finish", family: f,
                   events: [create, add, load, E(2, "b", .bannerActionShouldBegin(willLeave: false, returned: true)), E(3, "b", .cancelBannerViewAction)],
                   expect: [("b.actionInProgress", .bool(true))]),
        EffectCase(name: "action finishes", family: f,
                   events: [create, add, load, E(2, "b", .bannerActionShouldBegin(willLeave: false, returned: true)), E(3, "b", .cancelBannerViewAction), E(3.1, "b", .bannerActionDidFinish)],
                   expect: [("b.actionInProgress", .bool(false))]),
        EffectCase(name: "pause then resume", family: f, events: [E(1, nil, .pause(what: "game")), E(2, nil, .resume(what: nil))],
                   expect: [("app.paused", .bool(false))]),
        EffectCase(name: "paused", family: f, events: [E(1, nil, .pause(what: nil))], expect: [("app.paused", .bool(true))]),
        EffectCase(name: "bannerLoaded reads counted", family: f, events: [create, E(1, "b", .readBannerLoaded(false)), E(2, "b", .readBannerLoaded(false))],
                   expect: [("b.loadedReads", .number(2))]),
    ]
}

@Test(arguments: DeviceFamily.allCases.flatMap(bannerCases))
func bannerEventEffect(_ c: EffectCase) {
    c.check()
}
