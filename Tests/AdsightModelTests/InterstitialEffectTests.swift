import AdsightModel
import AdsightSession
import Testing

private func interstitialCases(_ f: DeviceFamily) -> [EffectCase] {
    let create = E(0, "i", .initInterstitial)
    let load = E(1, "i", .interstitialDidLoad)
    let port = Geometry.screen(f, .portrait), land = Geometry.screen(f, .landscape)
    let fullPage = F.r(0, 0, port.width, port.height)
    let shortest = F.r(0, 0, port.width, port.height - 113)
    let tooShort = F.r(0, 0, port.width, port.height - 114)
    let modal = E(2, "i", .presentFromViewController)
    let inView = { (r: Rect) in E(2, "i", .presentInView(frame: r, inViewController: true)) }
    let rotate = E(3, nil, .willRotate(to: .landscapeRight, duration: 0.3))
    return [
        EffectCase(name: "created: loading", family: f, events: [create],
                   expect: [("i.kind", .text("interstitial")), ("i.content", .text("loading")), ("i.loaded", .bool(false)),
                            ("i.presentation", .text("none")), ("i.visible", .bool(false)), ("i.hostViewSizeOK", .absent)]),
        EffectCase(name: "didLoad: loaded", family: f, events: [create, load],
                   expect: [("i.loaded", .bool(true)), ("i.everLoaded", .bool(true))]),
        EffectCase(name: "modal: visible, counted", family: f, events: [create, load, modal],
                   expect: [("i.presentation", .text("modal")), ("i.visible", .bool(true)), ("i.presentCount", .number(1))]),
        EffectCase(name: "modal dismissed: not visible", family: f, events: [create, load, modal, E(3, "i", .userDismiss)],
                   expect: [("i.presentation", .text("dismissed")), ("i.visible", .bool(false))]),
        EffectCase(name: "modal in background: not visible", family: f, events: [create, load, modal, E(3, nil, .didEnterBackground)],
                   expect: [("i.visible", .bool(false))]),
        EffectCase(name: "modeless full page: visible, host size ok", family: f, events: [create, load, inView(fullPage)],
                   expect: [("i.presentation", .text("modeless")), ("i.visible", .bool(true)), ("i.hostViewSizeOK", .bool(true)),
                            ("i.frame", .rect(fullPage)), ("i.inViewController", .bool(true))]),
        EffectCase(name: "modeless 113 pt short: ok", family: f, events: [create, load, inView(shortest)],
                   expect: [("i.hostViewSizeOK", .bool(true))]),
        EffectCase(name: "modeless 114 pt short: not ok", family: f, events: [create, load, inView(tooShort)],
                   expect: [("i.hostViewSizeOK", .bool(false))]),
        EffectCase(name: "modeless narrower than the screen: not ok", family: f,
                   events: [create, load, inView(F.r(0, 0, port.width - 1, port.height))],
                   expect: [("i.hostViewSizeOK", .bool(false))]),
        EffectCase(name: "rotation without resize: host size not ok", family: f, events: [create, load, inView(fullPage), rotate],
                   expect: [("i.hostViewSizeOK", .bool(false)), ("app.orientation", .text("landscapeRight"))]),
        EffectCase(name: "rotation then setFrame: host size ok", family: f,
                   events: [create, load, inView(fullPage), rotate, E(3.2, "i", .setFrame(F.r(0, 0, land.width, land.height), z: nil))],
                   expect: [("i.hostViewSizeOK", .bool(true)), ("i.frame", .rect(F.r(0, 0, land.width, land.height)))]),
        EffectCase(name: "modeless host removed: not visible", family: f, events: [create, load, inView(fullPage), E(3, "i", .viewRemove)],
                   expect: [("i.visible", .bool(false)), ("i.inViewHierarchy", .bool(false))]),
        EffectCase(name: "modeless while host screen gone: not visible", family: f, events: [create, load, inView(fullPage), E(3, nil, .viewWillDisappear)],
                   expect: [("i.visible", .bool(false))]),
        EffectCase(name: "unload: not loaded, unloaded", family: f, events: [create, load, E(4, "i", .interstitialDidUnload)],
                   expect: [("i.loaded", .bool(false)), ("i.unloaded", .bool(true)), ("i.content", .text("unloaded"))]),
        EffectCase(name: "modeless page stays after unload", family: f, events: [create, load, inView(fullPage), E(4, "i", .interstitialDidUnload)],
                   expect: [("i.visible", .bool(true)), ("i.loaded", .bool(false))]),
        EffectCase(name: "unload after dismiss", family: f, events: [create, load, modal, E(3, "i", .userDismiss), E(4, "i", .interstitialDidUnload)],
                   expect: [("i.visible", .bool(false)), ("i.unloaded", .bool(true))]),
        EffectCase(name: "failure: error kept", family: f, events: [create, E(1, "i", .interstitialDidFail(AdError(code: "ADErrorInventoryUnavailable")))],
                   expect: [("i.loaded", .bool(false)), ("i.lastFailure", .text("ADErrorInventoryUnavailable")), ("i.everLoaded", .bool(false))]),
        EffectCase(name: "error then unload of loaded content", family: f,
                   events: [create, load, E(3, "i", .interstitialDidFail(AdError(code: "ADErrorServerFailure"))), E(3.1, "i", .interstitialDidUnload)],
                   expect: [("i.unloaded", .bool(true))]),
        EffectCase(name: "action in progress", family: f,
                   events: [create, load, modal, E(3, "i", .interstitialActionShouldBegin(willLeave: false, returned: true))],
                   expect: [("i.actionInProgress", .bool(true))]),
        EffectCase(name: "cancelAction ends the action at once", family: f,
                   events: [create, load, modal, E(3, "i", .interstitialActionShouldBegin(willLeave: false, returned: true)), E(4, "i", .cancelAction)],
                   expect: [("i.actionInProgress", .bool(false))]),
        EffectCase(name: "finish ends the action", family: f,
                   events: [create, load, modal, E(3, "i", .interstitialActionShouldBegin(willLeave: false, returned: true)), E(4, "i", .interstitialActionDidFinish)],
                   expect: [("i.actionInProgress", .bool(false))]),
        EffectCase(name: "loaded reads counted", family: f, events: [create, E(1, "i", .readLoaded(false)), E(1.5, "i", .readLoaded(false))],
                   expect: [("i.loadedReads", .number(2))]),
        EffectCase(name: "release", family: f, events: [create, load, E(5, "i", .setDelegate(false)), E(5, "i", .release)],
                   expect: [("i.released", .bool(true)), ("i.delegate", .text("cleared"))]),
        EffectCase(name: "re-created name starts afresh", family: f, events: [create, load, E(5, "i", .release), E(6, "i", .initInterstitial)],
                   expect: [("i.released", .bool(false)), ("i.loaded", .bool(false)), ("i.everLoaded", .bool(false))]),
    ]
}

