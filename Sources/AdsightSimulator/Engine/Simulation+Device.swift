import AdsightSession

/// The user turning the device, moving between screens and leaving the app.
extension Simulation {
    /// The other axis: portrait turns to one of the landscapes, landscape to portrait.
    mutating func turned(_ o: Orientation) -> Orientation {
        switch o.axis {
        case .portrait: return dice.chance(ppm: 500_000) ? .landscapeLeft : .landscapeRight
        case .landscape: return .portrait
        }
    }

    /// An empty ad page is left in the magazine (`leaves-empty-page`); the simulated
    /// user then stops rotating, so that defect breaks only its own rule.
    var leftoverPages: Bool { interstitials.contains { $0.hostOffset != nil && ($0.dead || $0.released) } }

    mutating func rotate(forced: Bool) {
        if forced { forcing.remove(.rotation) }
        let busy = actionAd != nil || inBackground || !hostOnScreen || modalUp || leftoverPages
        if busy || (forced && !rotationTargetReady) {
            if !forced, let every = device.rotateEvery { after(dice.millis(every), .rotate(forced: false)) }
            return
        }
        let to = turned(orientation)
        emit(.willRotate(to: to, duration: 0.3))
        orientation = to
        switch app.kind {
        case .table: tableRotated()
        case .game: break
        case .magazine: magazineRotated()
        }
        if forced { needs.remove(.rotation) } else if let every = device.rotateEvery { after(dice.millis(every), .rotate(forced: false)) }
    }

    /// The user selects a row: the detail screen covers the table (and its banner).
    mutating func enterDetail(forced: Bool) {
        if forced { forcing.remove(.detailRotation) }
        let busy = actionAd != nil || inBackground || !hostOnScreen
        if forced, busy || !bannerVisible { return }
        if busy {
            after(3000, .enterDetail(forced: false))
            return
        }
        emit(.viewWillDisappear)
        hostOnScreen = false
        if forced {
            needs.remove(.detailRotation)
            after(1500, .rotateInDetail)
            after(3500, .leaveDetail)
            return
        }
        let stay = dice.millis(scenario.session.detailStay)
        if device.orientations.count > 1, dice.chance(ppm: 300_000) { after(stay / 2, .rotateInDetail) }
        after(stay, .leaveDetail)
        if let every = scenario.session.detailEvery { after(stay + dice.millis(every), .enterDetail(forced: false)) }
    }

    /// The device turns while the detail screen is shown: the table's controller is not told.
    mutating func rotateInDetail() {
        guard !hostOnScreen, !inBackground else { return }
        let to = turned(orientation)
        emit(.deviceOrientation(to: to))
        orientation = to
    }

    /// Back to the table: `viewWillAppear:` fixes the banner size for the orientation (004 "One final problem").
    mutating func leaveDetail() {
        guard !hostOnScreen else { return }
        if inBackground { after(1000, .leaveDetail); return }
        emit(.viewWillAppear)
        hostOnScreen = true
        if let b = banner, !b.released {
            if !has(.noResizeOnReappear) {
                banner?.axis = orientation.axis
                emit(.setCurrentContentSizeIdentifier(identifier(orientation.axis)), ad: b.name)
            }
            // Keep the banner on screen a while before the network answers again.
            if let due = b.responseAt, due - now < 2500 { scheduleBannerResponse(after: 2500) }
        }
        layoutBanner()
    }

    /// The user presses the home button.
    mutating func goBackground() {
        guard let every = scenario.session.backgroundEvery else { return }
        if inBackground || actionAd != nil || !hostOnScreen || modalUp {
            after(dice.millis(every), .goBackground)
            return
        }
        enterBackground()
        let stay = dice.millis(scenario.session.backgroundStay)
        after(stay, .comeForeground)
        after(stay + dice.millis(every), .goBackground)
    }

    mutating func enterBackground() {
        emit(.didEnterBackground)
        inBackground = true
        banner?.responseAt = nil
    }

    mutating func comeForeground() {
        guard inBackground else { return }
        emit(.willEnterForeground)
        inBackground = false
        if let b = banner, !b.released, iAdPresent { scheduleBannerResponse(after: dice.millis(scenario.network.latency)) }
        if let ad = dismissAfterForeground {
            dismissAfterForeground = nil
            after(dice.millis(scenario.user.dismissAfter), .dismiss(ad: ad))
        }
    }
}
