import AdsightSession

/// ADMagazine (seed 000): pages in a scroll view, a full-screen ad presented as a page.
extension Simulation {
    /// The ad page's size: as wide as the screen, the screen's height less a 44-point toolbar.
    var hostSize: Size {
        let s = screen
        return Size(width: s.width, height: s.height - 44 - (has(.wrongHostHeight) ? 100 : 0))
    }

    func hostFrame(offset: Int, size: Size) -> Rect {
        let s = screen
        return Rect(x: Double(offset) * s.width, y: s.height - size.height, width: size.width, height: size.height)
    }

    mutating func insertAdPage(_ ad: String) {
        guard let i = index(of: ad), !interstitials[i].released, !interstitials[i].dead,
              interstitials[i].loaded, interstitials[i].showing == .none else { return }
        placeAdPage(i)
    }

    /// Listing 3-3: a host view as the next page, added to the scroll view, `presentInView:`.
    mutating func placeAdPage(_ i: Int) {
        let size = hostSize
        let inVC = !has(.hostOutsideViewController)
        let frame = hostFrame(offset: 1, size: size)
        emit(.viewAdd(inViewController: inVC), ad: interstitials[i].name)
        emit(.presentInView(frame: frame, inViewController: inVC), ad: interstitials[i].name)
        interstitials[i].showing = .modeless
        interstitials[i].hostOffset = 1
        interstitials[i].hostSize = size
    }

    mutating func pageTurn() {
        if inBackground || actionAd != nil { after(2000, .pageTurn); return }
        let forward = page == 0 || needs.contains(.tap) || dice.chance(ppm: 850_000)
        let step = forward ? 1 : -1
        emit(.transition(from: "page-\(page)", to: "page-\(page + step)"))
        page += step
        for i in interstitials.indices {
            guard let offset = interstitials[i].hostOffset else { continue }
            interstitials[i].hostOffset = offset - step
            if !interstitials[i].released, !interstitials[i].dead, let size = interstitials[i].hostSize {
                emit(.setFrame(hostFrame(offset: offset - step, size: size), z: nil), ad: interstitials[i].name)
            }
        }
        for i in interstitials.indices where interstitials[i].expired && !interstitials[i].dead
            && !interstitials[i].released && interstitials[i].hostOffset != 0 {
            unload(i)
        }
        if newAdPending, currentAdIndex == nil {
            newAdPending = false
            createInterstitial()
        }
        if !needs.contains(.tap), let ad = tappableAd(), dice.chance(ppm: scenario.user.tapChance) {
            after(dice.int(500...1500), .tap(ad: ad, forced: false))
        }
        after(dice.millis(scenario.session.page), .pageTurn)
    }

    /// Rotation: the ad page is resized to the new orientation (or, `presents-twice`,
    /// replaced by a new page presenting the same object again).
    mutating func magazineRotated() {
        for i in interstitials.indices where !interstitials[i].released && !interstitials[i].dead {
            guard interstitials[i].showing == .modeless, let offset = interstitials[i].hostOffset else { continue }
            let name = interstitials[i].name
            if has(.presentsTwice) {
                let inVC = !has(.hostOutsideViewController)
                interstitials[i].hostSize = hostSize
                emit(.viewRemove, ad: name)
                emit(.viewAdd(inViewController: inVC), ad: name)
                emit(.presentInView(frame: hostFrame(offset: offset, size: hostSize), inViewController: inVC), ad: name)
            } else if !has(.noHostResizeOnRotation) {
                interstitials[i].hostSize = hostSize
                emit(.setFrame(hostFrame(offset: offset, size: hostSize), z: nil), ad: name)
            }
        }
    }
}