@Test(arguments: DeviceFamily.allCases.flatMap(interstitialCases))
func interstitialEventEffect(_ c: EffectCase) {
    c.check()
}

@Test func modelessHostBandOnIPadMatchesTheSpec() {
    #expect(Geometry.hostViewHeights(.iPad, .portrait) == 911...1024)
    #expect(Geometry.hostViewHeights(.iPad, .landscape) == 655...768)
    #expect(Geometry.hostViewSizeOK(Size(width: 1024, height: 655), .iPad, .landscape))
    #expect(!Geometry.hostViewSizeOK(Size(width: 1024, height: 654), .iPad, .landscape))
}

struct GeometryRow: Sendable, CustomTestStringConvertible {
    var family: DeviceFamily, axis: OrientationAxis, screen: Size, banner: Size
    var testDescription: String { "\(family.rawValue) \(axis.rawValue)" }
}

@Test(arguments: [
    GeometryRow(family: .iPhone, axis: .portrait, screen: Size(width: 320, height: 480), banner: Size(width: 320, height: 50)),
    GeometryRow(family: .iPodTouch, axis: .landscape, screen: Size(width: 480, height: 320), banner: Size(width: 480, height: 32)),
    GeometryRow(family: .iPad, axis: .portrait, screen: Size(width: 768, height: 1024), banner: Size(width: 768, height: 66)),
    GeometryRow(family: .iPad, axis: .landscape, screen: Size(width: 1024, height: 768), banner: Size(width: 1024, height: 66)),
])
func geometryTable(_ row: GeometryRow) {
    #expect(Geometry.screen(row.family, row.axis) == row.screen)
    #expect(Geometry.banner(row.family, row.axis) == row.banner)
}
