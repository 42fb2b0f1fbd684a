import AdsightSession

/// One pass over a session's events, replaying what the session page draws: the state
/// of each ad object, the app and the orientation over time, and the distinct layouts.
/// States are judged after each group of events sharing one `t`, as the format says.
struct SessionScan: Sendable {
    var tracks: [AdTrack] = []
    var hostHidden: [Segment] = []
    var background: [Segment] = []
    var paused: [Segment] = []
    /// The interface orientation over time, with the exact orientation of each span.
    var orientation: [(orientation: Orientation, span: Interval)] = []
    /// Orientations in order of first use.
    var orientationsUsed: [Orientation] = []
    var adKinds: [AdTrack.Kind] = []
    var layouts: [LayoutSnapshot] = []
    /// The end of the session's time (the last event's `t`).
    var end: Double = 0

    /// At most this many distinct layouts are kept (later ones are ignored).
    static let layoutLimit = 400

    init(_ session: Session) {
        let family = session.header.device.family
        var ads: [String: AdObject] = [:]
        var adOrder: [String] = []
        var views: [String: (frame: Rect, z: Double)] = [:]
        var hostShown = true, inBackground = false, isPaused = false
        var current = session.header.orientation
        var rHost = SegmentRecorder(), rBackground = SegmentRecorder(), rPaused = SegmentRecorder()
        var orientationSpans: [(Orientation, Interval)] = []
        var orientationSince = 0.0
        var used: [Orientation] = [current]
        var layoutIndex: [LayoutKey: Int] = [:]
        var openLayout: (key: LayoutKey, since: Double)?

        func commit(_ t: Double) {
            let screen = ScreenGeometry.screen(family, current.axis)
            var items: [LayoutItem] = []
            var hostBand = false
            for name in adOrder {
                guard var ad = ads[name] else { continue }
                let on = ad.onScreen(screen: screen, hostShown: hostShown, background: inBackground)
                ad.commit(at: t, onScreen: on)
                ads[name] = ad
                if ad.released { continue }
                if ad.kind == .interstitial {
                    if ad.presented, ad.inHierarchy, let f = ad.hostFrame {
                        hostBand = true
                        items.append(LayoutItem(role: .hostView, name: name, frame: f, z: ad.z, shown: on))
                    }
                } else if let f = ad.frame {
                    items.append(LayoutItem(role: .banner, name: name, frame: f, z: ad.z, shown: on, sizeAxis: ad.sizeAxis ?? .portrait))
                }
            }
            for name in views.keys.sorted() {
                let v = views[name]!
                items.append(LayoutItem(role: .appView, name: name, frame: v.frame, z: v.z, shown: true))
            }
            rHost.set(hostShown ? nil : .hostHidden, at: t)
            rBackground.set(inBackground ? .background : nil, at: t)
            rPaused.set(isPaused ? .paused : nil, at: t)
            let key = LayoutKey(orientation: current, items: items, hostBand: hostBand)
            if openLayout?.key != key {
                if let open = openLayout { addSpan(open.key, Interval(start: open.since, end: t)) }
                openLayout = (key, t)
            }
        }

        func addSpan(_ key: LayoutKey, _ span: Interval) {
            guard span.end > span.start || layouts.isEmpty else { return }
            if let i = layoutIndex[key] {
                layouts[i].spans.append(span)
            } else if layouts.count < Self.layoutLimit {
                layoutIndex[key] = layouts.count
                layouts.append(LayoutSnapshot(orientation: key.orientation, items: key.items, hostBand: key.hostBand, spans: [span]))
            }
        }

        let events = session.events
        for (i, event) in events.enumerated() {
            if let name = event.ad {
                if ads[name] == nil {
                    let kind: AdTrack.Kind
                    switch event.kind {
                    case .initBanner: kind = .banner
                    case .initInterstitial: kind = .interstitial
                    default: kind = .unknown
                    }
                    ads[name] = AdObject(kind: kind)
                    adOrder.append(name)
                }
                ads[name]!.apply(event.kind, family: family)
            }
            switch event.kind {
            case .willRotate(let to, _), .deviceOrientation(let to):
                if to != current {
                    if event.t > orientationSince { orientationSpans.append((current, Interval(start: orientationSince, end: event.t))) }
                    current = to; orientationSince = event.t
                    if !used.contains(to) { used.append(to) }
                }
            case .viewWillAppear: hostShown = true
            case .viewWillDisappear: hostShown = false
            case .viewFrame(let view, let frame, let z): views[view] = (frame, z ?? views[view]?.z ?? 0)
            case .didEnterBackground: inBackground = true
            case .willEnterForeground: inBackground = false
            case .pause: isPaused = true
            case .resume: isPaused = false
            default: break
            }
            if i == events.count - 1 || events[i + 1].t != event.t { commit(event.t) }
        }
        if events.isEmpty { commit(0) }
        let end = events.last?.t ?? 0
        self.end = end
        if let open = openLayout { addSpan(open.key, Interval(start: open.since, end: end)) }
        orientationSpans.append((current, Interval(start: orientationSince, end: end)))
        orientation = orientationSpans.map { (orientation: $0.0, span: $0.1) }
        orientationsUsed = used
        hostHidden = rHost.finish(at: end)
        background = rBackground.finish(at: end)
        paused = rPaused.finish(at: end)
        for name in adOrder {
            guard var ad = ads[name] else { continue }
            tracks.append(AdTrack(name: name, kind: ad.kind, load: ad.load_.finish(at: end),
                                  onScreen: ad.onScreen_.finish(at: end), action: ad.action_.finish(at: end)))
            if !adKinds.contains(ad.kind) && ad.kind != .unknown { adKinds.append(ad.kind) }
        }
    }
}

/// What makes two layouts the same picture.
struct LayoutKey: Hashable {
    var orientation: Orientation
    var items: [LayoutItem]
    var hostBand: Bool
}
